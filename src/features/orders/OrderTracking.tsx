/**
 * Mounted by the layout on every page: follows `currentOrders` (this tab's changes and other
 * tabs' `storage` events) and shows the status popup for the latest order, except on profile
 * pages (spec section 2); on checkout in its short form (issue 41: it covered the delivery options). The popup's code (poller, date-fns, texts) loads only when there is an
 * order to follow, so a first visit without one costs nothing but this file.
 */
import React, { Suspense, lazy, useEffect, useState } from 'react';
import { isProfilePath } from '../../routing/page-paths';
import { parseLocalizedPath } from '../../i18n/paths';
import { browserStorage, readItem } from '../../shared/safe-storage';
import {
  CURRENT_ORDERS_KEY,
  clearCurrentOrders,
  onCurrentOrdersChange,
  readCurrentOrders,
  type CurrentOrder,
} from './current-orders';

const OrderStatusPopup = lazy(() => import('./OrderStatusPopup'));

/** The latest current order; a stored value that holds none (corrupt, hostile) is removed. */
function latestOrder(): CurrentOrder | null {
  const list = readCurrentOrders();
  if (list.length === 0) {
    if (readItem(browserStorage(), CURRENT_ORDERS_KEY) !== null) clearCurrentOrders();
    return null;
  }
  return list[list.length - 1];
}

export function OrderTracking({ pathname }: { pathname: string }) {
  const [order, setOrder] = useState<CurrentOrder | null>(null);
  useEffect(() => {
    const read = () => {
      const next = latestOrder();
      setOrder((current) => (next && current && next.id === current.id && next.number === current.number ? current : next));
    };
    read();
    return onCurrentOrdersChange(read);
  }, []);
  if (!order || isProfilePath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <OrderStatusPopup key={order.id} order={order} short={parseLocalizedPath(pathname).rest.startsWith('/checkout/')} />
    </Suspense>
  );
}
