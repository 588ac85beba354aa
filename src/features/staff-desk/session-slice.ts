/** The staff session (kept in sessionStorage for reloads, dropped on 401) and the sign-in form. */
import { removeItem, writeItem } from '../../shared/safe-storage';
import type { DeskSlice, DeskStoreDeps, SessionSlice, SignInDraft, StaffSession } from './desk-state';

export const SESSION_KEY = 'staff-desk-session';

/** The stored session, or null when absent, corrupt or expired. */
export function readStoredSession(storage: DeskStoreDeps['storage'], now: number): StaffSession | null {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StaffSession;
    if (
      typeof s?.token !== 'string' ||
      typeof s.login !== 'string' ||
      !Array.isArray(s.permissions) ||
      !(Date.parse(s.expiresAt) > now)
    )
      return null;
    return s;
  } catch {
    return null;
  }
}

const emptySignIn: SignInDraft = { login: '', password: '', error: null, busy: false };

export const createSessionSlice =
  (deps: DeskStoreDeps): DeskSlice<SessionSlice> =>
  (set, get) => ({
    session: readStoredSession(deps.storage, deps.now()),
    signIn: emptySignIn,
    editSignIn: (change) => set((d) => void Object.assign(d.signIn, change)),
    async submitSignIn(api) {
      const { login, password } = get().signIn;
      if (!login.trim() || !password) return set((d) => void (d.signIn.error = 'desk_login_required'));
      set((d) => void (d.signIn.busy = true));
      const res = await api.login(login.trim(), password);
      if (!res.ok) {
        const error =
          res.error.message === 'too_many_attempts'
            ? 'desk_too_many_attempts'
            : res.error.status === 422
              ? 'desk_login_failed'
              : 'desk_network';
        set((d) => {
          d.signIn.busy = false;
          d.signIn.error = error;
        });
        return;
      }
      set((d) => void (d.signIn = emptySignIn));
      const { staff } = res.data;
      get().setSession({
        token: res.data.token,
        login: staff.login,
        expiresAt: res.data.expires_at,
        permissions: staff.permissions,
      });
    },
    setSession(session) {
      // Private mode without storage: the session lasts until the tab closes.
      if (session) writeItem(deps.storage, SESSION_KEY, JSON.stringify(session));
      else removeItem(deps.storage, SESSION_KEY);
      if (!session) get().stop();
      set((d) => {
        d.session = session;
        if (!session) {
          d.orders = [];
          d.drafts = {};
          d.connection = 'idle';
          d.menu = null;
          d.dayDraft = null;
          d.prices = {};
        }
      });
    },
    setPermissions(permissions) {
      const session = get().session;
      if (!session || session.permissions.join() === permissions.join()) return;
      get().setSession({ ...session, permissions });
    },
    async signOut(api) {
      await api.logout();
      get().setSession(null);
    },
  });
