import type { AddressInfo } from 'node:net';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { disableStaff } from './accounts';

/** A staff session that ends ends everywhere at once: routes and the live order stream (issue 43). */
jest.setTimeout(60_000);

const PASSWORD = 'desk-password-1';
let api: TestApi;
let streamUrl: string;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  streamUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/staff/orders/stream`;
});
const open: AbortController[] = [];
afterAll(async () => {
  open.forEach((c) => c.abort());
  await api.close();
});

async function signIn(login: string): Promise<string> {
  await api.call('POST', '/api/dev/staff', { body: { login, password: PASSWORD } });
  const res = await api.call('POST', '/api/staff/login', { body: { login, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/**
 * Opens the stream; `ended` resolves with the time (ms) its body ended and what it carried, or
 * with `at: Infinity` when it was still open after 3 s.
 */
async function openStream(token: string) {
  const controller = new AbortController();
  open.push(controller);
  const res = await fetch(streamUrl, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let text = '';
  const read = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { at: Date.now(), text };
      text += Buffer.from(value).toString('utf8');
    }
  })();
  // Cleared once the race is decided: a pending 3 s timer would keep Jest's worker alive after the
  // file's last test, and Jest then force-exits it ("A worker process has failed to exit gracefully").
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<{ at: number; text: string }>((resolve) => {
    timer = setTimeout(() => resolve({ at: Infinity, text }), 3000);
  });
  return { ended: Promise.race([read, stillOpen]).finally(() => clearTimeout(timer)) };
}

const placeOrder = () =>
  postOrder(api, {
    body: {
      cart_guid: crypto.randomUUID(),
      items: [{ product_id: 1, count: 1, price: 179 }],
      name: 'Іван',
      phone: '+38 (050) 999 88 77',
      delivery_type: 'pickup',
      time: 'asap',
      pay_type: 'cash',
    },
  });

test('the stream closes within 1 s of logout and carries no order placed after it', async () => {
  const token = await signIn('logout-desk');
  const stream = await openStream(token);
  await new Promise((r) => setTimeout(r, 100));
  const loggedOutAt = Date.now();
  expect((await api.call('POST', '/api/staff/logout', { token })).status).toBe(200);
  await placeOrder();
  const { at, text } = await stream.ended;
  expect(at - loggedOutAt).toBeLessThan(1000);
  expect(text).not.toContain('event: order');
});

test('the stream closes within 1 s of the account being disabled (the CLI, another process, writes the same table)', async () => {
  const token = await signIn('disabled-desk');
  const stream = await openStream(token);
  await new Promise((r) => setTimeout(r, 100));
  const disabledAt = Date.now();
  expect(disableStaff(api.ctx.db, 'disabled-desk')).toBe(true);
  const { at } = await stream.ended;
  expect(at - disabledAt).toBeLessThan(1000);
});

test('the stream closes when the session expires, while it is open', async () => {
  const token = await signIn('shift-desk');
  const stream = await openStream(token);
  api.clock.advance(12 * 3_600_000 + 1);
  const { at } = await stream.ended;
  expect(at).toBeLessThan(Infinity);
  api.clock.set('2026-11-18T10:00:00.000Z');
});

test('every staff route refuses a token after logout', async () => {
  const token = await signIn('routes-desk');
  await api.call('POST', '/api/staff/logout', { token });
  const calls: [string, string, object?][] = [
    ['GET', '/api/staff/me'],
    ['GET', '/api/staff/orders'],
    ['GET', '/api/staff/orders/stream'],
    ['POST', '/api/staff/orders/1/accept', { version: 0, promised_minutes: 30 }],
    ['POST', '/api/staff/orders/1/status', { version: 0, status: 'Delivered' }],
    ['POST', '/api/staff/orders/1/cancel', { version: 0, reason: 'x' }],
    ['GET', '/api/staff/menu'],
    ['POST', '/api/staff/menu/dish', { product_id: 1, available: false }],
    ['POST', '/api/staff/menu/modifier', { modifier_id: 1, available: false }],
    ['POST', '/api/staff/kitchen', { paused: true }],
    ['GET', '/api/staff/actions'],
    ['POST', '/api/staff/logout'],
  ];
  for (const [method, url, body] of calls) {
    const res = await api.call(method as 'GET' | 'POST', url, { token, body });
    expect([url, res.status]).toEqual([url, 401]);
  }
});
