/**
 * The desk's state, one zustand + immer store made of slices (zustand's slices pattern):
 * - session: the staff session (kept in sessionStorage for reloads, dropped on 401) and the sign-in form;
 * - orders: the live order list (first the list, then the stream from its event id, merged by
 *   version), the connection state, a sound for every new order, and each order card's draft
 *   (promised minutes, cancel reason, message) and its running action;
 * - menu: the menu switches as the API last answered, the filter and the unsaved prices and hours;
 * - report: the owner's report and its period (managers);
 * - print: kitchen and courier tickets for the receipt printer, its paper and "print on accept";
 * - pos: the orders that have not reached the restaurant's POS yet, and a retry of one.
 * Components read it through `useDesk` (desk-context.tsx) and call its actions.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import { createSessionSlice } from './session-slice';
import { createOrdersSlice } from './orders-slice';
import { createMenuSlice } from './menu-slice';
import { createReportSlice } from './report-slice';
import { createPrintSlice } from './print-slice';
import { createPosSlice } from './pos-slice';
import type { DeskState, DeskStoreDeps } from './desk-state';

export { readStoredSession, SESSION_KEY } from './session-slice';
export type { DeskState, DeskStoreDeps, DeskTab, StaffSession } from './desk-state';

export type DeskStore = StoreApi<DeskState>;

export function createDeskStore(deps: DeskStoreDeps): DeskStore {
  return createStore<DeskState>()(
    immer((set, get, store) => ({
      ...createSessionSlice(deps)(set, get, store),
      ...createOrdersSlice(deps)(set, get, store),
      ...createMenuSlice(set, get, store),
      ...createReportSlice(deps.now)(set, get, store),
      ...createPrintSlice(deps)(set, get, store),
      ...createPosSlice(set, get, store),
      tab: 'orders',
      setTab: (tab) =>
        set((d) => {
          d.tab = tab;
        }),
    })),
  );
}
