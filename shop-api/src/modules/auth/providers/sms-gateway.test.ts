import { createTestApi } from '../../../test-utils';
import { createStandInSmsGateway, createTurboSmsGateway, readTurboSmsAnswer, TURBOSMS_SEND_URL } from './sms-gateway';
import { message, messageLang } from './messages';
import { readAuthProviderSettings } from './settings';

/** TurboSMS answers as recorded from its HTTP API documentation (message/send.json). */
const ok = (code: number, status: string) => ({
  response_code: code,
  response_status: status,
  response_result: [
    { phone: '380501112233', response_code: code, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: status },
  ],
});

describe('TurboSMS answers', () => {
  test.each([
    ['OK (0)', ok(0, 'OK'), { ok: true, messageId: 'f83f8868-5e46-c6cf-e4fb-615e5a293754' }],
    ['accepted (800)', ok(800, 'SUCCESS_MESSAGE_ACCEPTED'), { ok: true, messageId: 'f83f8868-5e46-c6cf-e4fb-615e5a293754' }],
    ['sent (801)', ok(801, 'SUCCESS_MESSAGE_SENT'), { ok: true, messageId: 'f83f8868-5e46-c6cf-e4fb-615e5a293754' }],
    ['queued (802)', ok(802, 'SUCCESS_MESSAGE_QUEUED'), { ok: true, messageId: 'f83f8868-5e46-c6cf-e4fb-615e5a293754' }],
    [
      'no token (103)',
      { response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null },
      { ok: false, reason: 'REQUIRED_TOKEN' },
    ],
    [
      'bad token (104)',
      { response_code: 104, response_status: 'INVALID_TOKEN', response_result: null },
      { ok: false, reason: 'INVALID_TOKEN' },
    ],
    [
      'bad sender (105)',
      { response_code: 105, response_status: 'INVALID_SENDER', response_result: null },
      { ok: false, reason: 'INVALID_SENDER' },
    ],
    [
      'no money (202)',
      { response_code: 202, response_status: 'NOT_ENOUGH_MONEY', response_result: null },
      { ok: false, reason: 'NOT_ENOUGH_MONEY' },
    ],
    [
      'request ok, recipient refused (406)',
      {
        response_code: 0,
        response_status: 'OK',
        response_result: [
          { phone: '380501112233', response_code: 406, message_id: null, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' },
        ],
      },
      { ok: false, reason: 'NOT_ALLOWED_RECIPIENT_COUNTRY' },
    ],
    ['empty result', { response_code: 0, response_status: 'OK', response_result: [] }, { ok: false, reason: 'invalid_response' }],
    ['not an object', 'OK', { ok: false, reason: 'invalid_response' }],
    ['no code', { response_status: 'OK' }, { ok: false, reason: 'OK' }],
  ])('%s', (_name, body, expected) => {
    expect(readTurboSmsAnswer(body)).toEqual(expected);
  });
});

describe('TurboSMS adapter', () => {
  test('sends one POST with the bearer token, the number without +, the sender and the text', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(ok(0, 'OK')), { status: 200 }));
    const gw = createTurboSmsGateway({ token: 'tok-123', sender: 'Restoran', fetch: fetchMock as unknown as typeof fetch });
    await expect(gw.send('+380501112233', 'Код: 1234')).resolves.toEqual({ ok: true, messageId: expect.any(String) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TURBOSMS_SEND_URL);
    expect(url).toBe('https://api.turbosms.ua/message/send.json');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(JSON.parse(init.body as string)).toEqual({
      recipients: ['380501112233'],
      sms: { sender: 'Restoran', text: 'Код: 1234' },
    });
  });

  test.each([
    ['network down', async () => Promise.reject(new TypeError('fetch failed')), 'network'],
    ['HTML error page', async () => new Response('<html>502</html>', { status: 502 }), 'http_502'],
    [
      'an error answer',
      async () => new Response(JSON.stringify({ response_code: 104, response_status: 'INVALID_TOKEN' })),
      'INVALID_TOKEN',
    ],
  ])('%s -> not sent, one call only', async (_name, impl, reason) => {
    const fetchMock = jest.fn(impl);
    const gw = createTurboSmsGateway({ token: 't', sender: 's', fetch: fetchMock as unknown as typeof fetch });
    await expect(gw.send('+380501112233', 'x')).resolves.toEqual({ ok: false, reason });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('the stand-in records the message and accepts it as TurboSMS does', async () => {
    const gw = createStandInSmsGateway();
    await expect(gw.send('+380501112233', 'hi')).resolves.toEqual({ ok: true, messageId: 'standin-1' });
    expect(gw.sent).toEqual([{ phone: '+380501112233', text: 'hi' }]);
  });
});

describe('SMS text in the customer language', () => {
  test.each([
    ['ukrainian', 'Код для входу: 0042. Нікому його не повідомляйте.'],
    [undefined, 'Код для входу: 0042. Нікому його не повідомляйте.'],
    ['russian', 'Код для входа: 0042. Никому его не сообщайте.'],
  ])('lang=%s', (lang, text) => {
    expect(message('sms_code', messageLang(lang), { code: '0042' })).toBe(text);
  });
});

describe('secret/generate/new through TurboSMS', () => {
  const turbo = { kind: 'turbosms' as const, token: 'tok', sender: 'Shop' };
  const devSettings = readAuthProviderSettings({}, false);

  test('the SMS goes out in the request language; the code in it logs in', async () => {
    const bodies: { recipients: string[]; sms: { text: string } }[] = [];
    const api = await createTestApi(
      { auth: { ...devSettings, sms: turbo } },
      {
        fetch: (async (_url: string, init: RequestInit) => {
          bodies.push(JSON.parse(init.body as string));
          return new Response(JSON.stringify(ok(800, 'SUCCESS_MESSAGE_ACCEPTED')));
        }) as unknown as typeof fetch,
      },
    );
    const res = await api.call('POST', '/api/secret/generate/new?lang=russian', { body: { phone: '+380501112233' } });
    expect(res.status).toBe(200);
    expect(bodies).toHaveLength(1);
    expect(bodies[0].recipients).toEqual(['380501112233']);
    const code = /Код для входа: (\d{4})\./.exec(bodies[0].sms.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const login = await api.call('POST', '/api/auth/login', { body: { phone: '+380501112233', id: res.body.id, code } });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toEqual(expect.any(String));
    // A real gateway: the code is not kept for the dev inbox.
    expect((await api.call('GET', '/api/dev/sms?phone=%2B380501112233')).status).toBe(404);
    await api.close();
  });

  test('a gateway failure: translated error, no code kept or counted, no second SMS', async () => {
    let calls = 0;
    let answer: unknown = { response_code: 202, response_status: 'NOT_ENOUGH_MONEY', response_result: null };
    const api = await createTestApi(
      { auth: { ...devSettings, sms: turbo } },
      {
        fetch: (async () => {
          calls++;
          return new Response(JSON.stringify(answer));
        }) as unknown as typeof fetch,
      },
    );
    const phone = '+380671234567';
    const failed = await api.call('POST', '/api/secret/generate/new', { body: { phone } });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'sms_send_failed' });
    expect(calls).toBe(1);
    expect((api.ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_secrets WHERE phone = ?').get(phone) as { n: number }).n).toBe(0);
    // The customer may ask again at once (no 30 s pause for an SMS that never went out).
    answer = ok(0, 'OK');
    const again = await api.call('POST', '/api/secret/generate/new', { body: { phone } });
    expect(again.status).toBe(200);
    expect(calls).toBe(2);
    await api.close();
  });
});
