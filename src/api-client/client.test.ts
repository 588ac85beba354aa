import { createApiClient } from './client';
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
    const result = await client.request('/api/categories', { decode: array(decodeCategory), query: { current: true } });
    expect(result).toEqual({ ok: true, data: [{ id: 1, slug: 'pizza' }] });
    expect(calls[0].url).toBe('http://api.test/api/categories?current=true&lang=russian');
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
    const result = await client.request('/api/slow', { decode: string });
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
    const result = await client.request('/api/secret/generate/new', { method: 'POST', body: {}, decode: string });
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
});
