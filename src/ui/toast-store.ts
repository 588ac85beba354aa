import { create } from 'zustand';

/** The one toast: a message key (translated when shown), its kind and how long it stays (ms). */
export interface Toast {
  id: number;
  key: string;
  vars?: Record<string, string | number>;
  kind: 'success' | 'error' | 'info';
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
  show: (key: string, kind?: Toast['kind'], vars?: Toast['vars'], durationMs?: number) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;
export const DEFAULT_TOAST_MS = 3000;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show: (key, kind = 'info', vars, durationMs = DEFAULT_TOAST_MS) => {
    const toast: Toast = { id: nextId++, key, kind, vars, durationMs };
    // At most three on screen; the newest last. Each one's time starts when it is on screen
    // (src/ui/Toaster.tsx): one shown while the page is still starting up is not missed.
    set((s) => ({ toasts: [...s.toasts.slice(-2), toast] }));
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const showToast = (...args: Parameters<ToastState['show']>) => useToasts.getState().show(...args);
