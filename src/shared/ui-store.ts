import { create } from 'zustand';

/** Which overlay is open. Only one at a time; a route change closes it (spec section 2). */
export type Panel = 'category-menu' | 'side-menu' | 'language' | 'cart' | 'search' | null;

interface UiState {
  openPanel: Panel;
  toggle: (panel: Exclude<Panel, null>) => void;
  show: (panel: Exclude<Panel, null>) => void;
  closeAll: () => void;
}

export const useUi = create<UiState>((set) => ({
  openPanel: null,
  toggle: (panel) => set((s) => ({ openPanel: s.openPanel === panel ? null : panel })),
  show: (panel) => set({ openPanel: panel }),
  closeAll: () => set({ openPanel: null }),
}));
