import { useEffect, useState } from 'react';
import { shopApi } from '../../api-client/shop-api';
import { fetchOrderPayment } from './payment-api';
import { POLL_EVERY_MS, shouldPollAgain, type PaymentStatus } from './payment-rules';

export interface OrderPaymentState {
  status: PaymentStatus | null;
  number: number | null;
  /** Polling ended: a final status, the time is up, or the order is unknown (404). */
  done: boolean;
}

/** Reads the order's payment status after the payment page returned, as long as `shouldPollAgain` says (payment-rules.ts). */
export function useOrderPayment(orderId: number | null): OrderPaymentState {
  const [state, setState] = useState<OrderPaymentState>({ status: null, number: null, done: orderId === null });
  useEffect(() => {
    if (orderId === null) return;
    const started = Date.now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    const tick = async () => {
      const r = await fetchOrderPayment(shopApi, orderId, controller.signal);
      if (!alive) return;
      const unknown = !r.ok && r.error.status === 404;
      const status = r.ok ? r.data.payment_status : null;
      const again = !unknown && shouldPollAgain(status, Date.now() - started, r.ok ? r.data.provider_check : null);
      setState((s) => ({ status: status ?? s.status, number: r.ok ? r.data.number : s.number, done: !again }));
      if (again) timer = setTimeout(tick, POLL_EVERY_MS);
    };
    void tick();
    return () => {
      alive = false;
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId]);
  return state;
}
