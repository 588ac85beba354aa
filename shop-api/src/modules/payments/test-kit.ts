/** Shared steps of the money tests (money-flow, fiscal, monobank): an API with a desk cashier, an order paid on hold, desk actions. */
import { randomUUID } from 'node:crypto';
import type { ShopApiConfig } from '../../config';
import { createTestApi, injectFetch, type TestApi, postOrder } from '../../test-utils';
import { payableOrders } from '../orders';
import { runDueOperations } from './operations';
import { jsonOrNull, providerTransport, setProviderTransport } from './provider-select';
import { encodeLiqpayData, liqpaySignature } from './liqpay';
import { STANDIN_KEYS } from './config';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** A form's fields as the body FORM names. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The `data` of a LiqPay checkout form (base64 JSON), decoded. */
export const decodeCheckout = (data: string) =>
  JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown> & {
    order_id: string;
    amount: number;
    public_key: string;
    language: string;
  };

/** A callback as LiqPay sends it for the attempt in `checkoutData`, signed with `key`. */
export function liqpayCallback(checkoutData: string, over: Record<string, unknown> = {}, key: string = STANDIN_KEYS.privateKey) {
  const p = decodeCheckout(checkoutData);
  const data = encodeLiqpayData({
    version: 3,
    public_key: p.public_key,
    action: 'pay',
    status: 'success',
    order_id: p.order_id,
    amount: p.amount,
    currency: 'UAH',
    payment_id: 555001,
    ...over,
  });
  return { data, signature: liqpaySignature(key, data) };
}

export const onlineOrder = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'pickup',
  pickup_point_id: 1,
  time: 'asap',
  pay_type: 'online',
  cutlery: 1,
  return_url: '/ua/checkout/',
  ...over,
});

export interface MoneyApi extends TestApi {
  staff: string;
}

/** The secret each order placed through a test API answered (the placing browser's `?secret=`). */
const secrets = new WeakMap<TestApi, Map<number, string>>();
/** `secret=<the order's secret>` for a query string: the order read as the browser that placed it. */
export const secretOf = (api: TestApi, orderId: number) => `secret=${secrets.get(api)?.get(orderId) ?? ''}`;

/** A fresh API whose outside calls reach its own stand-ins; `intercept` may answer a call first. */
export async function moneyApi(
  overrides: Partial<ShopApiConfig> = {},
  intercept?: Parameters<typeof injectFetch>[1],
): Promise<MoneyApi> {
  const holder: { api?: TestApi } = {};
  const api = await createTestApi(overrides, { fetch: injectFetch(() => holder.api!.app, intercept) });
  holder.api = api;
  // Every order placed through this API keeps its secret for the reads that follow (secretOf).
  // LiqPay's server API is reached in process (module.ts): `intercept` sees those calls too.
  if (intercept) {
    const inner = providerTransport(api.ctx);
    setProviderTransport(api.ctx, async (url, form, timeoutMs) => {
      const answered = await intercept(new URL(url, api.ctx.config.payments.publicApiUrl), {
        method: 'POST',
        body: new URLSearchParams(form),
      });
      return answered ? { status: answered.status, body: jsonOrNull(await answered.text()) } : inner(url, form, timeoutMs);
    });
  }
  const known = new Map<number, string>();
  secrets.set(api, known);
  const call = api.call;
  api.call = async (method, url, options) => {
    const res = await call(method, url, options);
    const placed = res.body as { id?: unknown; secret?: unknown } | null;
    if (method === 'POST' && url === '/api/orders' && typeof placed?.id === 'number' && typeof placed.secret === 'string')
      known.set(placed.id, placed.secret);
    return res;
  };
  await api.call('POST', '/api/dev/staff', {
    body: { login: 'cashier', password: 'desk-password-1', name: 'Каса', role: 'manager' },
  });
  return Object.assign(api, { staff: await staffSignIn(api) });
}

/** The cashier's desk token (again after the clock moved past the session's end). */
export async function staffSignIn(api: TestApi): Promise<string> {
  return (await api.call('POST', '/api/staff/login', { body: { login: 'cashier', password: 'desk-password-1' } })).body
    .token as string;
}

/** Places an online order and pays it on the LiqPay stand-in's page (a hold by default). */
export async function placeAndPay(api: TestApi, over: Record<string, unknown> = {}, token?: string) {
  const placed = await postOrder(api, { body: onlineOrder(over), token });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const { data, signature } = placed.body.checkout;
  const paid = await api.app.inject({
    method: 'POST',
    url: '/api/payments/liqpay-standin/complete',
    headers: FORM,
    payload: new URLSearchParams({ data, signature, outcome: 'pay' }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(paid.body);
  return placed.body as { id: number; number: number; sum_to_pay: number };
}

export async function deskOrder(api: MoneyApi, id: number) {
  const list = await api.call('GET', '/api/staff/orders?lang=ukrainian', { token: api.staff });
  return list.body.orders.find((o: { id: number }) => o.id === id);
}

/** A desk action with the order's current version, then one turn of the money queue. */
export async function deskAct(api: MoneyApi, id: number, kind: 'accept' | 'cancel' | 'status', body: Record<string, unknown>) {
  const { version } = await deskOrder(api, id);
  const res = await api.call('POST', `/api/staff/orders/${id}/${kind}`, { token: api.staff, body: { version, ...body } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await moneyTurn(api);
  return res.body;
}

export const popupOf = async (api: TestApi, id: number) => (await api.call('GET', `/api/orders/${id}?${secretOf(api, id)}`)).body;

/** One turn of the money queue, as the worker of a listening API does it. */
export const moneyTurn = (api: TestApi) => runDueOperations(api.ctx, payableOrders(api.ctx));
