import { localeByCode, type LocaleCode } from '../../i18n/locales';
import { localizedPath } from '../../i18n/paths';
import type { Translations } from '../../i18n/I18n';
import { theme } from '../../shared/theme';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The worker's answer to a page that is neither cached nor reachable (public/offline-{ua,ru}.html):
 * the shop's name, what happened and what still works, in the page's language. One small static
 * file with its style inline and no script (nothing to load, nothing for the CSP to allow):
 * "Try again" is a link to the address itself, so the visitor's tap is the retry.
 */
export function offlinePageHtml(locale: LocaleCode, t: Translations): string {
  const { lang } = localeByCode(locale);
  const text = (key: string) => escapeHtml(t[key] ?? key);
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('offline_page_title')} · ${text('site_name')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:${theme.color.text};background:${theme.color.background}}
main{max-width:520px;text-align:center}
.brand{font-weight:800;font-size:20px;color:${theme.color.brand};letter-spacing:.02em;margin:0 0 28px}
.icon{width:64px;height:64px;margin:0 auto 16px;display:block}
h1{font-size:28px;line-height:1.2;margin:0 0 12px}
p{margin:0 0 28px;color:${theme.color.textSoft}}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a{display:inline-block;min-height:44px;padding:8px 22px;border:2px solid ${theme.color.brand};border-radius:999px;font-weight:700;text-decoration:none}
a.primary{background:${theme.color.brand};color:${theme.color.onDark}}
a.secondary{color:${theme.color.brand}}
a:focus-visible{outline:3px solid ${theme.color.focus};outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${text('site_name')}</p>
<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="${theme.color.brand}" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1" fill="${theme.color.brand}"/><path d="M3 3l18 18"/></svg>
<h1>${text('offline_page_title')}</h1>
<p>${text('offline_page_text')}</p>
<div class="actions">
<a class="primary" href="">${text('offline_page_retry')}</a>
<a class="secondary" href="${localizedPath(locale, '/')}">${text('offline_page_home')}</a>
</div>
</main>
</body>
</html>
`;
}
