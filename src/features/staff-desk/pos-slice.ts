/** The orders that have not reached the restaurant's POS (Poster) yet, and a retry of one of them. */
import type { DeskSlice, PosSlice } from './desk-state';

export const createPosSlice: DeskSlice<PosSlice> = (set, get) => ({
  posUnsent: [],
  posToCancel: [],
  posRetrying: null,
  posError: null,
  async loadPosUnsent(api) {
    const res = await api.posUnsent();
    // A failed read keeps the last list: the desk's connection line already says when it is offline.
    if (res.ok)
      set((d) => {
        d.posUnsent = res.data.orders;
        d.posToCancel = res.data.cancel_in_pos;
      });
  },
  async retryPos(api, orderId) {
    if (get().posRetrying !== null) return;
    set((d) => {
      d.posRetrying = orderId;
      d.posError = null;
    });
    const res = await api.posRetry(orderId);
    if (!res.ok && res.error.status === 404) {
      // Sent meanwhile (or no longer waiting): the fresh list says which.
      set((d) => void (d.posRetrying = null));
      return get().loadPosUnsent(api);
    }
    set((d) => {
      d.posRetrying = null;
      if (res.ok) {
        d.posUnsent = res.data.orders;
        d.posToCancel = res.data.cancel_in_pos;
      } else d.posError = 'desk_pos_retry_failed';
    });
  },
});
