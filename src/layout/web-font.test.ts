import { FALLBACK_FACE, WEB_FONT_FACES, WEB_FONT_FAMILY, fontFaceRules } from './web-font';
import { theme } from '../shared/theme';

describe('the web font', () => {
  test('the theme names it first, then its metric-matched fallback', () => {
    expect(theme.font.startsWith(`'${WEB_FONT_FAMILY}', '${WEB_FONT_FAMILY} Fallback',`)).toBe(true);
  });

  test('one face per subset, Cyrillic and Latin only, all weights, swap', () => {
    const css = fontFaceRules([
      { url: '/static/c.woff2', unicodeRange: 'U+0400-045F' },
      { url: '/static/l.woff2', unicodeRange: 'U+0000-00FF' },
    ]);
    const [fallback, ...faces] = (css.match(/@font-face\{[^}]*\}/g) ?? []).reverse();
    faces.reverse();
    expect(faces).toHaveLength(2);
    // The fallback: a local font scaled to Inter's metrics (no download, no swap of its own).
    expect(fallback).toBe(FALLBACK_FACE);
    expect(fallback).toContain(`font-family:'Inter Fallback';src:local('Arial')`);
    expect(fallback).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
    for (const face of faces) {
      expect(face).toContain(`font-family:'Inter'`);
      expect(face).toContain('font-display:swap');
      expect(face).toContain('font-weight:100 900');
    }
    expect(faces[0]).toContain('url(/static/c.woff2)');
    expect(faces[0]).toContain('unicode-range:U+0400-045F');
    expect(faces[1]).toContain('url(/static/l.woff2)');
  });

  test('the subsets cover Ukrainian and Latin letters', () => {
    const ranges = WEB_FONT_FACES.map((f) => f.unicodeRange).join(',');
    expect(WEB_FONT_FACES).toHaveLength(2);
    // і ї є ґ (U+0456, U+0457, U+0454 in U+0400-045F; U+0491) and basic Latin.
    expect(ranges).toContain('U+0400-045F');
    expect(ranges).toContain('U+0490-0491');
    expect(ranges).toContain('U+0000-00FF');
  });
});
