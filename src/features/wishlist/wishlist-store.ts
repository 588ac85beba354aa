/**
 * Favourites (spec sections 1, 2: profile/wishlist; issue 8). A Zustand store of the
 * logged-in customer's favourite dishes, synced with the shop API:
 *
 * - loaded after login (and on the wishlist page), emptied on logout / account switch;
 * - `toggle` is optimistic: the heart changes at once, the API call follows; a failure puts the
 *   heart back and says so in a toast. A toggle of a dish whose call is still running is ignored
 *   (no double requests from double clicks);
 * - answers of add/remove carry the whole list; it is taken only when no other call is running,
 *   so a slow older answer never undoes a newer click;
 * - a guest's click is remembered (`want`) and done right after the login it asks for.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../../api-client/client';
import { addToWishlist, fetchWishlist, removeFromWishlist, type WishlistItem } from './wishlist-api';
import { WISHLIST_MESSAGES } from './wishlist-messages';

export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WishlistState {
  status: WishlistStatus;
  /** Product ids shown as favourites (optimistic changes included). */
  ids: number[];
  /** The list as the API last answered it (the wishlist page shows those still in `ids`). */
  items: WishlistItem[];
  /** Product ids whose add/remove call is running. */
  busy: number[];
  load(): Promise<void>;
  toggle(productId: number): Promise<ToggleOutcome>;
  /** Logout / account switch. */
  clear(): void;
  /** A guest asked for this dish: add it after the next login (within WANT_TTL_MS). */
  want(productId: number): void;
  /** Called once a user is logged in: loads the list and does the remembered add, if any. */
  onLogin(): Promise<void>;
}

export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'ignored';
export type WishlistStore = StoreApi<WishlistState>;

/** How long a guest's heart click waits for the login it started. */
export const WANT_TTL_MS = 10 * 60_000;

export interface WishlistDeps {
  api: ApiClient;
  notify(key: string, kind: 'success' | 'error' | 'info'): void;
  now?: () => number;
}

export function createWishlistStore(deps: WishlistDeps): WishlistStore {
  const now = deps.now ?? (() => Date.now());
  /** Calls of add/remove still running. */
  let inFlight = 0;
  /** Bumped by every load and by clear: only the latest load may write. */
  let loadSeq = 0;
  let wanted: { productId: number; at: number } | null = null;

  return createStore<WishlistState>()((set, get) => {
    const takeList = (list: WishlistItem[]) => set({ items: list, ids: list.map((i) => i.product_id), status: 'ready' });

    return {
      status: 'idle',
      ids: [],
      items: [],
      busy: [],

      async load() {
        const seq = ++loadSeq;
        if (get().status !== 'ready') set({ status: 'loading' });
        const result = await fetchWishlist(deps.api);
        if (seq !== loadSeq || inFlight > 0) return;
        if (result.ok) takeList(result.data);
        else set({ status: 'error' });
      },

      async toggle(productId) {
        if (get().busy.includes(productId)) return 'ignored';
        const adding = !get().ids.includes(productId);
        const flip = (add: boolean) =>
          set((s) => ({
            ids: add ? [...s.ids.filter((id) => id !== productId), productId] : s.ids.filter((id) => id !== productId),
          }));
        flip(adding);
        set((s) => ({ busy: [...s.busy, productId] }));
        inFlight++;
        const result = adding ? await addToWishlist(deps.api, productId) : await removeFromWishlist(deps.api, productId);
        inFlight--;
        set((s) => ({ busy: s.busy.filter((id) => id !== productId) }));
        // Removing what the API no longer has is what the customer wanted.
        const alreadyGone = !adding && !result.ok && result.error.status === 404;
        if (result.ok || alreadyGone) {
          if (result.ok && inFlight === 0) takeList(result.data);
          if (alreadyGone) set((s) => ({ items: s.items.filter((i) => i.product_id !== productId) }));
          deps.notify(adding ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed, 'success');
          return adding ? 'added' : 'removed';
        }
        flip(!adding);
        // A load that arrived while this call ran was skipped: fetch the truth again.
        if (inFlight === 0 && get().status !== 'ready') void get().load();
        deps.notify(adding && result.error.status === 404 ? WISHLIST_MESSAGES.gone : WISHLIST_MESSAGES.failed, 'error');
        return 'failed';
      },

      clear() {
        loadSeq++;
        wanted = null;
        set({ status: 'idle', ids: [], items: [] });
      },

      want(productId) {
        wanted = { productId, at: now() };
      },

      async onLogin() {
        await get().load();
        const w = wanted;
        wanted = null;
        if (w && now() - w.at <= WANT_TTL_MS && !get().ids.includes(w.productId)) await get().toggle(w.productId);
      },
    };
  });
}

/** Keeps a wishlist store in step with a session: load after login, clear on logout / switch. */
export function followSession(
  store: WishlistStore,
  session: {
    getState(): { user: { id: number } | null };
    subscribe(fn: (s: { user: { id: number } | null }) => void): () => void;
  },
): () => void {
  let userId: number | null = null;
  const apply = (id: number | null) => {
    if (id === userId) return;
    const hadUser = userId !== null;
    userId = id;
    if (hadUser) store.getState().clear();
    if (id !== null) void store.getState().onLogin();
  };
  apply(session.getState().user?.id ?? null);
  return session.subscribe((s) => apply(s.user?.id ?? null));
}
