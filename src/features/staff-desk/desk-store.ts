/**
 * The desk's state, one zustand + immer store made of slices (zustand's slices pattern):
 * - session: the staff session (kept in sessionStorage for reloads, dropped on 401) and the sign-in form;
 * - orders: the live order list (first the list, then the stream from its event id, merged by
 *   version), the connection state, a sound for every new order, and each order card's draft
 *   (promised minutes, cancel reason, message) and its running action;
 * - menu: the menu switches as the API last answered, the filter and the unsaved prices and hours;
 * - report: the owner's report and its period (managers);
 * - print: kitchen and courier tickets for the receipt printer, its paper and "print on accept".
 * Components read it through `useDesk` (desk-context.tsx) and call its actions.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createOrdersSlice, type OrdersSlice } from './orders-slice';
import { createMenuSlice, type MenuSlice } from './menu-slice';
import { createReportSlice, type ReportSlice } from './report-slice';
import { createPrintSlice, type PrintSlice } from './print-slice';
import type { KeyValueStorage } from '../../shared/safe-storage';

export { readStoredSession, SESSION_KEY, type StaffSession } from './session-slice';

export type DeskTab = 'orders' | 'menu' | 'report';

interface ViewSlice {
  tab: DeskTab;
  setTab(tab: DeskTab): void;
}

export type DeskState = SessionSlice & OrdersSlice & MenuSlice & ReportSlice & PrintSlice & ViewSlice;

export interface DeskStoreDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Where this device's printer settings last (localStorage); none: the defaults each time. */
  keep?: KeyValueStorage | null;
  /** Plays the new-order sound. */
  ring: () => void;
  now: () => number;
}

export type DeskStore = StoreApi<DeskState>;

export function createDeskStore(deps: DeskStoreDeps): DeskStore {
  return createStore<DeskState>()(
    immer((set, get, store) => ({
      ...createSessionSlice(deps)(set, get, store),
      ...createOrdersSlice(deps)(set, get, store),
      ...createMenuSlice(set, get, store),
      ...createReportSlice(deps.now)(set, get, store),
      ...createPrintSlice(deps)(set, get, store),
      tab: 'orders',
      setTab: (tab) =>
        set((d) => {
          d.tab = tab;
        }),
    })),
  );
}
