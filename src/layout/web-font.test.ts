import {
  FALLBACK_FACE,
  WEB_FONT_FACES,
  WEB_FONT_FAMILY,
  WEB_FONT_LOADED_KEY,
  fontFaceDescriptors,
  startWebFont,
  webFontFilesKey,
} from './web-font';
import { theme } from '../shared/theme';

/**
 * A window whose FontFace records what was made and loaded; `load` fires and the browser becomes
 * idle when the test says.
 */
function fakeWindow(readyState: DocumentReadyState, { failLoad = false } = {}) {
  const idleCallbacks: (() => void)[] = [];
  const added: { family: string; source: string; descriptors: FontFaceDescriptors; loaded: boolean }[] = [];
  let onLoad: (() => void) | null = null;
  const made: FakeFontFace[] = [];
  class FakeFontFace {
    record: (typeof added)[number];
    status: FontFaceLoadStatus = 'unloaded';
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      this.record = { family, source, descriptors, loaded: false };
      made.push(this);
    }
    load() {
      if (failLoad) {
        this.status = 'error';
        return Promise.reject(new Error('network'));
      }
      this.status = 'loaded';
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
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    setTimeout: () => {
      throw new Error('requestIdleCallback is there: no timer expected');
    },
  };
  const runIdle = () => {
    for (const callback of idleCallbacks.splice(0)) callback();
  };
  return { win: win as unknown as Parameters<typeof startWebFont>[0], added, made, fireLoad: () => onLoad?.(), runIdle };
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

  const inUse = (added: { family: string; source: string; loaded: boolean }[]) =>
    added.map((f) => [f.family, f.source, f.loaded]);

  test('a first visit: nothing is fetched before the load event and an idle moment; then both files load, unused, and the browser remembers which', async () => {
    const { win, added, made, fireLoad, runIdle } = fakeWindow('interactive');
    const storage = memoryStorage();
    const font = startWebFont(win, storage, faces);
    runIdle();
    expect(made).toEqual([]);
    fireLoad();
    // The load event's task stays short: the faces are made when the browser is next idle.
    expect(made).toEqual([]);
    runIdle();
    await font.loaded;
    expect(made.map((f) => [f.record.source, f.status])).toEqual([
      ["url(/static/c.woff2) format('woff2')", 'loaded'],
      ["url(/static/l.woff2) format('woff2')", 'loaded'],
    ]);
    // The page being read keeps the fallback: no relayout under the visitor's first taps.
    expect(added).toEqual([]);
    expect(storage.data.get(WEB_FONT_LOADED_KEY)).toBe('/static/c.woff2 /static/l.woff2');
    // The first client-side navigation puts Inter to use, once.
    font.use();
    font.use();
    expect(inUse(added)).toEqual([
      ['Inter', "url(/static/c.woff2) format('woff2')", true],
      ['Inter', "url(/static/l.woff2) format('woff2')", true],
    ]);
  });

  test('the storage is first read when the browser is idle, not in the app start', async () => {
    const { win, fireLoad, runIdle } = fakeWindow('interactive');
    const storage = memoryStorage();
    const getItem = jest.spyOn(storage, 'getItem');
    const font = startWebFont(win, storage, faces);
    fireLoad();
    expect(getItem).not.toHaveBeenCalled();
    runIdle();
    await font.loaded;
    expect(getItem).toHaveBeenCalledWith(WEB_FONT_LOADED_KEY);
  });

  test('a navigation before the files are here: Inter is used as soon as they are', async () => {
    const { win, added, fireLoad, runIdle } = fakeWindow('interactive');
    const font = startWebFont(win, memoryStorage(), faces);
    font.use();
    expect(added).toEqual([]);
    fireLoad();
    runIdle();
    await font.loaded;
    expect(inUse(added)).toHaveLength(2);
  });

  test('the page has already loaded: the files are fetched when the browser is next idle, still unused until a navigation', async () => {
    const { win, added, made, runIdle } = fakeWindow('complete');
    const font = startWebFont(win, memoryStorage(), faces);
    expect(made).toEqual([]);
    runIdle();
    await font.loaded;
    expect(made.map((f) => f.status)).toEqual(['loaded', 'loaded']);
    expect(added).toEqual([]);
  });

  test('this browser loaded the same files before (HTTP cache): Inter is used as soon as the faces are made', async () => {
    const { win, added, fireLoad, runIdle } = fakeWindow('loading');
    const font = startWebFont(win, memoryStorage({ [WEB_FONT_LOADED_KEY]: webFontFilesKey(faces) }), faces);
    fireLoad();
    runIdle();
    expect(added).toHaveLength(2);
    await font.loaded;
    expect(inUse(added).map(([, , loaded]) => loaded)).toEqual([true, true]);
  });

  test.each([
    ['other files (an earlier version of the font)', '/static/c-old.woff2 /static/l-old.woff2'],
    ['an older flag', '1'],
    ['a corrupt value', '{'],
  ])('%s remembered: the page being read keeps the fallback, the new files are remembered', async (_case, stored) => {
    const { win, added, fireLoad, runIdle } = fakeWindow('interactive');
    const storage = memoryStorage({ [WEB_FONT_LOADED_KEY]: stored });
    const font = startWebFont(win, storage, faces);
    fireLoad();
    runIdle();
    await font.loaded;
    expect(added).toEqual([]);
    expect(storage.data.get(WEB_FONT_LOADED_KEY)).toBe(webFontFilesKey(faces));
  });

  test('the flag is kept in localStorage (open by then), not sessionStorage', async () => {
    const { win, fireLoad, runIdle } = fakeWindow('interactive');
    const local = memoryStorage();
    const session = memoryStorage();
    Object.defineProperty(window, 'localStorage', { configurable: true, value: local });
    Object.defineProperty(window, 'sessionStorage', { configurable: true, value: session });
    try {
      const font = startWebFont(win, undefined, faces);
      fireLoad();
      runIdle();
      await font.loaded;
    } finally {
      // Back to jsdom's own storages (defined on the window's prototype).
      delete (window as { localStorage?: Storage }).localStorage;
      delete (window as { sessionStorage?: Storage }).sessionStorage;
    }
    expect(local.data.get(WEB_FONT_LOADED_KEY)).toBe(webFontFilesKey(faces));
    expect(session.data.size).toBe(0);
  });

  test('a failed file rejects, the fallback stays and the browser does not claim the font is cached', async () => {
    const { win, added, runIdle } = fakeWindow('complete', { failLoad: true });
    const storage = memoryStorage();
    const font = startWebFont(win, storage, faces);
    runIdle();
    await expect(font.loaded).rejects.toThrow('network');
    font.use();
    expect(added).toEqual([]);
    expect(storage.data.has(WEB_FONT_LOADED_KEY)).toBe(false);
  });

  test('no storage (private mode): still fetched after the load event and used at a navigation', async () => {
    const { win, added, fireLoad, runIdle } = fakeWindow('interactive');
    const font = startWebFont(win, null, faces);
    fireLoad();
    runIdle();
    await font.loaded;
    font.use();
    expect(added).toHaveLength(2);
  });
});
