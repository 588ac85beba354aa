import { create } from 'zustand';

/**
 * The one modal host's state (spec section 2 "Modals"): which named modal is open and with what
 * props. Components open modals by name; ModalHost renders them (loading their code on demand).
 */
export type ModalRequest =
  | { name: 'usesubscribe'; props: { step: 1 | 2 | 3 | 4; source: 'footer' | 'popup' } }
  | { name: 'modal'; props: { title: string; description: string; type?: 'info' | 'error' } };

interface ModalState {
  current: ModalRequest | null;
  open: (request: ModalRequest) => void;
  close: () => void;
}

export const useModal = create<ModalState>((set) => ({
  current: null,
  open: (request) => set({ current: request }),
  close: () => set({ current: null }),
}));
