import React from 'react';
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * The site's web font, Inter (spec section 9: a sans-serif web font), self-hosted from the
 * @fontsource-variable/inter package (SIL Open Font License): one variable file per subset covers
 * every weight the styles use, and only the Latin and Cyrillic subsets are declared. The files are
 * emitted by webpack as separate content-hashed files under /static/ (never data: URLs, which the
 * policy's `font-src 'self'` refuses; gatsby-node onCreateWebpackConfig), cached for a year.
 *
 * Declared in a static <style> of the server-rendered head (React never declares them anew) with
 * `font-display: optional` and preloaded: a page uses Inter when its files arrive within the
 * browser's short block period (or come from its cache), else it stays in the fallback for its
 * whole life, so the font never swaps under the reader. The fallback is Arial (or its metric twin
 * Liberation Sans) scaled to Inter's metrics, as Next.js computes them (capsize: ascent 0.969,
 * descent 0.241 of the em, average width 7.12 % above Arial's). Decision 142.
 */
export const WEB_FONT_FAMILY = 'Inter';

export interface WebFontFile {
  url: string;
  unicodeRange: string;
}

/** The subsets, with fontsource's ranges (node_modules/@fontsource-variable/inter/index.css). */
export const WEB_FONT_FACES: readonly WebFontFile[] = [
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

/** The @font-face rules: Inter's subsets (every weight, `optional`) and the metric-matched fallback. */
export function webFontCss(faces: readonly WebFontFile[] = WEB_FONT_FACES): string {
  const inter = faces.map(
    (face) =>
      `@font-face{font-family:'${WEB_FONT_FAMILY}';font-style:normal;font-weight:100 900;font-display:optional;` +
      `src:url(${face.url}) format('woff2');unicode-range:${face.unicodeRange};}`,
  );
  const fallback =
    `@font-face{font-family:'${WEB_FONT_FAMILY} Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');` +
    'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;}';
  return [...inter, fallback].join('');
}

/** The head's elements for the font: a preload per file, then the rules (gatsby-ssr onRenderBody). */
export function webFontHead(faces: readonly WebFontFile[] = WEB_FONT_FACES): React.ReactElement[] {
  return [
    ...faces.map((face) =>
      React.createElement('link', {
        key: `font-${face.url}`,
        rel: 'preload',
        href: face.url,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      }),
    ),
    React.createElement('style', { key: 'web-font', dangerouslySetInnerHTML: { __html: webFontCss(faces) } }),
  ];
}
