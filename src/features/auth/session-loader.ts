/**
 * The session as the first screen sees it, without the session's code: the store, its API calls
 * and the token storage (about 1 KB gzipped) are a chunk of their own, loaded after the first page
 * has hydrated (the app shell calls loadSession) or on the first action that needs it, whichever
 * comes first (docs/decisions/042-performance-architecture.md). A page that needs the session at
 * once (profile, checkout, sign-in) imports `./session` itself; its first import starts it.
 *
 * Until it has loaded, the header reads a logged-out visitor, as the static HTML and the hydration
 * render (zustand's server snapshot) always did.
 */
import { lazyStore } from '../../shared/lazy-store';

const session = lazyStore(
  () => import(/* webpackChunkName: "part-session" */ './session'),
  (module) => module.sessionStore,
);

/** The app shell's wiring (what else ends with an account), run once when the session's code has loaded. */
export const setSessionSetup = session.setSetup;

/** Loads the session's chunk once (its import restores the stored token) and resolves to the store. */
export const loadSession = session.load;

/** Runs `action` on the session now if it has loaded, else once it has (loading it now). */
export const withSession = session.withStore;

/**
 * `useSessionValue((s) => s.user, null)`: a value of the session; `empty` (a logged-out visitor's)
 * while hydrating and until the session's code has loaded. The selector returns a primitive or a
 * stable reference, as with zustand's useStore.
 */
export const useSessionValue = session.useValue;
