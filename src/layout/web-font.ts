import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../shared/safe-storage';
import { whenIdle, type IdleWindow } from '../shared/when-idle';

/**
 * The site's web font, Inter (spec section 9: a sans-serif web font), self-hosted from the
 * @fontsource-variable/inter package (SIL Open Font License): one variable file per subset covers
 * every weight the styles use (400 to 800); only the Latin and Cyrillic subsets are declared. The
 * files are emitted by webpack under /static/ with a content hash (never inlined as data: URLs,
 * which the policy's `font-src 'self'` refuses; gatsby-node onCreateWebpackConfig), cached for a
 * year (netlify.toml).
 *
 * The first paint is set in the fallback: Arial (or Liberation Sans) scaled to Inter's metrics in
 * a static <style> of the server-rendered head (gatsby-ssr onRenderBody), so the swap hardly moves
 * anything. Inter's 67 KB are fetched (FontFace API) when the browser is idle after `load`, so they
 * never compete with the document, scripts and first-screen photos (declared in the head, they
 * held the largest paint back by about 0.35 s on slow 4G).
 * The faces are put to use at the first client-side navigation, where the new page is laid out
 * anyway: the swap re-lays out the whole page, a long task on a slow phone (Lighthouse: +150 ms
 * Total Blocking Time). The first page stays in the matched fallback, later pages are in Inter, and
 * later full loads in this browser (the files in the HTTP cache, remembered in localStorage) use
 * Inter as soon as its faces are made. docs/decisions/042-performance-architecture.md.
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

/**
 * Inter's proportions over Arial's (capsize metrics: Inter 4 ascent 0.969, descent 0.241 of the em;
 * average width 7.12 % above Arial's), as Next.js' font fallbacks compute them.
 */
export const FALLBACK_FACE =
  `@font-face{font-family:'${WEB_FONT_FAMILY} Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');` +
  'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;}';

/**
 * localStorage key: which of the web font's files this browser has loaded (so they are in its HTTP
 * cache, kept a year). Its value is `webFontFilesKey` of those files: a new font version (new
 * content-hashed names) does not count as loaded.
 */
export const WEB_FONT_LOADED_KEY = 'webFontLoaded';

/** The value stored under WEB_FONT_LOADED_KEY: the files' URLs, which carry their content hash. */
export function webFontFilesKey(faces: readonly WebFontFile[]): string {
  return faces.map((face) => face.url).join(' ');
}

/** The FontFace descriptors of one subset (every weight from the variable file, swap). */
export function fontFaceDescriptors(face: WebFontFile): FontFaceDescriptors {
  return { style: 'normal', weight: '100 900', display: 'swap', unicodeRange: face.unicodeRange };
}

interface FontWindow extends IdleWindow {
  document: Pick<Document, 'readyState'> & { fonts: Pick<FontFaceSet, 'add'> };
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  FontFace: typeof globalThis.FontFace;
}

export interface WebFont {
  /** Both files fetched (rejects if one fails: the fallback then stays, which is fine). */
  loaded: Promise<void>;
  /** Puts Inter to use: now if its files are here, else as soon as they are. Idempotent. */
  use: () => void;
}

/**
 * Fetches Inter's files once the browser is idle after the page's `load` event (the first FontFace
 * is a long task on a slow phone if it shares the app's start), and puts the faces to use only when
 * `use()` is called (the first client-side navigation), or as soon as they are made when this
 * browser loaded the same files before (HTTP cache).
 * The flag is in localStorage, which every page has opened by then: a page's first sessionStorage
 * read is a synchronous call to the browser process, a long task on a slow phone.
 * `storage`: the browser's localStorage, looked up when the files are fetched unless given (null: none).
 */
export function startWebFont(
  win: FontWindow,
  storage?: KeyValueStorage | null,
  faces: readonly WebFontFile[] = WEB_FONT_FACES,
): WebFont {
  let fontFaces: FontFace[] | null = null;
  let wanted = false;
  let used = false;
  let ready = false;
  const putFacesToUse = () => {
    if (used || !fontFaces) return;
    used = true;
    for (const face of fontFaces) win.document.fonts.add(face);
  };
  const fetchFaces = async () => {
    const local = storage === undefined ? browserStorage('local') : storage;
    const filesKey = webFontFilesKey(faces);
    if (readItem(local, WEB_FONT_LOADED_KEY) === filesKey) wanted = true;
    fontFaces = faces.map((f) => new win.FontFace(WEB_FONT_FAMILY, `url(${f.url}) format('woff2')`, fontFaceDescriptors(f)));
    // Cached: in use before the files are decoded (display: swap covers the few ms until then).
    if (wanted) putFacesToUse();
    await Promise.all(fontFaces.map((face) => face.load()));
    ready = true;
    writeItem(local, WEB_FONT_LOADED_KEY, filesKey);
    if (wanted) putFacesToUse();
  };
  const loaded = new Promise<void>((resolve, reject) => {
    const fetchWhenIdle = () =>
      void whenIdle(() => fetchFaces().then(resolve, reject), { timeoutMs: 3000, fallbackMs: 500 }, win);
    if (win.document.readyState === 'complete') fetchWhenIdle();
    else win.addEventListener('load', fetchWhenIdle, { once: true });
  });
  return {
    loaded,
    use: () => {
      wanted = true;
      // Before the files are here this waits for them (fetchFaces uses them once loaded).
      if (ready) putFacesToUse();
    },
  };
}
