import { PAGE_CONTENT_ATTRIBUTE } from '../layout/page-content';
import { PAGE_FADE_ID, PAGE_FADE_IN_MS, REDUCED_MOTION_QUERY, fadeInOnRouteUpdate, fadesIn } from './page-fade';

const at = (pathname: string) => ({ pathname });

describe('fadesIn', () => {
  test.each([
    ['first render (no previous page)', at('/'), null, false, false],
    ['another page', at('/ua/category/pizza/'), at('/'), false, true],
    ['another page, reduced motion', at('/ua/category/pizza/'), at('/'), true, false],
    ['the same page (query or hash only)', at('/ua/category/pizza/'), at('/ua/category/pizza/'), false, false],
    ['another language of the page', at('/ru/'), at('/'), false, true],
  ])('%s', (_name, to, from, reduced, expected) => {
    expect(fadesIn(to, from, reduced)).toBe(expected);
  });
});

/** jsdom has no Web Animations: a recording stand-in for Element.animate / getAnimations. */
interface FakeAnimation {
  id: string;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancelled: boolean;
  cancel(): void;
}
let running: FakeAnimation[] = [];
const proto = HTMLElement.prototype as unknown as Record<string, unknown>;

beforeEach(() => {
  running = [];
  proto.animate = function (keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const a: FakeAnimation = {
      id: options.id ?? '',
      keyframes,
      options,
      cancelled: false,
      cancel() {
        this.cancelled = true;
        running = running.filter((r) => r !== this);
      },
    };
    running.push(a);
    return a;
  };
  proto.getAnimations = () => [...running];
  document.body.innerHTML = `<main><div ${PAGE_CONTENT_ATTRIBUTE}><h1>Піца</h1></div></main>`;
});
afterEach(() => {
  delete proto.animate;
  delete proto.getAnimations;
});

function windowWithMotionPreference(reduce: boolean): Window {
  const queries: string[] = [];
  const win = Object.create(window) as Window & { queries: string[] };
  Object.defineProperty(win, 'document', { value: document });
  Object.defineProperty(win, 'matchMedia', {
    value: (q: string) => {
      queries.push(q);
      return { matches: reduce && q === REDUCED_MOTION_QUERY } as MediaQueryList;
    },
  });
  win.queries = queries;
  return win;
}

describe('fadeInOnRouteUpdate', () => {
  test('a navigation fades the page content in from transparent, within 0.5-1.5 s', () => {
    const animation = fadeInOnRouteUpdate(
      windowWithMotionPreference(false),
      at('/ua/category/pizza/'),
      at('/'),
    ) as unknown as FakeAnimation;
    expect(running).toHaveLength(1);
    expect(animation.id).toBe(PAGE_FADE_ID);
    expect(animation.keyframes).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(PAGE_FADE_IN_MS).toBeGreaterThanOrEqual(500);
    expect(PAGE_FADE_IN_MS).toBeLessThanOrEqual(1500);
    expect(animation.options.duration).toBe(PAGE_FADE_IN_MS);
  });

  test('the first render does not fade (the server-rendered page is already painted)', () => {
    expect(fadeInOnRouteUpdate(windowWithMotionPreference(false), at('/'), null)).toBeNull();
    expect(running).toHaveLength(0);
  });

  test('no fade under prefers-reduced-motion', () => {
    const win = windowWithMotionPreference(true);
    expect(fadeInOnRouteUpdate(win, at('/ua/category/pizza/'), at('/'))).toBeNull();
    expect((win as unknown as { queries: string[] }).queries).toEqual([REDUCED_MOTION_QUERY]);
    expect(running).toHaveLength(0);
  });

  test('a quick second navigation starts the fade over instead of running two', () => {
    const win = windowWithMotionPreference(false);
    const first = fadeInOnRouteUpdate(win, at('/ua/category/pizza/'), at('/')) as unknown as FakeAnimation;
    fadeInOnRouteUpdate(win, at('/ua/category/sushi/'), at('/ua/category/pizza/'));
    expect(first.cancelled).toBe(true);
    expect(running).toHaveLength(1);
  });

  test('nothing to fade without the page-content element', () => {
    document.body.innerHTML = '<main></main>';
    expect(fadeInOnRouteUpdate(windowWithMotionPreference(false), at('/ru/'), at('/'))).toBeNull();
  });
});
