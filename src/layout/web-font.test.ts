import {
  FALLBACK_FACE,
  WEB_FONT_FACES,
  WEB_FONT_FAMILY,
  WEB_FONT_LOADED_KEY,
  fontFaceDescriptors,
  loadWebFont,
} from './web-font';
import { theme } from '../shared/theme';

/** A window whose FontFace records what was made and loaded; `load` fires when the test says. */
function fakeWindow(readyState: DocumentReadyState, { failLoad = false } = {}) {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors; loaded: boolean }[] = [];
  let onLoad: (() => void) | null = null;
  class FakeFontFace {
    record: (typeof added)[number];
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      this.record = { family, source, descriptors, loaded: false };
    }
    load() {
      if (failLoad) return Promise.reject(new Error('network'));
      this.record.loaded = true;
      return Promise.resolve(this);
    }
  }
  const win = {
    document: { readyState, fonts: { add: (face: FakeFontFace) => added.push(face.record) } },
    addEventListener: (_type: 'load', listener: () => void) => {
      onLoad = listener;
    },
    FontFace: FakeFontFace,
  };
  return { win: win as unknown as Parameters<typeof loadWebFont>[0], added, fireLoad: () => onLoad?.() };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('the web font', () => {
  test('the theme names it first, then its metric-matched fallback', () => {
    expect(theme.font.startsWith(`'${WEB_FONT_FAMILY}', '${WEB_FONT_FAMILY} Fallback',`)).toBe(true);
  });

  test('the fallback: a local font scaled to Inter metrics (no download, no swap of its own)', () => {
    expect(FALLBACK_FACE).toContain(`font-family:'Inter Fallback';src:local('Arial')`);
    expect(FALLBACK_FACE).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
    expect(FALLBACK_FACE).not.toContain('url(');
  });

  test('each subset: every weight of the variable file, swap, its unicode range', () => {
    expect(fontFaceDescriptors({ url: '/static/c.woff2', unicodeRange: 'U+0400-045F' })).toEqual({
      style: 'normal',
      weight: '100 900',
      display: 'swap',
      unicodeRange: 'U+0400-045F',
    });
  });

  test('the subsets cover Ukrainian and Latin letters', () => {
    const ranges = WEB_FONT_FACES.map((f) => f.unicodeRange).join(',');
    expect(WEB_FONT_FACES).toHaveLength(2);
    // і ї є ґ (U+0456, U+0457, U+0454 in U+0400-045F; U+0491) and basic Latin.
    expect(ranges).toContain('U+0400-045F');
    expect(ranges).toContain('U+0490-0491');
    expect(ranges).toContain('U+0000-00FF');
  });

  const faces = [
    { url: '/static/c.woff2', unicodeRange: 'U+0400-045F' },
    { url: '/static/l.woff2', unicodeRange: 'U+0000-00FF' },
  ];

  test('a first visit: nothing is requested before the load event; then both faces load and the session remembers', async () => {
    const { win, added, fireLoad } = fakeWindow('interactive');
    const storage = memoryStorage();
    const done = loadWebFont(win, storage, faces);
    expect(added).toEqual([]);
    fireLoad();
    await done;
    expect(added.map((f) => [f.family, f.source, f.loaded])).toEqual([
      ['Inter', "url(/static/c.woff2) format('woff2')", true],
      ['Inter', "url(/static/l.woff2) format('woff2')", true],
    ]);
    expect(storage.data.get(WEB_FONT_LOADED_KEY)).toBe('1');
  });

  test.each([
    ['the page has already loaded', 'complete' as const, {}],
    ['the files were loaded earlier in this session (HTTP cache)', 'loading' as const, { [WEB_FONT_LOADED_KEY]: '1' }],
  ])('at once when %s', async (_label, readyState, stored) => {
    const { win, added } = fakeWindow(readyState);
    await loadWebFont(win, memoryStorage(stored), faces);
    expect(added).toHaveLength(2);
  });

  test('a failed file rejects (the fallback stays) and the session does not claim the font is cached', async () => {
    const { win } = fakeWindow('complete', { failLoad: true });
    const storage = memoryStorage();
    await expect(loadWebFont(win, storage, faces)).rejects.toThrow('network');
    expect(storage.data.has(WEB_FONT_LOADED_KEY)).toBe(false);
  });

  test('no session storage (private mode): still loads after the load event', async () => {
    const { win, added, fireLoad } = fakeWindow('interactive');
    const done = loadWebFont(win, null, faces);
    fireLoad();
    await done;
    expect(added).toHaveLength(2);
  });
});
