import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, localeByCode, type LocaleCode } from '../i18n/locales';
import { alternatePaths, parseLocalizedPath } from '../i18n/paths';

/** Paths that never go into a sitemap: private, technical or duplicate pages. */
const EXCLUDED = [/^\/404\//, /^\/checkout\//, /^\/profile\//, /^\/auth\//, /^\/api\//, /^\/promo\/mono\//, /^\/staff\//];

export function isIndexable(localeFreePath: string): boolean {
  return !EXCLUDED.some((re) => re.test(localeFreePath));
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One language's sitemap with hreflang alternates (xhtml:link) for every URL. */
export function renderSitemap(origin: string, locale: LocaleCode, pagePaths: string[]): string {
  const urls = pagePaths
    .filter((p) => parseLocalizedPath(p).locale === locale && isIndexable(parseLocalizedPath(p).rest))
    .sort()
    .map((p) => {
      const alternates = alternatePaths(p)
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${localeByCode(a.locale).lang}" href="${escapeXml(origin + a.path)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(origin + p)}</loc>\n${alternates}\n  </url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function renderSitemapIndex(origin: string): string {
  const entries = LOCALES.map((l) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${l.code}.xml`)}</loc></sitemap>`).join(
    '\n',
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function renderRobots(origin: string): string {
  const privatePages = ['/checkout/', '/profile/', '/staff/'].flatMap((rest) =>
    LOCALES.map((l) => `Disallow: /${l.code}${rest}`),
  );
  return ['User-agent: *', ...privatePages, 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Writes sitemap.xml (index), sitemap-ua.xml, sitemap-ru.xml and robots.txt into public/. */
export function writeSitemaps(publicDir: string, origin: string, pagePaths: string[]) {
  for (const l of LOCALES)
    fs.writeFileSync(path.join(publicDir, `sitemap-${l.code}.xml`), renderSitemap(origin, l.code, pagePaths));
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), renderSitemapIndex(origin));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), renderRobots(origin));
}
