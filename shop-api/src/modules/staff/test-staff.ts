import { randomUUID } from 'node:crypto';
import { postOrder, type TestApi } from '../../test-utils';
import { encodeLiqpayData, liqpaySignature } from '../payments/liqpay';
import { STANDIN_KEYS } from '../payments/config';

/** Helpers shared by the staff API's tests: a staff account's token, an order placed, paid by LiqPay, read on the desk. */
export const PASSWORD = 'desk-password-1';
export const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 2,
  comment: 'Без цибулі',
  ...over,
});

export async function staffToken(api: TestApi, login: string, role: 'operator' | 'manager' = 'operator'): Promise<string> {
  const created = await api.call('POST', '/api/dev/staff', { body: { login, password: PASSWORD, name: login, role } });
  expect(created.status).toBe(200);
  const res = await api.call('POST', '/api/staff/login', { body: { login, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}
export async function placeOrder(api: TestApi, over: Record<string, unknown> = {}) {
  const res = await postOrder(api, { body: order(over) });
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body as { id: number; number: number; secret: string };
}
/** LiqPay's signed callback (signed with the stand-in's key) reporting the order's payment as done; `send` repeats it. */
export async function payByLiqpay(api: TestApi, { id: orderId, secret }: { id: number; secret: string }) {
  const form = (await api.call('POST', `/api/orders/${orderId}/payment?secret=${secret}`)).body as { data: string };
  const data = encodeLiqpayData({
    ...JSON.parse(Buffer.from(form.data, 'base64').toString('utf8')),
    status: 'success',
    payment_id: orderId,
  });
  const send = () =>
    api.app.inject({
      method: 'POST',
      url: '/api/payments/liqpay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: liqpaySignature(STANDIN_KEYS.privateKey, data) }).toString(),
    });
  return { paid: await send(), send };
}
export async function deskOrder(api: TestApi, token: string, id: number) {
  const res = await api.call('GET', '/api/staff/orders', { token });
  return (res.body.orders as { id: number; version: number; status: string }[]).find((o) => o.id === id)!;
}
