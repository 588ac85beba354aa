import { createApiClient, fillPath } from './client';
import { array, number, object, string } from './decode';

type FetchArgs = Parameters<typeof fetch>;

function clientWith(respond: (url: string, init: RequestInit) => Promise<Response>, token: string | null = null) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getLang: () => 'russian',
    getToken: () => token,
    timeoutMs: 50,
    onUnauthorized,
    fetchImpl: ((url: FetchArgs[0], init: FetchArgs[1]) => {
      calls.push({ url: String(url), init: init ?? {} });
      return respond(String(url), init ?? {});
    }) as typeof fetch,
  });
  return { client, calls, onUnauthorized };
}

// jsdom has no fetch Response; the client only reads ok, status and text().
const response = (status: number, text: string) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => text } as Response);
const json = (status: number, body: unknown) => response(status, JSON.stringify(body));
const decodeCategory = object({ id: number, slug: string });

describe('api client', () => {
  it('adds ?lang= and the bearer header, and decodes the answer', async () => {
    const { client, calls } = clientWith(() => json(200, [{ id: 1, slug: 'pizza', extra: true }]), 'tok');
    const result = await client.request('/api/streets', { decode: array(decodeCategory), query: { q: 'main' } });
    expect(result).toEqual({ ok: true, data: [{ id: 1, slug: 'pizza' }] });
    expect(calls[0].url).toBe('http://api.test/api/streets?q=main&lang=russian');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it.each([
    ['server error', () => json(500, { message: 'boom' }), { kind: 'http', status: 500, message: 'api_server_error' }],
    [
      'validation',
      () => json(422, { message: 'invalid', errors: { phone: ['validation_required'] } }),
      { kind: 'validation', status: 422, message: 'invalid', fields: { phone: ['validation_required'] } },
    ],
    ['bad json', () => response(200, '<html>'), { kind: 'invalid-response', status: 200, message: 'api_invalid_response' }],
    ['wrong shape', () => json(200, [{ id: 'x' }]), { kind: 'invalid-response', status: 200, message: 'api_invalid_response' }],
    ['network', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'network', message: 'api_network' }],
    [
      // The connection dropped after the headers: the body never arrived.
      'body cut off',
      () =>
        Promise.resolve({
          ok: true,
          status: 200,
          text: () => Promise.reject(new DOMException('aborted', 'AbortError')),
        } as Response),
      { kind: 'network', message: 'api_network' },
    ],
  ])('returns %s as a value', async (_, respond, expected) => {
    const { client } = clientWith(respond as never);
    const result = await client.request('/api/categories', { decode: array(decodeCategory) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject(expected);
  });

  it('times out', async () => {
    const { client } = clientWith(
      (_, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const result = await client.request('/api/categories', { decode: string });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', message: 'api_timeout' } });
  });

  it('reports 401 with a token so the session can be dropped', async () => {
    const { client, onUnauthorized } = clientWith(() => json(401, { message: 'Unauthenticated.' }), 'old');
    const result = await client.request('/api/auth/me', { method: 'POST', decode: string });
    expect(result.ok).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 429 (an abuse limit) is an http error with its key and keeps the session', async () => {
    const { client, onUnauthorized } = clientWith(() => json(429, { message: 'too_many_requests' }), 'tok');
    const result = await client.request('/api/secret/generate/new', {
      method: 'POST',
      body: { phone: '+380931234567' },
      decode: string,
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'too_many_requests', body: { message: 'too_many_requests' } },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a JSON body as JSON and FormData as multipart (no JSON content type, the body untouched)', async () => {
    const { client, calls } = clientWith(() => json(200, 'ok'), 'tok');
    await client.request('/api/profile', { method: 'PUT', body: { name: 'Олена' }, decode: string });
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"name":"Олена"}');

    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.request('/api/profile/avatar', { method: 'POST', body: form, decode: string });
    expect((calls[1].init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect((calls[1].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(calls[1].init.body).toBe(form);
  });

  it('without a decoder the answer is passed on as the schema types it', async () => {
    const { client } = clientWith(() => json(200, true));
    const result = await client.request('/api/check-is-working-time', {});
    const working: boolean | null = result.ok ? result.data : null;
    expect(working).toBe(true);
  });

  it('fills path params URI-encoded', async () => {
    const { client, calls } = clientWith(() => json(200, { status: 'waiting' }));
    await client.request('/api/tg-bot/status/{botToken}', { params: { botToken: 'a/b c?d' }, decode: (raw) => raw });
    await client.request('/api/orders/{id}/payment', { params: { id: 42 }, decode: (raw) => raw });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/api/tg-bot/status/a%2Fb%20c%3Fd?lang=russian',
      'http://api.test/api/orders/42/payment?lang=russian',
    ]);
  });

  it("sends an order's secret as ?secret= (its apiKey scheme), and nothing when there is none", async () => {
    const { client, calls } = clientWith(() => json(200, 'New'));
    await client.request('/api/orders/check-status-by-id/{id}', { params: { id: 7 }, orderSecret: 'k'.repeat(43) });
    await client.request('/api/orders/check-status-by-id/{id}', { params: { id: 7 }, orderSecret: null });
    expect(calls.map((c) => c.url)).toEqual([
      `http://api.test/api/orders/check-status-by-id/7?secret=${'k'.repeat(43)}&lang=russian`,
      'http://api.test/api/orders/check-status-by-id/7?lang=russian',
    ]);
  });
});

describe('fillPath', () => {
  it.each([
    ['/api/orders/{id}/repeat', { id: 7 }, '/api/orders/7/repeat'],
    ['/api/sociallogin/{provider}', { provider: 'google' }, '/api/sociallogin/google'],
    [
      '/api/products/{idOrSlug}',
      { idOrSlug: 'піца маргарита' },
      '/api/products/%D0%BF%D1%96%D1%86%D0%B0%20%D0%BC%D0%B0%D1%80%D0%B3%D0%B0%D1%80%D0%B8%D1%82%D0%B0',
    ],
    ['/api/tg-bot/status/{botToken}', { botToken: '../../x' }, '/api/tg-bot/status/..%2F..%2Fx'],
    ['/api/categories', {}, '/api/categories'],
  ])('%s with %j -> %s', (template, params, expected) => {
    expect(fillPath(template, params)).toBe(expected);
  });

  it.each([
    ['/api/orders/{id}', {}],
    ['/api/orders/{id}', { id: '' }],
    ['/api/orders/{id}', { other: 1 }],
    ['/api/profile/addresses/{id}/main', undefined],
  ])('%s with %j is missing a param -> null', (template, params) => {
    expect(fillPath(template, params)).toBeNull();
  });

  it('a missing param is an invalid-request error value, and nothing is sent', async () => {
    const { client, calls } = clientWith(() => json(200, {}));
    // The types forbid this call; a caller in plain JS (or a widened value) still gets a value, not a throw.
    const params = JSON.parse('{}') as { id: number };
    const result = await client.request('/api/orders/{id}', { params, decode: (raw) => raw });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-request', message: 'api_invalid_request' } });
    expect(calls).toHaveLength(0);
  });
});
