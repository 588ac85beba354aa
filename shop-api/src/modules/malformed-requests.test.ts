import { createTestApi, type TestApi } from '../test-utils';

/**
 * Malformed bodies on the forms' routes and the security headers of /api answers (issue 28):
 * every one a 4xx with a message key, never a 500; nothing stored afterwards.
 */
jest.setTimeout(120_000);

let api: TestApi;
/** A seeded demo customer's token (Олена), for the headers of answers to a signed-in customer. */
let victim: string;
beforeAll(async () => {
  api = await createTestApi();
  const res = await api.call('POST', '/api/auth/login', { body: { phone: '+380501112233', password: 'demo1234' } });
  expect(res.status).toBe(200);
  victim = res.body.access_token as string;
});
afterAll(() => api.close());

// ---- malformed bodies (issue 28) -----------------------------------------------------------------
describe('every malformed body is a 4xx with a message key, never a 500', () => {
  const b = 'ShopBoundary';
  const part = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const multipartType = { 'content-type': `multipart/form-data; boundary=${b}` };
  const fields = part('name', 'Олена') + part('phone', '+380501112233') + part('email', 'o@example.com') + part('message', 'Hi');
  const CASES: [string, Record<string, string>, string | Buffer, number, string][] = [
    ['multipart cut off inside the file', multipartType, `${fields}${filePart}%PDF-1.4 half a fi`, 400, 'invalid_multipart'],
    ['multipart cut off inside a part header', multipartType, `${fields}--${b}\r\nContent-Disposit`, 400, 'invalid_multipart'],
    [
      'multipart without a boundary',
      { 'content-type': 'multipart/form-data' },
      `${fields}--${b}--\r\n`,
      400,
      'invalid_multipart',
    ],
    ['multipart whose body is not multipart', multipartType, 'just some text', 400, 'invalid_multipart'],
    [
      'an oversized file (6 MiB)',
      multipartType,
      Buffer.concat([
        Buffer.from(fields + filePart + '%PDF-1.4 '),
        Buffer.alloc(6 * 1024 * 1024, 65),
        Buffer.from(`\r\n--${b}--\r\n`),
      ]),
      422,
      'The given data was invalid.',
    ],
    ['a wrong content type', { 'content-type': 'application/xml' }, '<cv/>', 415, 'unsupported_media_type'],
    [
      'JSON above 256 KiB',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'x'.repeat(300_000) }),
      413,
      'payload_too_large',
    ],
    [
      'deeply nested JSON arrays',
      { 'content-type': 'application/json' },
      '['.repeat(50_000) + ']'.repeat(50_000),
      422,
      'The given data was invalid.',
    ],
    [
      'deeply nested JSON objects',
      { 'content-type': 'application/json' },
      '{"name":'.repeat(5_000) + '1' + '}'.repeat(5_000),
      422,
      'The given data was invalid.',
    ],
    ['JSON cut off', { 'content-type': 'application/json' }, '{"name": "Оле', 400, 'invalid_json'],
  ];
  test.each(['/api/forms/cv', '/api/forms/director'].flatMap((url) => CASES.map((c) => [url, ...c] as const)))(
    '%s: %s -> %i',
    async (url, _what, headers, payload, status, message) => {
      const res = await api.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  test('the server still answers and stored nothing', async () => {
    expect((await api.call('GET', '/api/dev/forms')).body).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Олена', message: 'Hi' })]),
    );
    expect((await api.call('GET', '/api/categories')).status).toBe(200);
  });
});

// ---- security headers (issue 28) -------------------------------------------------------------------
describe('security headers on /api answers', () => {
  test.each([
    ['GET', '/api/categories', false],
    ['GET', '/api/products/999999', false],
    ['POST', '/api/auth/login', false],
    ['GET', '/api/auth/me', true],
    ['GET', '/api/profile/orders', true],
  ] as const)('%s %s', async (method, url, withToken) => {
    const res = await api.app.inject({
      method,
      url,
      headers: withToken ? { authorization: `Bearer ${victim}` } : {},
      payload: method === 'POST' ? { phone: '+380501112233', password: 'demo1234' } : undefined,
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
  test('images keep their long cache (no token involved)', async () => {
    const products = (await api.call('GET', '/api/products')).body as { main_image: { url: string } | null }[];
    const url = products.find((p) => p.main_image)!.main_image!.url;
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
