/**
 * The desk's state: one zustand + immer store made of slices (session, orders, menu, report, print,
 * pos: each described in its own file). Components read it through `useDesk` (desk-context.tsx).
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
      setTab: (tab) => set((d) => void (d.tab = tab)),
    })),
  );
}
