import { afterFirstPaintLoader, deferGatsbyScripts, LOADER_FALLBACK_MS } from './after-first-paint';
import { TEXTS_ATTRIBUTE } from '../i18n/texts-attribute';

/** The end of a page as Gatsby's scripts slice writes it. */
const GATSBY_END =
  '<script id="gatsby-script-loader">window.pagePath="/";</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="d43";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

describe('deferGatsbyScripts', () => {
  test("replaces Gatsby's async scripts by one loader at their place, in their order; inline scripts stay", () => {
    const html = deferGatsbyScripts(`<html><body><main>Піца</main>${GATSBY_END}`);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `<script>${afterFirstPaintLoader(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])}</script>`,
    );
    expect(html).toContain('window.___webpackCompilationHash="d43"');
    expect(html).toContain('<script id="gatsby-chunk-mapping">');
    expect(html.indexOf('forEach')).toBeGreaterThan(html.indexOf('___webpackCompilationHash'));
    expect(html.indexOf('forEach')).toBeLessThan(html.indexOf('slice-end'));
    expect(html.match(/<script>\(function\(\)\{var d=false/g)).toHaveLength(1);
  });

  test('is idempotent, and a page without them is left as it is', () => {
    const once = deferGatsbyScripts(GATSBY_END);
    expect(deferGatsbyScripts(once)).toBe(once);
    const plain = '<html><body><p>offline</p><script>var x=1</script></body></html>';
    expect(deferGatsbyScripts(plain)).toBe(plain);
  });

  test("an earlier build's loader is replaced by this one, with the same scripts", () => {
    const current = deferGatsbyScripts(`<main>Піца</main>${GATSBY_END}`);
    const earlier = current.replace('requestAnimationFrame(function(){requestAnimationFrame(', 'requestAnimationFrame((');
    expect(earlier).not.toBe(current);
    expect(deferGatsbyScripts(earlier)).toBe(current);
    const withPathBrackets = deferGatsbyScripts('<script src="/a-[1].js" async></script>');
    expect(deferGatsbyScripts(withPathBrackets.replace('setTimeout(l,0)', 'setTimeout(l,1)'))).toBe(withPathBrackets);
  });

  test('a module or nomodule script is not touched', () => {
    const html = '<script src="/polyfill-1.js" nomodule></script><script type="module" src="/m.js"></script>';
    expect(deferGatsbyScripts(html)).toBe(html);
  });
});

describe('the loader', () => {
  let readyState: DocumentReadyState;
  function runLoader(sources: string[], state: DocumentReadyState = 'interactive', staticPage = true, addToPage = () => {}) {
    document.body.innerHTML = staticPage
      ? '<div id="gatsby-focus-wrapper"><header>Піца</header></div>'
      : '<div id="gatsby-focus-wrapper"></div>';
    addToPage();
    readyState = state;
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    // The loader is plain inline JS; evaluate it the way the browser would.
    new Function(afterFirstPaintLoader(sources))();
    const added = () => Array.from(document.querySelectorAll('script')).map((s) => [s.getAttribute('src'), s.async]);
    const nextFrame = () => frames.splice(0).forEach((frame) => frame(0));
    /** Two painted frames, then the task after them: where the loader adds the scripts once it may. */
    const twoFramesAndATask = () => {
      nextFrame();
      nextFrame();
      jest.advanceTimersByTime(0);
    };
    return { added, nextFrame, twoFramesAndATask };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('adds the scripts after the load event and two painted frames, once, each async', () => {
    const { added, nextFrame } = runLoader(['/webpack-runtime-1.js', '/app-3.js']);
    nextFrame();
    jest.advanceTimersByTime(100);
    expect(added()).toEqual([]); // the page's photos are still loading
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]); // one frame after load
    nextFrame();
    expect(added()).toEqual([]); // painted: the scripts come in the next task
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      ['/webpack-runtime-1.js', true],
      ['/app-3.js', true],
    ]);
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    expect(added()).toHaveLength(2);
  });

  /** A 400 px photo at `top` (px from the viewport's top) whose decode() the test controls; `onBox` sees each box read. */
  function photo(top: number, decode: () => Promise<void>, onBox = () => {}) {
    const img = document.createElement('img');
    jest.spyOn(img, 'getBoundingClientRect').mockImplementation(() => {
      onBox();
      return { top, left: 0, right: 400, bottom: top + 400, width: 400, height: 400 } as DOMRect;
    });
    Object.assign(img, { decode });
    document.body.appendChild(img);
  }

  /** A photo whose decoding ends when the test calls `decoded`. */
  function decodingPhoto(top: number) {
    let decoded!: () => void;
    const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    photo(top, decode);
    return { decode, decoded: () => decoded() };
  }

  test("waits for the first screen's photos to be decoded, not for photos below it", async () => {
    const { added, nextFrame } = runLoader(['/app-3.js']);
    const first = decodingPhoto(100);
    const second = decodingPhoto(300);
    const below = decodingPhoto(window.innerHeight + 10);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(first.decode).toHaveBeenCalled();
    expect(below.decode).not.toHaveBeenCalled();
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]); // both first-screen photos still decoding
    first.decoded();
    await Promise.resolve();
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]); // one of them still decoding
    second.decoded();
    for (let i = 0; i < 3; i++) await Promise.resolve();
    nextFrame();
    expect(added()).toEqual([]);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([['/app-3.js', true]]);
  });

  test('reads every box before the first decode() (each decode() makes the next box lay the page out again)', async () => {
    const calls: string[] = [];
    const addPhotos = () => {
      for (const [name, top] of [
        ['a', 0],
        ['b', 200],
        ['c', 400],
      ] as const) {
        const decode = () => {
          calls.push(`decode ${name}`);
          return Promise.resolve();
        };
        photo(top, decode, () => calls.push(`box ${name}`));
      }
    };
    // Already loaded: the loader looks at the photos at once.
    const { added, twoFramesAndATask } = runLoader(['/app-3.js'], 'complete', true, addPhotos);
    expect(calls).toEqual(['box a', 'box b', 'box c', 'decode a', 'decode b', 'decode c']);
    for (let i = 0; i < 3; i++) await Promise.resolve();
    twoFramesAndATask();
    expect(added()).toEqual([['/app-3.js', true]]);
  });

  test('a first-screen photo that fails to decode does not hold the scripts', async () => {
    const { added, nextFrame } = runLoader(['/app-3.js']);
    photo(0, () => Promise.reject(new Error('EncodingError')));
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    for (let i = 0; i < 3; i++) await Promise.resolve();
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([['/app-3.js', true]]);
  });

  test('a page already loaded when the loader runs waits for the frames only', () => {
    const { added, nextFrame } = runLoader(['/app-3.js'], 'complete');
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([['/app-3.js', true]]);
  });

  /** A stand-in for the browser's PerformanceObserver with paint entries; `paint(name)` reports one. */
  function paintTimeline() {
    const reported: string[] = [];
    const observers: { callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void; on: boolean }[] = [];
    const deliver = (observer: (typeof observers)[number], names: string[]) =>
      observer.callback({ getEntriesByName: (n: string) => names.filter((name) => name === n).map((name) => ({ name })) });
    class StandIn {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly own: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.own = { callback, on: false };
        observers.push(this.own);
      }
      observe(options: { type: string; buffered?: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        this.own.on = true;
        // Buffered: the entries reported before observe() arrive too.
        if (reported.length) deliver(this.own, [...reported]);
      }
      disconnect() {
        this.own.on = false;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: StandIn, configurable: true, writable: true });
    return {
      paint(name: string) {
        reported.push(name);
        for (const observer of observers) if (observer.on) deliver(observer, [name]);
      },
      observing: () => observers.filter((o) => o.on).length,
    };
  }

  describe('where the browser reports paint entries', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    afterEach(() => {
      if (original) Object.defineProperty(window, 'PerformanceObserver', original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    test('waits for the first contentful paint to be on the screen, then two frames', () => {
      const timeline = paintTimeline();
      const { added, twoFramesAndATask } = runLoader(['/app-3.js'], 'complete');
      twoFramesAndATask();
      expect(added()).toEqual([]); // frames ran, but no paint has been presented yet
      timeline.paint('first-paint');
      twoFramesAndATask();
      expect(added()).toEqual([]); // a paint without content is not the page
      timeline.paint('first-contentful-paint');
      expect(timeline.observing()).toBe(0);
      expect(added()).toEqual([]);
      twoFramesAndATask();
      expect(added()).toEqual([['/app-3.js', true]]);
    });

    test('a first contentful paint reported before the load event counts (buffered)', () => {
      const timeline = paintTimeline();
      timeline.paint('first-contentful-paint');
      const { added, twoFramesAndATask } = runLoader(['/app-3.js']);
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      twoFramesAndATask();
      expect(added()).toEqual([['/app-3.js', true]]);
    });

    test('a page without static content (the offline app shell) waits for the frames only', () => {
      const timeline = paintTimeline();
      const { added, twoFramesAndATask } = runLoader(['/app-3.js'], 'complete', false);
      expect(timeline.observing()).toBe(0);
      twoFramesAndATask();
      expect(added()).toEqual([['/app-3.js', true]]);
    });

    test('a page that never reports its first contentful paint (a background tab) starts after the fallback', () => {
      paintTimeline();
      const { added, nextFrame } = runLoader(['/app-3.js'], 'complete');
      nextFrame();
      nextFrame();
      jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual([['/app-3.js', true]]);
    });
  });

  test('a background tab without frames, or a photo that never loads, still starts the app after the fallback', () => {
    const { added } = runLoader(['/app-3.js']);
    jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([['/app-3.js', true]]);
  });

  test("preloads the page language's texts with the scripts, not before", () => {
    document.documentElement.setAttribute(TEXTS_ATTRIBUTE, '/static/locale-ru-0123456789.json');
    document.head.innerHTML = '';
    const preloads = () =>
      Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((l) => [
        l.getAttribute('href'),
        l.getAttribute('as'),
        l.getAttribute('crossorigin'),
      ]);
    try {
      const { added, nextFrame } = runLoader(['/app-3.js'], 'complete');
      nextFrame();
      expect(preloads()).toEqual([]);
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(preloads()).toEqual([['/static/locale-ru-0123456789.json', 'fetch', 'anonymous']]);
      expect(added()).toEqual([['/app-3.js', true]]);
    } finally {
      document.documentElement.removeAttribute(TEXTS_ATTRIBUTE);
    }
  });

  test('a page without the attribute gets the scripts and no preload', () => {
    document.head.innerHTML = '';
    const { added } = runLoader(['/app-3.js']);
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    expect(added()).toEqual([['/app-3.js', true]]);
    expect(document.head.querySelector('link')).toBeNull();
  });

  test('a path cannot close the inline script', () => {
    expect(afterFirstPaintLoader(['/a</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});
