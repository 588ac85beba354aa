/**
 * The live order list (the list, then the stream from its event id, merged by version), the stream's
 * connection, a sound for each new order, and each order card's draft and running action.
 */
import type { DeskOrder } from './desk-api';
import { mergeOrder } from './desk-rules';
import type { DeskSlice, DeskStoreDeps, OrderDraft, OrdersSlice } from './desk-state';

export const NEW_DRAFT: OrderDraft = { minutes: 45, cancelling: false, reason: '', message: null, busy: false };

/** The API's refusals the desk explains (orders/desk-rules.ts); anything else is "action failed". */
const DESK_ERRORS = ['status_transition', 'use_accept', 'promised_time', 'cancel_reason', 'undo_expired'];

export const draftOf = (drafts: Record<number, OrderDraft>, orderId: number): OrderDraft => drafts[orderId] ?? NEW_DRAFT;

export const createOrdersSlice =
  (deps: DeskStoreDeps): DeskSlice<OrdersSlice> =>
  (set, get) => {
    let stream: { close: () => void } | null = null;
    const patch = (orderId: number, change: Partial<OrderDraft>) =>
      set((d) => void (d.drafts[orderId] = { ...draftOf(d.drafts, orderId), ...change }));
    return {
      orders: [],
      connection: 'idle',
      loadError: null,
      drafts: {},
      async start(api) {
        get().stop();
        const [res, me] = await Promise.all([api.orders(), api.me()]);
        if (me.ok) get().setPermissions(me.data.permissions);
        if (!res.ok) return set((d) => void (d.loadError = res.error.message));
        set((d) => {
          d.orders = res.data.orders;
          d.loadError = null;
        });
        stream = api.stream(
          res.data.lastEventId,
          (kind, order) => {
            get().update(order);
            if (kind === 'created') deps.ring();
          },
          (connection) => set((d) => void (d.connection = connection)),
        );
      },
      stop() {
        stream?.close();
        stream = null;
      },
      update: (order) => set((d) => void (d.orders = mergeOrder(d.orders, order))),
      editDraft: patch,
      async act(orderId, call) {
        patch(orderId, { busy: true, message: null });
        const res = await call();
        if (res.ok) {
          get().update(res.data);
          patch(orderId, { busy: false, cancelling: false });
          return true;
        }
        const fresh = (res.error.body as { order?: DeskOrder } | undefined)?.order;
        if (res.error.status === 409 && fresh) {
          get().update(fresh);
          patch(orderId, { busy: false, message: 'desk_conflict' });
        } else {
          const known = DESK_ERRORS.includes(res.error.message);
          patch(orderId, { busy: false, message: known ? `desk_error_${res.error.message}` : 'desk_action_failed' });
        }
        return false;
      },
    };
  };
