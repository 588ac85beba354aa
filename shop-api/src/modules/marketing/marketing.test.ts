jest.setTimeout(120_000);

import { readConfig } from '../../config';
import { issueToken } from '../auth/users';
import { createTestApi, productionEnv, type TestApi } from '../../test-utils';
import { basicAuthorization, createEsputnik } from './esputnik';
import { cartStatusEvent, customerEvent } from './feed';

/**
 * The newsletter subscription and the marketing feed through eSputnik: the real client against
 * recorded eSputnik answers (an injected fetch), and the local stand-in (the default).
 */

const CREDENTIALS = { user: 'shop@example.com', apiKey: 'esk_0123456789abcdef' };

interface Recorded {
  status: number;
  body?: string;
}

/** eSputnik answers as the service gives them (status, JSON body). */
const ANSWERS = {
  newContact: { status: 200, body: '{"id":184736251,"isNew":true}' },
  existingContact: { status: 200, body: '{"id":184736251,"isNew":false}' },
  badRequest: { status: 400, body: '{"message":"Invalid email"}' },
  unauthorized: { status: 401, body: '{"message":"Unauthorized"}' },
  tooMany: { status: 429, body: '{"message":"Too many requests"}' },
  serverError: { status: 500, body: '{"message":"Internal server error"}' },
  noId: { status: 200, body: '{"isNew":true}' },
  notJson: { status: 200, body: '<html>maintenance</html>' },
  eventAccepted: { status: 200 },
} satisfies Record<string, Recorded>;

type Call = { url: string; method: string; headers: Headers; body: unknown };

function recordedFetch(answer: Recorded | 'network') {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    if (answer === 'network') throw new TypeError('fetch failed');
    return new Response(answer.body ?? null, { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const footer = {
  contact: { firstName: 'Марія', channels: [{ type: 'email', value: ' Maria@Example.com ' }] },
  groups: ['FooterSubscribe'],
  formType: 'FooterSubscribe',
};

describe('POST /api/subscribe with eSputnik credentials (recorded answers)', () => {
  async function withAnswer(answer: Recorded | 'network') {
    const recorded = recordedFetch(answer);
    const api = await createTestApi({ esputnik: CREDENTIALS }, { fetch: recorded.fetchImpl });
    const res = await api.call('POST', '/api/subscribe', { body: footer });
    await api.close();
    return { res, calls: recorded.calls };
  }

  test('the call: contact-subscribe endpoint, Basic user:key, the spec contact shape', async () => {
    const { calls } = await withAnswer(ANSWERS.newContact);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://esputnik.com/api/v1/contact/subscribe');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('authorization')).toBe(
      `Basic ${Buffer.from('shop@example.com:esk_0123456789abcdef').toString('base64')}`,
    );
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(calls[0].body).toEqual({
      contact: { firstName: 'Марія', channels: [{ type: 'email', value: 'maria@example.com' }] },
      groups: ['FooterSubscribe'],
      formType: 'FooterSubscribe',
    });
  });

  test.each([
    ['new contact -> id, isNew (step 2)', ANSWERS.newContact, 200, { id: 184736251, isNew: true }],
    ['existing contact -> id, not new (step 3)', ANSWERS.existingContact, 200, { id: 184736251, isNew: false }],
    ['400 (address refused) -> 502 subscribe_error_rejected', ANSWERS.badRequest, 502, { message: 'subscribe_error_rejected' }],
    ['429 -> 502 subscribe_error_busy', ANSWERS.tooMany, 502, { message: 'subscribe_error_busy' }],
    [
      '401 (our key refused) -> 502 subscribe_error_unavailable',
      ANSWERS.unauthorized,
      502,
      { message: 'subscribe_error_unavailable' },
    ],
    ['500 -> 502 subscribe_error_unavailable', ANSWERS.serverError, 502, { message: 'subscribe_error_unavailable' }],
    ['200 without an id -> 502 subscribe_error_unavailable', ANSWERS.noId, 502, { message: 'subscribe_error_unavailable' }],
    ['200 not JSON -> 502 subscribe_error_unavailable', ANSWERS.notJson, 502, { message: 'subscribe_error_unavailable' }],
  ])('%s', async (_name, answer, status, body) => {
    const { res } = await withAnswer(answer);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
  });

  test('network failure -> 502 subscribe_error_unavailable', async () => {
    const { res } = await withAnswer('network');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'subscribe_error_unavailable' });
  });

  test('invalid input never reaches the provider', async () => {
    const recorded = recordedFetch(ANSWERS.newContact);
    const api = await createTestApi({ esputnik: CREDENTIALS }, { fetch: recorded.fetchImpl });
    const res = await api.call('POST', '/api/subscribe', { body: { ...footer, contact: { firstName: '', channels: [] } } });
    await api.close();
    expect(res.status).toBe(422);
    expect(recorded.calls).toHaveLength(0);
  });
});

