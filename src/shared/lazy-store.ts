import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A zustand store whose code is a chunk of its own, loaded after the first page has hydrated or on
 * the first action before that (the cart, the favourites: docs/decisions/042-performance-architecture.md).
 * Until it has loaded, components read `empty` (the value of an empty store), as the static HTML
 * and the hydration render (zustand's server snapshot) always did; an action made before then
 * waits for it and is applied when it arrives, in order, so none is lost.
 *
 * `importStore` imports the chunk (a dynamic import with its chunk name); `storeOf` runs once it
 * has arrived (the module's own start) and returns its store; then the app shell's wiring
 * (`setSetup`) runs, before any action that waited.
 */
export function lazyStore<S, M>(importStore: () => Promise<M>, storeOf: (module: M) => StoreApi<S>) {
  let store: StoreApi<S> | null = null;
  let loading: Promise<StoreApi<S>> | null = null;
  const onLoaded = new Set<() => void>();
  let setup: (module: M) => void = () => {};

  /** Loads the chunk once and resolves to the store; a failed load (offline) can be tried again. */
  function load(): Promise<StoreApi<S>> {
    loading ??= importStore().then(
      (module) => {
        const loaded = storeOf(module);
        setup(module);
        store = loaded;
        onLoaded.forEach((notify) => notify());
        onLoaded.clear();
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** Runs `action` on the store now if it has loaded, else once it has (loading it now). */
  function withStore(action: (state: S) => void): Promise<void> {
    if (store) {
      action(store.getState());
      return Promise.resolve();
    }
    return load().then((loaded) => action(loaded.getState()));
  }

  function subscribe(onChange: () => void): () => void {
    if (store) return store.subscribe(onChange);
    let unsubscribe: (() => void) | null = null;
    const attach = () => {
      unsubscribe = store!.subscribe(onChange);
      onChange();
    };
    onLoaded.add(attach);
    return () => {
      onLoaded.delete(attach);
      unsubscribe?.();
    };
  }

  /**
   * A value of the store; `empty` while hydrating and until the store's code has loaded. The
   * selector returns a primitive or a stable reference, as with zustand's useStore.
   */
  function useValue<T>(select: (state: S) => T, empty: T): T {
    return useSyncExternalStore(
      subscribe,
      () => (store ? select(store.getState()) : empty),
      () => empty,
    );
  }

  /** The app shell's wiring (what else follows this store), run once when the chunk has loaded. */
  function setSetup(wire: (module: M) => void): void {
    setup = wire;
  }

  return { load, loaded: (): StoreApi<S> | null => store, withStore, useValue, setSetup };
}
