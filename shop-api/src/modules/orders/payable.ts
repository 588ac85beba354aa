import type { AppContext } from '../../context';
import type { PayableOrders } from '../payments';
import { publishOrderEvents, recordOrderEvent } from './events';
import { orderAccess } from './order-secrets';
import { awaitsDeskConfirmation, deskAccepted, getOrderRow, orderPayState, setOrderPayType, setOrderSumPaid } from './service';

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
        accepted: deskAccepted(ctx.db, orderId),
      };
    },
    setSumPaid: (orderId, sumPaid, at) => setOrderSumPaid(ctx.db, orderId, sumPaid, at),
    setPayType: (orderId, payType, at) => setOrderPayType(ctx.db, orderId, payType, at),
    access: (request, orderId, secret) => orderAccess(ctx, request, orderId, secret),
    changed: (orderId, at) => recordOrderEvent(ctx.db, orderId, 'changed', at),
    publish: () => publishOrderEvents(ctx.db),
    basket(orderId, lang) {
      const rows = ctx.db
        .prepare('SELECT product_id, name_uk, name_ru, price, count, discount FROM order_items WHERE order_id = ? ORDER BY id')
        .all(orderId) as {
        product_id: number;
        name_uk: string;
        name_ru: string;
        price: number;
        count: number;
        discount: number;
      }[];
      // UAH per unit after the line's discounts.
      return rows.map((r) => ({
        name: lang === 'ru' ? r.name_ru : r.name_uk,
        qty: r.count,
        price: Math.round(((r.price * r.count - r.discount) / r.count) * 100) / 100,
        code: String(r.product_id),
      }));
    },
  };
}
