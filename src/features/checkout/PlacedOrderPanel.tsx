/**
 * The checkout page after an order: the order's number, when, and for pickup where, at the top of
 * the page; after a reload too (the order this tab placed is read from the API).
 */
import React, { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { shopApi } from '../../api-client/shop-api';
import { useCart } from '../cart';
import { fetchOrderBrief, type OrderBrief, type PickupWhere } from './checkout-api';
import { ResultPanel } from './PaymentResult';

type Shown = Pick<OrderBrief, 'id' | 'number' | 'deliveryTimeRange' | 'is_self_delivery'> & { pickup_point: PickupWhere | null };

/** The cart's `lastOrder` (unknown there) as an order this page can name. */
export const isShown = (v: unknown): v is Shown =>
  !!v && typeof v === 'object' && typeof (v as Shown).id === 'number' && typeof (v as Shown).number === 'number';

/** When the order comes, and for pickup where to collect it. */
export function WhenAndWhere({ order }: { order: Omit<Shown, 'id' | 'number'> }) {
  const { t } = useTranslation();
  if (!order.is_self_delivery)
    return <p className="muted">{t('checkout_thanks_delivery', { range: order.deliveryTimeRange })}</p>;
  return (
    <>
      <p className="muted">{t('checkout_thanks_pickup', { range: order.deliveryTimeRange })}</p>
      {order.pickup_point && (
        <p data-testid="pickup-where">
          {t('checkout_pickup_where', { name: order.pickup_point.name, address: order.pickup_point.address })}
        </p>
      )}
    </>
  );
}

/** The order as the API tells it (GET /api/orders/{id}), read while `read`; null until then. */
export function useOrderBrief(orderId: number, read: boolean): OrderBrief | null {
  const [fetched, setFetched] = useState<OrderBrief | null>(null);
  useEffect(() => {
    if (!read) return;
    let alive = true;
    void fetchOrderBrief(shopApi, orderId).then((r) => alive && r.ok && r.data.id === orderId && setFetched(r.data));
    return () => {
      alive = false;
    };
  }, [read, orderId]);
  return fetched;
}

export function PlacedOrderPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const lastOrder = useCart((s) => s.lastOrder);
  const inMemory = isShown(lastOrder) && lastOrder.id === orderId ? lastOrder : null;
  const fetched = useOrderBrief(orderId, !inMemory);
  const order = inMemory ?? fetched;
  return (
    <ResultPanel data-testid="checkout-placed" aria-busy={!order}>
      <p className="lead" role="status">
        {order ? t('checkout_placed', { number: order.number }) : t('loading')}
      </p>
      {order && <WhenAndWhere order={order} />}
      <LocalizedLink to="/">{t('checkout_to_menu')}</LocalizedLink>
    </ResultPanel>
  );
}
