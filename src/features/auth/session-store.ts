/**
 * The session (spec section 4 "Auth"): status empty -> loading -> success | error, the token
 * (localStorage `token`, bearer header on every call) and the logged-in user.
 *
 * - `acceptToken` is what login, registration, the bot and social sign-in call with the new
 *   access token: a token different from the stored one is saved; on the checkout page the page
 *   then reloads (prices/bonuses are per customer), elsewhere the user is fetched.
 * - `fetchUser` is the spec's `me` action; a failed `me` marks error and removes the token.
 * - `logout` tells the API, clears the token and the cart (no cart leaks to the next customer),
 *   then after 50 ms reloads, or goes home from /profile/ pages.
 * - `expire` is the 401 path (a token the API no longer accepts): the session ends quietly and the
 *   cart is kept, because the same person is still at the keyboard.
 * - Another tab logging in or out is followed through the `storage` event.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../../api-client/client';
import { fetchMe, postLogout, type User } from './session-api';
import { isValidToken, TOKEN_KEY, type TokenStorage } from './token-storage';
import { isProfilePath } from '../../routing/page-paths';

export type SessionStatus = 'empty' | 'loading' | 'success' | 'error';

/** ms between logout and the reload / redirect (spec section 4). */
export const LOGOUT_DELAY_MS = 50;

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  /** On load: read the stored token and, when there is one, fetch the user. */
  restore(): Promise<void>;
  /** Login / registration / bot / social success. */
  acceptToken(token: string): Promise<void>;
  /** The `me` action: (re)loads the user. Returns null on failure (token removed). */
  fetchUser(): Promise<User | null>;
  /** Local update after a profile save or a bonus change the API reported. */
  patchUser(patch: Partial<User>): void;
  /** Signs out here; `everywhere` ends every session of the account on the API first (all devices). */
  logout(options?: { everywhere?: boolean }): Promise<void>;
  /** A 401 with our token: drop the session, keep the cart. */
  expire(): void;
  handleStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionDeps {
  api: ApiClient;
  storage: TokenStorage;
  /** Where the browser is and how to leave it; injected so tests need no jsdom navigation. */
  location: { pathname(): string; reload(): void; goHome(): void };
  /** Called on logout and when another account takes over (cart reset). */
  onAccountEnd(): void;
  /** Called when a session ended because the API refused the token. */
  onExpired?(): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

// Ukrainian pages other than the home live under /ua/ (and, before a redirect, unprefixed).
const isCheckoutPath = (path: string) => /^(\/(ru|ua))?\/checkout\/?$/.test(path);

export function createSessionStore(deps: SessionDeps): SessionStore {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  // Each fetch gets a number; only the latest one may write (a slow old `me` never wins).
  let fetchSeq = 0;
  let lastUserId: number | null = null;

  return createStore<SessionState>()((set, get) => {
    const endSession = (status: SessionStatus) => {
      fetchSeq++;
      deps.storage.clear();
      set({ status, token: null, user: null });
    };

    return {
      status: 'empty',
      token: null,
      user: null,

      async restore() {
        const token = deps.storage.read();
        if (!token) return;
        set({ token });
        await get().fetchUser();
      },

      async acceptToken(token) {
        if (!isValidToken(token)) {
          set({ status: 'error' });
          return;
        }
        const changed = token !== deps.storage.read();
        if (changed) deps.storage.write(token);
        set({ token });
        if (changed && isCheckoutPath(deps.location.pathname())) {
          deps.location.reload();
          return;
        }
        await get().fetchUser();
      },

      async fetchUser() {
        if (!get().token) return null;
        const seq = ++fetchSeq;
        set({ status: 'loading' });
        const result = await fetchMe(deps.api);
        if (seq !== fetchSeq) return get().user;
        if (!result.ok) {
          // Offline is not a wrong token: keep it and try again on the next load.
          if (result.error.kind === 'network' || result.error.kind === 'timeout') set({ status: 'error' });
          else endSession('error');
          return null;
        }
        if (lastUserId !== null && lastUserId !== result.data.id) deps.onAccountEnd();
        lastUserId = result.data.id;
        set({ status: 'success', user: result.data });
        return result.data;
      },

      patchUser(patch) {
        set((s) => (s.user ? { user: { ...s.user, ...patch } } : {}));
      },

      async logout(options = {}) {
        if (get().token) await postLogout(deps.api, options.everywhere);
        lastUserId = null;
        endSession('empty');
        deps.onAccountEnd();
        setTimer(() => {
          if (isProfilePath(deps.location.pathname())) deps.location.goHome();
          else deps.location.reload();
        }, LOGOUT_DELAY_MS);
      },

      expire() {
        if (!get().token) return;
        endSession('empty');
        deps.onExpired?.();
      },

      handleStorageEvent(event) {
        if (event.key !== TOKEN_KEY && event.key !== null) return;
        const next = event.key === null ? null : isValidToken(event.newValue) ? event.newValue : null;
        if (next === get().token) return;
        if (next === null) {
          // Logged out in another tab (that tab also emptied the shared cart).
          fetchSeq++;
          lastUserId = null;
          set({ status: 'empty', token: null, user: null });
          return;
        }
        set({ token: next });
        void get().fetchUser();
      },
    };
  });
}
