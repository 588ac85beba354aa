import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnce } from './chunk-reload';
import { keepsScrollPosition } from './scroll';

describe('chunk reload guard', () => {
  const fakeWindow = () => {
    const store = new Map<string, string>();
    return {
      reload: jest.fn(),
      get win() {
        return {
          location: { reload: this.reload } as unknown as Location,
          sessionStorage: {
            getItem: (k: string) => store.get(k) ?? null,
            setItem: (k: string, v: string) => void store.set(k, v),
          } as Storage,
        };
      },
    };
  };

  it('recognises chunk errors only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const f = fakeWindow();
    const w = f.win;
    expect(reloadOnce(w, 5)).toBe(true); // first failure ever: reload at once
    expect(reloadOnce(w, 1_000_000)).toBe(true);
    expect(reloadOnce(w, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnce(w, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(f.reload).toHaveBeenCalledTimes(3);
  });

  it.each(['9e99', String(2_000_000), 'NaN', '', 'yesterday', '-1'])(
    'a stored %j that is not a reload in the last 60 s does not block it',
    (stored) => {
      const f = fakeWindow();
      const w = f.win;
      w.sessionStorage.setItem('chunk-reload-at', stored);
      expect(reloadOnce(w, 1_000_000)).toBe(true);
    },
  );

  it('does not reload without storage (no guard would mean a reload loop)', () => {
    const reload = jest.fn();
    const w = {
      location: { reload } as unknown as Location,
      sessionStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      } as unknown as Storage,
    };
    expect(reloadOnce(w, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('scroll position between category pages', () => {
  it.each([
    ['/ua/category/pizza/', '/ua/category/sushi/', true],
    ['/ru/category/sushi/', '/ru/category/sushi/rolls/', true],
    ['/ua/category/pizza/', '/ua/product/margarita/', false],
    ['/', '/ua/category/pizza/', false],
    ['/ua/category/pizza/', '/ua/category/pizza/', false],
  ])('%s -> %s keeps: %s', (from, to, keeps) => expect(keepsScrollPosition(from, to)).toBe(keeps));
});
