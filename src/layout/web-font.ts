import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * The site's web font, Inter (spec section 9: a sans-serif web font), self-hosted from the
 * @fontsource-variable/inter package (SIL Open Font License): one variable file per subset covers
 * every weight the styles use (400 to 800), and only the Latin and Cyrillic subsets are declared
 * (Ukrainian and Russian text, prices, Latin names). The files are emitted by webpack as separate
 * files under /static/ with a content hash (never inlined as data: URLs, which the policy's
 * `font-src 'self'` refuses; gatsby-node onCreateWebpackConfig), cached for a year (netlify.toml).
 * `font-display: swap`: the text is drawn at once in the fallback and redrawn when the file arrives;
 * the fallback is Arial (or its metric twin Liberation Sans) scaled to Inter's metrics, so the
 * swap hardly moves anything. The rules are a static <style> in the server-rendered head
 * (gatsby-ssr onRenderBody), which hydration never replaces: re-declared by the client's global
 * style, the faces were new objects and the text fell back and swapped again (layout shifts).
 * Decision 087.
 */
export const WEB_FONT_FAMILY = 'Inter';

export interface FontFace {
  url: string;
  unicodeRange: string;
}

/** The subsets, with fontsource's ranges (node_modules/@fontsource-variable/inter/index.css). */
export const WEB_FONT_FACES: readonly FontFace[] = [
  {
    url: interCyrillic,
    unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  },
  {
    url: interLatin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

/**
 * Inter's proportions over Arial's (capsize metrics: Inter 4 ascent 0.969, descent 0.241 of the em;
 * average width 7.12 % above Arial's), as Next.js' font fallbacks compute them.
 */
export const FALLBACK_FACE =
  `@font-face{font-family:'${WEB_FONT_FAMILY} Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');` +
  'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;}';

/** The @font-face rules of the web font (one per subset, weights 100 to 900 from the variable file), then the fallback's. */
export function fontFaceRules(faces: readonly FontFace[] = WEB_FONT_FACES): string {
  const rules = faces.map(
    (f) =>
      `@font-face{font-family:'${WEB_FONT_FAMILY}';font-style:normal;font-weight:100 900;font-display:swap;` +
      `src:url(${f.url}) format('woff2-variations'),url(${f.url}) format('woff2');unicode-range:${f.unicodeRange};}`,
  );
  return [...rules, FALLBACK_FACE].join('\n');
}
