import type { ShopModule } from '../../context';
import { payableOrders } from '../orders';
import { checkboxStandinRoutes } from './standin';
import { runDueReceipts, setReceiptOrderEvents } from './queue';

/** ms between two turns of the receipts queue while the API listens. */
const RECEIPT_TURN_MS = 5_000;

/**
 * Fiscal receipts through Checkbox (issue 45): a sell receipt for each captured online payment, a
 * return receipt for each refund, queued and retried; the local Checkbox stand-in outside production.
 */
export const fiscalModule: ShopModule = {
  name: 'fiscal',
  routes: async (app, ctx) => {
    const { fiscal, production } = ctx.config;
    if (fiscal.standin && !production) await app.register(checkboxStandinRoutes, { ctx });
    if (fiscal.mode === 'off') return;
    // Each receipt's outcome is an order event: an open desk re-reads the order and its receipts.
    setReceiptOrderEvents(ctx, payableOrders(ctx));
    let timer: NodeJS.Timeout | null = null;
    // Only a listening API works the queue (tests drive runDueReceipts themselves).
    app.addHook('onListen', async () => {
      timer = setInterval(() => {
        runDueReceipts(ctx).catch((err: unknown) => app.log.warn({ err }, 'fiscal receipts turn failed'));
      }, RECEIPT_TURN_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
};
