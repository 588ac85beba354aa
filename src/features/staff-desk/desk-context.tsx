/** What every part of the desk reads: its store, its API calls and the translations. */
import { createContext, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/I18n';
import type { DeskApi, StaffPermission } from './desk-api';
import type { DeskState, DeskStore } from './desk-store';

export type T = ReturnType<typeof useTranslation>['t'];

interface DeskContextValue {
  desk: DeskStore;
  api: DeskApi;
}

const DeskContext = createContext<DeskContextValue | null>(null);

export const DeskProvider = DeskContext.Provider;

function useDeskContext(): DeskContextValue {
  const value = useContext(DeskContext);
  if (!value) throw new Error('a desk part outside DeskProvider');
  return value;
}

/** One value of the desk's state (re-renders when it changes). */
export function useDesk<U>(select: (state: DeskState) => U): U {
  return useStore(useDeskContext().desk, select);
}

/** The store's functions only: they never change, so effects may depend on them. */
export type DeskActions = {
  [K in keyof DeskState as DeskState[K] extends (...args: never[]) => unknown ? K : never]: DeskState[K];
};

/** The desk's actions (stable across renders and state changes) and its API calls. */
export function useDeskActions(): { actions: DeskActions; api: DeskApi } {
  const { desk, api } = useDeskContext();
  // The state object changes with every update; its functions do not. Taken once per store.
  const actions = useMemo<DeskActions>(() => desk.getState(), [desk]);
  return { actions, api };
}

/** Whether the signed-in role may do this: the desk shows only such controls. */
export function useMay(permission: StaffPermission): boolean {
  return useDesk((s) => s.session?.permissions.includes(permission) ?? false);
}
