import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeLiqpayData, liqpaySignature } from '../modules/payments/liqpay';
import { STANDIN_KEYS } from '../modules/payments/config';
import { request, startApiProcess, type ApiProcess } from '../test-process';

jest.setTimeout(240_000);

const STAFF = { login: 'crash', password: 'crash-test-password' };
/** The guest's proof of the phone (issue 43: secret/check's phone_proof; here the dev stand-in's). */
let phoneProof = '';
const order = (payType: 'cash' | 'online', cartGuid: string = randomUUID()) => ({
  cart_guid: cartGuid,
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  phone_proof: phoneProof,
  delivery_type: 'pickup',
  pickup_point_id: 1,
  time: 'asap',
  pay_type: payType,
  cutlery: 1,
  ...(payType === 'online' ? { return_url: '/ua/checkout/' } : {}),
});

/** LiqPay's signed success callback for the attempt of a checkout form. */
function successCallback(checkoutData: string): string {
  const p = JSON.parse(Buffer.from(checkoutData, 'base64').toString('utf8')) as {
    order_id: string;
    amount: number;
    public_key: string;
  };
  const data = encodeLiqpayData({
    version: 3,
    public_key: p.public_key,
    action: 'pay',
    status: 'success',
    order_id: p.order_id,
    amount: p.amount,
    currency: 'UAH',
    payment_id: 700_000 + Math.floor(Math.random() * 1000),
  });
  return new URLSearchParams({ data, signature: liqpaySignature(STANDIN_KEYS.privateKey, data) }).toString();
}

/** The burst places 160 guest orders from one address and phone: above the production limits. */
const MANY_GUEST_ORDERS = { SHOP_API_GUEST_ORDERS_PER_CLIENT_HOUR: '10000', SHOP_API_GUEST_ORDERS_PER_PHONE_DAY: '10000' };

type Write =
  | { kind: 'order'; cartGuid: string }
  | { kind: 'callback'; orderId: number; secret: string; form: string }
  | { kind: 'accept'; orderId: number; secret: string };

describe('crash safety', () => {
  let dir: string;
  let api: ApiProcess | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-crash-'));
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every write answered 2xx after a SIGKILL amid a burst, and a retry of any of them adds nothing', async () => {
    api = await startApiProcess({ dataDir: dir, env: MANY_GUEST_ORDERS });
    let url = api.url;
    // Open all day, whatever the clock of the machine running the test.
    for (const [key, value] of [
      ['time_start', '00:00'],
      ['time_end', '23:59'],
    ])
      expect((await request(`${url}/api/dev/settings`, 'POST', { key, value })).status).toBe(200);
    expect((await request(`${url}/api/dev/staff`, 'POST', STAFF)).status).toBe(200);
    phoneProof = (await request(`${url}/api/dev/phone-proof`, 'POST', { phone: '+380509998877' })).body.phone_proof as string;
    expect(phoneProof).toBeTruthy();
    const staffToken = (await request(`${url}/api/staff/login`, 'POST', STAFF)).body.token as string;
    expect(staffToken).toBeTruthy();
    const staff = { authorization: `Bearer ${staffToken}` };

    // Orders that the burst pays (callbacks) and accepts (the desk).
    const writes: Write[] = [];
    for (let i = 0; i < 40; i++) {
      const online = (await request(`${url}/api/orders`, 'POST', order('online'))).body;
      writes.push({ kind: 'callback', orderId: online.id, secret: online.secret, form: successCallback(online.checkout.data) });
      const cash = (await request(`${url}/api/orders`, 'POST', order('cash'))).body;
      writes.push({ kind: 'accept', orderId: cash.id, secret: cash.secret });
      writes.push({ kind: 'order', cartGuid: randomUUID() }, { kind: 'order', cartGuid: randomUUID() });
    }

    const send = (w: Write) =>
      w.kind === 'order'
        ? request(`${url}/api/orders`, 'POST', order('cash', w.cartGuid))
        : w.kind === 'callback'
          ? request(`${url}/api/payments/liqpay/callback`, 'POST', w.form)
          : request(`${url}/api/staff/orders/${w.orderId}/accept`, 'POST', { version: 0, promised_minutes: 30 }, staff);

    // The burst: 8 writes at a time; the API is killed once 40 were answered.
    const answered = new Map<Write, { status: number; body: any }>();
    let inFlightAtKill = -1;
    let next = 0;
    let inFlight = 0;
    const killed = new Promise<void>((resolve) => {
      const worker = async () => {
        while (next < writes.length && inFlightAtKill < 0) {
          const w = writes[next++];
          inFlight++;
          try {
            const res = await send(w);
            if (inFlightAtKill < 0) answered.set(w, res);
          } catch {
            // The connection died with the process: not answered.
          } finally {
            inFlight--;
          }
          if (answered.size >= 40 && inFlightAtKill < 0) {
            inFlightAtKill = inFlight;
            api!.child.kill('SIGKILL');
            resolve();
          }
        }
      };
      void Promise.all(Array.from({ length: 8 }, worker)).then(() => resolve());
    });
    await killed;
    expect((await api.exited).signal).toBe('SIGKILL');
    expect(inFlightAtKill).toBeGreaterThan(0); // killed amid the burst, requests unanswered
    const kinds = new Set([...answered.keys()].map((w) => w.kind));
    expect(kinds).toEqual(new Set(['order', 'callback', 'accept']));
    for (const res of answered.values()) expect(res.status).toBe(200);

    api = await startApiProcess({ dataDir: dir, env: MANY_GUEST_ORDERS });
    url = api.url;
    // Every answered write is there.
    for (const [w, res] of answered) {
      if (w.kind === 'order') {
        const found = await request(`${url}/api/dev/orders?cart_guid=${w.cartGuid}`, 'GET');
        expect(found.body).toEqual([{ id: res.body.id, number: res.body.number }]);
      } else if (w.kind === 'callback') {
        expect((await request(`${url}/api/orders/${w.orderId}/payment?secret=${w.secret}`, 'GET')).body.payment_status).toBe(
          'paid',
        );
      } else {
        expect((await request(`${url}/api/orders/${w.orderId}?secret=${w.secret}`, 'GET')).body.status).toBe('In progress');
      }
    }
    // A client retries every write of the burst, answered or not: nothing doubles.
    for (const w of writes) {
      const res = await send(w);
      if (w.kind === 'accept') expect([200, 409]).toContain(res.status);
      else expect(res.status).toBe(200);
    }
    for (const w of writes) {
      if (w.kind === 'order') {
        expect((await request(`${url}/api/dev/orders?cart_guid=${w.cartGuid}`, 'GET')).body).toHaveLength(1);
      } else if (w.kind === 'callback') {
        const attempts = (await request(`${url}/api/dev/payments?order_id=${w.orderId}`, 'GET')).body as { status: string }[];
        expect(attempts.map((a) => a.status)).toEqual(['success']);
        expect((await request(`${url}/api/orders/${w.orderId}/payment?secret=${w.secret}`, 'GET')).body.payment_status).toBe(
          'paid',
        );
      } else {
        const desk = (await request(`${url}/api/staff/orders`, 'GET', undefined, staff)).body.orders as {
          id: number;
          version: number;
          status: string;
        }[];
        expect(desk.find((o) => o.id === w.orderId)).toMatchObject({ version: 1, status: 'In progress' });
      }
    }
  });
});
