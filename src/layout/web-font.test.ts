/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { webFontCss, webFontHead, WEB_FONT_FACES } from './web-font';

describe('web font', () => {
  test('both subsets are declared with font-display: optional (never a swap under the reader), every weight', () => {
    const css = webFontCss();
    const inter = css.match(/@font-face\{font-family:'Inter';[^}]*\}/g) ?? [];
    expect(inter).toHaveLength(2);
    for (const rule of inter) {
      expect(rule).toContain('font-display:optional');
      expect(rule).toContain('font-weight:100 900');
    }
    expect(css).toContain('U+0400-045F');
    expect(css).toContain('U+0000-00FF');
  });

  test('the metric-matched fallback is declared beside it', () => {
    expect(webFontCss()).toMatch(/@font-face\{font-family:'Inter Fallback';src:local\('Arial'\)[^}]*size-adjust:107\.12%/);
  });

  test('the head preloads each file as a CORS font request (font loads are anonymous-mode fetches)', () => {
    const html = renderToStaticMarkup(webFontHead([{ url: '/static/inter-x-1234abcd.woff2', unicodeRange: 'U+0400-045F' }]));
    expect(html).toContain(
      '<link rel="preload" href="/static/inter-x-1234abcd.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(html).toContain("src:url(/static/inter-x-1234abcd.woff2) format('woff2')");
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<style'));
    expect(WEB_FONT_FACES).toHaveLength(2);
  });
});