describe('the client does not leak credentials', () => {
  test('warnings name the call and the status, never the key, user or address', async () => {
    const warnings: string[] = [];
    for (const answer of [ANSWERS.unauthorized, ANSWERS.serverError, 'network'] as const) {
      const client = createEsputnik({
        credentials: CREDENTIALS,
        fetch: recordedFetch(answer).fetchImpl,
        warn: (m) => warnings.push(m),
      });
      await client.subscribe({ firstName: 'A', email: 'secret.person@example.com', groups: [], formType: 'x' });
    }
    expect(warnings).toEqual([
      'eSputnik /api/v1/contact/subscribe: HTTP 401 (credentials refused)',
      'eSputnik /api/v1/contact/subscribe: HTTP 500 (error)',
      'eSputnik /api/v1/contact/subscribe: network failure',
    ]);
    const all = warnings.join(' ');
    for (const secret of [CREDENTIALS.apiKey, CREDENTIALS.user, 'secret.person', basicAuthorization(CREDENTIALS)])
      expect(all).not.toContain(secret);
  });

  test('a provider that does not answer in time is a failure (timeout, ms)', async () => {
    const never = (async (_i: unknown, init?: RequestInit) =>
      new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const warnings: string[] = [];
    const client = createEsputnik({ credentials: CREDENTIALS, fetch: never, timeoutMs: 50, warn: (m) => warnings.push(m) });
    expect(await client.subscribe({ firstName: 'A', email: 'a@b.ua', groups: [], formType: 'x' })).toEqual({
      ok: false,
      reason: 'unavailable',
      status: null,
    });
    expect(warnings).toEqual(['eSputnik /api/v1/contact/subscribe: no answer in 50 ms']);
  });
});

describe('configuration', () => {
  test('no variables: the stand-in (outside production)', () => {
    expect(readConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).esputnik).toBeNull();
  });
  test('both variables: eSputnik', () => {
    expect(readConfig(productionEnv({ ESPUTNIK_USER: 'u', ESPUTNIK_API_KEY: 'k' })).esputnik).toEqual({ user: 'u', apiKey: 'k' });
  });
  test('production without the key: a start-up error naming the variable', () => {
    expect(() => readConfig(productionEnv({ ESPUTNIK_API_KEY: undefined }))).toThrow(/^ESPUTNIK_API_KEY is not set/);
    expect(() => readConfig(productionEnv({ ESPUTNIK_USER: undefined, ESPUTNIK_API_KEY: undefined }))).toThrow(
      /^ESPUTNIK_USER and ESPUTNIK_API_KEY are not set.*stand-in is off under NODE_ENV=production/,
    );
  });
  test('one of the two outside production is a mistake, not a silent stand-in', () => {
    expect(() => readConfig({ ESPUTNIK_API_KEY: 'k' } as NodeJS.ProcessEnv)).toThrow(/^ESPUTNIK_USER is not set/);
  });
});

