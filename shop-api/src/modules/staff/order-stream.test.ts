import type { AddressInfo } from 'node:net';
import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { payByLiqpay, placeOrder, staffToken } from './test-staff';

jest.setTimeout(60_000);

async function readEvents(url: string, token: string, count: number, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const events: { id: string; data: { kind: string; order: { id: number; status: string; payment_state: string } } }[] = [];
  let buffer = '';
  const done = (async () => {
    while (events.length < count) {
      const { value, done: end } = await reader.read();
      if (end) break;
      buffer += Buffer.from(value).toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const id = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data) events.push({ id, data: JSON.parse(data) });
      }
    }
    controller.abort();
    return events;
  })();
  return { done };
}

describe('the live stream', () => {
  let api: TestApi;
  let token: string;
  let url: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await staffToken(api, 'stream');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/staff/orders/stream`;
  });
  afterAll(() => api.close());

  test('new and changed orders arrive live; a dropped connection resumes from Last-Event-ID and misses nothing', async () => {
    const first = await readEvents(url, token, 2);
    await new Promise((r) => setTimeout(r, 50));
    const a = await placeOrder(api);
    await api.call('POST', `/api/staff/orders/${a.id}/accept`, { token, body: { version: 0, promised_minutes: 30 } });
    const live = await first.done;
    expect(live.map((e) => [e.data.kind, e.data.order.id, e.data.order.status])).toEqual([
      ['created', a.id, 'New'],
      ['changed', a.id, 'In progress'],
    ]);

    // The connection dropped after the accept; two orders arrive meanwhile.
    const b = await placeOrder(api);
    const c = await placeOrder(api, { phone: '+38 (050) 111 22 33' });
    const resumed = await readEvents(url, token, 2, live[1].id);
    const missed = await resumed.done;
    expect(missed.map((e) => [e.data.kind, e.data.order.id])).toEqual([
      ['created', b.id],
      ['created', c.id],
    ]);
    expect(Number(missed[0].id)).toBeGreaterThan(Number(live[1].id));
  });

  test("LiqPay's callback marking an order paid reaches the open desk live; a repeated callback sends nothing", async () => {
    const stream = await readEvents(url, token, 3);
    await new Promise((r) => setTimeout(r, 50));
    const online = await placeOrder(api, { pay_type: 'online' });
    const { paid, send } = await payByLiqpay(api, online);
    expect(paid.json()).toEqual({ result: 'recorded', reason: 'payment_received' });
    // The same callback again is ignored: no event; the next order's event is the third one.
    expect((await send()).json()).toEqual({ result: 'ignored', reason: 'payment_duplicate' });
    const next = await placeOrder(api);
    const events = await stream.done;
    expect(events.map((e) => [e.data.kind, e.data.order.id, e.data.order.payment_state])).toEqual([
      ['created', online.id, 'awaiting_payment'],
      ['changed', online.id, 'paid'],
      ['created', next.id, 'on_receipt'],
    ]);
  });

  test("a customer's token cannot open the stream", async () => {
    const login = await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } });
    const res = await fetch(url, { headers: { authorization: `Bearer ${login.body.access_token}` } });
    expect(res.status).toBe(403);
  });
});
