import type { AppContext } from '../../context';
import type { PayableOrders } from '../payments';
import { publishOrderEvents } from './events';
import { orderAccess } from './order-secrets';
import { awaitsDeskConfirmation, getOrderRow, orderPayState, setOrderPayType, setOrderSumPaid } from './service';

/** The orders as the payments module reads and pays them (its port, payments/orders-port.ts). */
export function payableOrders(ctx: AppContext): PayableOrders {
  return {
    find(orderId) {
      const row = getOrderRow(ctx, orderId);
      if (!row) return null;
      return {
        number: row.number as number,
        payState: orderPayState(row),
        returnUrl: (row.return_url as string | null) ?? null,
        cartGuid: row.cart_guid as string,
        awaitingConfirmation: awaitsDeskConfirmation(ctx.db, row),
      };
    },
    setSumPaid: (orderId, sumPaid, at) => setOrderSumPaid(ctx.db, orderId, sumPaid, at),
    setPayType: (orderId, payType, at) => setOrderPayType(ctx.db, orderId, payType, at),
    access: (request, orderId, secret) => orderAccess(ctx, request, orderId, secret),
    publish: () => publishOrderEvents(ctx.db),
  };
}