describe('the local stand-in (default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => api.close());

  test('new, then already subscribed (same id), groups merged; flat and nested shapes', async () => {
    const first = await api.call('POST', '/api/subscribe', {
      body: { firstName: 'Марія', email: ' Maria@Example.com ', groups: ['FooterSubscribe'], formType: 'FooterSubscribe' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: expect.any(Number), isNew: true });
    const again = await api.call('POST', '/api/subscribe', {
      body: {
        contact: { firstName: 'Марія', channels: [{ type: 'email', value: 'maria@example.com' }] },
        groups: ['PopupSubscribe'],
        formType: 'PopupSubscribe',
      },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: first.body.id, isNew: false });
    const flat = await api.call('POST', '/api/subscribe', {
      body: { firstName: 'Петро', channels: [{ type: 'email', value: 'petro@example.com' }], groups: [], formType: 'x' },
    });
    expect(flat.body).toEqual({ id: expect.any(Number), isNew: true });
    expect(flat.body.id).not.toBe(first.body.id);
    const subs = (await api.call('GET', '/api/dev/subscribers')).body;
    expect(subs.find((s: { email: string }) => s.email === 'maria@example.com').groups).toEqual([
      'FooterSubscribe',
      'PopupSubscribe',
    ]);
  });

  test.each([
    [{ firstName: '', email: 'a@b.cd' }, { firstName: ['wrongEmptyName'] }],
    [{ firstName: 'Ann', email: '' }, { email: ['wrongEmptyEmail'] }],
    [{ firstName: 'Ann' }, { email: ['wrongEmptyEmail'] }],
    [{ firstName: 'Ann', email: 'ann@mail' }, { email: ['wrongEmail'] }],
    [{ firstName: 'Ann', email: 'a nn@mail.com' }, { email: ['wrongEmail'] }],
    [{ firstName: 'Ann', email: 'ann.mail.com' }, { email: ['wrongEmail'] }],
  ])('%j -> 422 %j', async (fields, errors) => {
    const res = await api.call('POST', '/api/subscribe', { body: { ...fields, groups: [], formType: 'FooterSubscribe' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  test.each([
    ['ann@fail.test', 'subscribe_error_unavailable'],
    ['ann@busy.test', 'subscribe_error_busy'],
    ['ann@refused.test', 'subscribe_error_rejected'],
  ])('dev switch %s -> 502 %s (the stand-in answers as eSputnik does)', async (email, message) => {
    const res = await api.call('POST', '/api/subscribe', {
      body: { firstName: 'Ann', email, groups: ['FooterSubscribe'], formType: 'FooterSubscribe' },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message });
  });

  test('cart status -> a StatusCart event; bad input -> 422 and nothing sent', async () => {
    const cart = {
      guid: '00000000-0000-4000-8000-000000000001',
      total: 603,
      lines: [{ product_id: 7, name: 'Піца Маргарита', price: 279, count: 2, sum: 558 }],
    };
    const res = await api.call('POST', '/api/marketing/cart-status', { body: cart });
    expect(res.status).toBe(202);
    const bad = await api.call('POST', '/api/marketing/cart-status', { body: { ...cart, guid: '<script>' } });
    expect(bad.status).toBe(422);
    const events = (await api.call('GET', '/api/dev/marketing-events')).body;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventTypeKey: 'StatusCart', keyValue: cart.guid, params: cartStatusEvent(cart).params });
  });

  test("customer -> a CustomerData event from the token's user (no phone); guests 401", async () => {
    expect((await api.call('POST', '/api/marketing/customer')).status).toBe(401);
    const user = api.ctx.db.prepare('SELECT id, name, email, phone FROM users WHERE email IS NOT NULL LIMIT 1').get() as {
      id: number;
      name: string;
      email: string;
      phone: string;
    };
    const token = issueToken(api.ctx.db, user.id, api.clock.now());
    const res = await api.call('POST', '/api/marketing/customer', { token });
    expect(res.status).toBe(202);
    const [event] = (await api.call('GET', '/api/dev/marketing-events')).body;
    expect(event).toMatchObject({ eventTypeKey: 'CustomerData', keyValue: user.email });
    expect(event.params).toEqual([
      { name: 'externalCustomerId', value: String(user.id) },
      { name: 'firstName', value: user.name },
      { name: 'email', value: user.email },
    ]);
    expect(JSON.stringify(event)).not.toContain(user.phone.slice(-7));
    expect(JSON.stringify(event)).not.toContain(token);
  });
});

describe('feed mapping', () => {
  test('StatusCart: GUID, total, UAH, products as one JSON param', () => {
    expect(
      cartStatusEvent({ guid: 'g-1', total: 45, lines: [{ product_id: 40, name: 'Кола', price: 45, count: 1, sum: 45 }] }),
    ).toEqual({
      eventTypeKey: 'StatusCart',
      keyValue: 'g-1',
      params: [
        { name: 'GUID', value: 'g-1' },
        { name: 'Total', value: '45' },
        { name: 'Currency', value: 'UAH' },
        { name: 'Products', value: '[{"productKey":"40","name":"Кола","price":45,"quantity":1,"sum":45}]' },
      ],
    });
  });
  test('CustomerData without an e-mail is keyed by the shop id', () => {
    expect(customerEvent({ id: 5, email: null, name: 'Ігор' })).toEqual({
      eventTypeKey: 'CustomerData',
      keyValue: 'customer-5',
      params: [
        { name: 'externalCustomerId', value: '5' },
        { name: 'firstName', value: 'Ігор' },
      ],
    });
  });
});

describe('in production', () => {
  test('dev routes of the stand-in are absent', async () => {
    const api = await createTestApi(
      { production: true, esputnik: CREDENTIALS },
      { fetch: recordedFetch(ANSWERS.eventAccepted).fetchImpl },
    );
    expect((await api.call('GET', '/api/dev/subscribers')).status).toBe(404);
    expect((await api.call('GET', '/api/dev/marketing-events')).status).toBe(404);
    await api.close();
  });
});
