/**
 * The desk's state: the staff session (kept in sessionStorage for reloads, dropped on 401), the
 * live order list (first the list, then the stream from its event id, merged by version), the
 * count of new orders for the badge, and a sound for every new order.
 */
import { createStore } from 'zustand/vanilla';
import type { StreamState } from '../../api-client/event-stream';
import type { DeskApi, DeskOrder } from './desk-api';
import { mergeOrder } from './desk-rules';

export interface StaffSession {
  token: string;
  login: string;
  expiresAt: string;
}

export interface DeskState {
  session: StaffSession | null;
  orders: DeskOrder[];
  connection: StreamState | 'idle';
  /** Message key of the last failed load, or null. */
  loadError: string | null;
}

export interface DeskStoreDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Plays the new-order sound. */
  ring: () => void;
  now: () => number;
}

export const SESSION_KEY = 'staff-desk-session';

/** The stored session, or null when absent, corrupt or expired. */
export function readStoredSession(storage: DeskStoreDeps['storage'], now: number): StaffSession | null {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StaffSession;
    if (typeof s?.token !== 'string' || typeof s.login !== 'string' || !(Date.parse(s.expiresAt) > now)) return null;
    return s;
  } catch {
    return null;
  }
}

export function createDeskStore(deps: DeskStoreDeps) {
  const store = createStore<DeskState>()(() => ({
    session: readStoredSession(deps.storage, deps.now()),
    orders: [],
    connection: 'idle',
    loadError: null,
  }));
  let stream: { close: () => void } | null = null;

  const stop = () => {
    stream?.close();
    stream = null;
  };

  return {
    store,
    setSession(session: StaffSession | null) {
      try {
        if (session) deps.storage?.setItem(SESSION_KEY, JSON.stringify(session));
        else deps.storage?.removeItem(SESSION_KEY);
      } catch {
        // Private mode without storage: the session lasts until the tab closes.
      }
      if (!session) stop();
      store.setState({ session, ...(session ? {} : { orders: [], connection: 'idle' as const }) });
    },
    /** Loads the list, then follows the stream from the list's event id. */
    async start(api: DeskApi) {
      stop();
      const res = await api.orders();
      if (!res.ok) {
        store.setState({ loadError: res.error.message });
        return;
      }
      store.setState({ orders: res.data.orders, loadError: null });
      stream = api.stream(
        res.data.lastEventId,
        (kind, order) => {
          store.setState((s) => ({ orders: mergeOrder(s.orders, order) }));
          if (kind === 'created') deps.ring();
        },
        (connection) => store.setState({ connection }),
      );
    },
    /** The answer of an action (or the fresh order of a 409) replaces the local copy. */
    update(order: DeskOrder) {
      store.setState((s) => ({ orders: mergeOrder(s.orders, order) }));
    },
    stop,
  };
}

export type DeskStore = ReturnType<typeof createDeskStore>;
