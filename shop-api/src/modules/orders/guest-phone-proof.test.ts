import { randomUUID } from 'node:crypto';
import { createTestApi, phoneProof, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';

/**
 * A guest's order needs a proof of its phone (issue 43, point 5; decisions 090 and 432): a right
 * SMS code checked through secret/check earns one, valid 30 days on the device that keeps it; an
 * order without it, with another phone's, an expired or a made-up one is refused (422
 * phone_unconfirmed) and nothing is ordered. A signed-in customer's session is the proof.
 */
jest.setTimeout(60_000);

const GUEST = '+380509998877';
const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 1, price: 179 }],
  name: 'Гість',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'pickup',
  pickup_point_id: 1,
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
  ...over,
});

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(() => api.close());

const orders = () => (api.ctx.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const unconfirmed = { status: 422, body: { message: 'phone_unconfirmed', errors: { phone: ['phone_unconfirmed'] } } };

/** The storefront's way: a code to the phone, read from the SMS stand-in, checked. */
async function proofBySms(phone: string) {
  const sent = await api.call('POST', '/api/secret/generate/new', { body: { phone } });
  expect(sent.status).toBe(200);
  const sms = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`)).body as { code: string; id: string };
  const checked = await api.call('POST', '/api/secret/check', { body: { id: sms.id, code: sms.code } });
  expect(checked.status).toBe(200);
  return checked.body as { valid: true; phone_proof: string; phone_proof_expires_at: string };
}

test('the right SMS code earns a proof of 30 days; the guest orders with it, twice (other carts) on the same device', async () => {
  const checked = await proofBySms(GUEST);
  expect(checked.phone_proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new Date(checked.phone_proof_expires_at).getTime() - api.clock.now().getTime()).toBe(30 * 86_400_000);
  for (let i = 0; i < 2; i++) {
    const placed = await api.call('POST', '/api/orders', { body: order({ phone_proof: checked.phone_proof }) });
    expect(placed.status).toBe(200);
  }
  expect(orders()).toBe(2);
  // Kept as a hash only.
  const stored = api.ctx.db.prepare('SELECT proof_hash, phone FROM phone_proofs').all() as {
    proof_hash: string;
    phone: string;
  }[];
  expect(stored).toEqual([{ proof_hash: expect.stringMatching(/^[0-9a-f]{64}$/), phone: GUEST }]);
  expect(JSON.stringify(stored)).not.toContain(checked.phone_proof);
});

test('checking one right code again and again keeps one proof (the newest): no rows to flood the database with', async () => {
  await api.call('POST', '/api/secret/generate/new', { body: { phone: GUEST } });
  const sms = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(GUEST)}`)).body as { code: string; id: string };
  const proofs = [];
  for (let i = 0; i < 5; i++)
    proofs.push(((await api.call('POST', '/api/secret/check', { body: sms })).body as { phone_proof: string }).phone_proof);
  expect(api.ctx.db.prepare('SELECT COUNT(*) AS n FROM phone_proofs').get()).toEqual({ n: 1 });
  expect(await api.call('POST', '/api/orders', { body: order({ phone_proof: proofs[0] }) })).toEqual(unconfirmed);
  expect((await api.call('POST', '/api/orders', { body: order({ phone_proof: proofs[4] }) })).status).toBe(200);
});

test('a wrong code earns nothing', async () => {
  await api.call('POST', '/api/secret/generate/new', { body: { phone: GUEST } });
  const sms = (await api.call('GET', `/api/dev/sms?phone=${encodeURIComponent(GUEST)}`)).body as { code: string; id: string };
  const wrong = await api.call('POST', '/api/secret/check', {
    body: { id: sms.id, code: sms.code === '0000' ? '1111' : '0000' },
  });
  expect(wrong.status).toBe(422);
  expect(wrong.body).not.toHaveProperty('phone_proof');
  expect(api.ctx.db.prepare('SELECT COUNT(*) AS n FROM phone_proofs').get()).toEqual({ n: 0 });
});

test.each<[string, () => Record<string, unknown>]>([
  ['no proof', () => ({})],
  ['an empty proof', () => ({ phone_proof: '' })],
  ['a made-up proof', () => ({ phone_proof: 'A'.repeat(43) })],
  ["another phone's proof (someone else's)", () => ({ phone_proof: phoneProof(api, '+380671234567') })],
])('a guest order with %s is refused (422 phone_unconfirmed) and orders nothing', async (_, extra) => {
  expect(await api.call('POST', '/api/orders', { body: order(extra()) })).toEqual(unconfirmed);
  expect(orders()).toBe(0);
});

test('a proof holds for 30 days, not a minute more', async () => {
  const proof = phoneProof(api, GUEST);
  api.clock.advance(30 * 86_400_000 - 60_000);
  expect((await api.call('POST', '/api/orders', { body: order({ phone_proof: proof }) })).status).toBe(200);
  api.clock.advance(60_000);
  expect(await api.call('POST', '/api/orders', { body: order({ phone_proof: proof }) })).toEqual(unconfirmed);
  expect(orders()).toBe(1);
});

test('the repeat of a lost answer needs the proof too: a cart_guid alone reveals no order', async () => {
  const withoutProof = order();
  const body = { ...withoutProof, phone_proof: phoneProof(api, GUEST) };
  const placed = await api.call('POST', '/api/orders', { body });
  expect(placed.status).toBe(200);
  expect(await api.call('POST', '/api/orders', { body: withoutProof })).toEqual(unconfirmed);
  expect((await api.call('POST', '/api/orders', { body })).body).toMatchObject({ id: placed.body.id });
});

test('parallel orders with one proof are each checked; without one, none gets through', async () => {
  const proof = phoneProof(api, GUEST);
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => api.call('POST', '/api/orders', { body: order(i % 2 ? { phone_proof: proof } : {}) })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(10);
  expect(results.filter((r) => r.status === 422 && r.body.message === 'phone_unconfirmed')).toHaveLength(10);
  expect(orders()).toBe(10);
});

test("a signed-in customer needs no proof (the session is one), but a customer's order of another phone is theirs", async () => {
  const token = (await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } }))
    .body.access_token as string;
  expect((await api.call('POST', '/api/orders', { body: order(), token })).status).toBe(200);
  // A made-up token is no session: the call is a guest's and needs the proof.
  expect(await api.call('POST', '/api/orders', { body: order(), token: 'not-a-session' })).toEqual(unconfirmed);
});

test("the dev stand-in's proof (e2e journeys of a returning guest) is a proof like secret/check's; a bad phone: 422", async () => {
  expect((await api.call('POST', '/api/dev/phone-proof', { body: { phone: 'abc' } })).status).toBe(422);
  const { phone_proof } = (await api.call('POST', '/api/dev/phone-proof', { body: { phone: '050 999 88 77' } })).body as {
    phone_proof: string;
  };
  expect((await api.call('POST', '/api/orders', { body: order({ phone_proof }) })).status).toBe(200);
});
