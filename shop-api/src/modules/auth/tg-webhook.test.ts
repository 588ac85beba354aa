import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_USERS } from './seed';
import { DEV_TG_WEBHOOK_SECRET, readAuthProviderSettings } from './providers/settings';
import { TG_TOKEN_TTL_MS } from './tg-bot';
import { insertUser } from './accounts';
import type { TgOutgoing } from './providers/tg-bot-api';

const ANDRIY = DEMO_USERS.bonus.phone; // +380671234567
const MARIA = DEMO_USERS.email.phone; // +380931234567, never logged in

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
/** Telegram Update objects as the Bot API sends them (private chat: chat.id = from.id). */
function update(userId: number, message: Record<string, unknown>, from: Record<string, unknown> = {}) {
  return {
    update_id: 100000 + ++seq,
    message: {
      message_id: seq,
      date: 1763460000,
      from: { id: userId, is_bot: false, first_name: 'Андрій', language_code: 'uk', ...from },
      chat: { id: userId, type: 'private', first_name: 'Андрій' },
      ...message,
    },
  };
}
/** The bot link's start code of each login (issue 43: not the polling token), by polling token. */
const startCodes = new Map<string, string>();
/** `/start` with the link of the login polled with `token` (an unknown token is sent as it is). */
const start = (userId: number, token: string, from = {}) =>
  update(userId, { text: `/start ${startCodes.get(token) ?? token}` }, from);
const contact = (userId: number, phone: string, contactUserId: number | undefined = userId) =>
  update(userId, {
    contact: { phone_number: phone, first_name: 'Андрій', ...(contactUserId ? { user_id: contactUserId } : {}) },
  });

const hook = (body: unknown, secret: string | null = DEV_TG_WEBHOOK_SECRET) =>
  api.call('POST', '/api/tg-bot/webhook', {
    body,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });
async function newToken() {
  const { token, start: code } = (await api.call('POST', '/api/tg-bot/token', { body: { goal: 'authorize' } })).body as {
    token: string;
    start: string;
  };
  startCodes.set(token, code);
  return token;
}
const status = async (token: string) => (await api.call('GET', `/api/tg-bot/status/${token}`)).body;
const outbox = async (chatId: number) => (await api.call('GET', `/api/dev/tg-bot/outbox?chat_id=${chatId}`)).body as TgOutgoing[];
let tgUser = 5000;

describe('Telegram webhook secret', () => {
  test.each([
    ['no header', null, 401],
    ['wrong secret', 'guess', 403],
    ['empty secret', '', 403],
    ['secret with a suffix', `${DEV_TG_WEBHOOK_SECRET}x`, 403],
  ])('%s -> %i and nothing changes', async (_name, secret, code) => {
    const token = await newToken();
    const user = ++tgUser;
    expect((await hook(start(user, token), secret)).status).toBe(code);
    expect((await hook(contact(user, ANDRIY), secret)).status).toBe(code);
    expect(await status(token)).toEqual({ status: 'waiting' });
    expect(await outbox(user)).toEqual([]);
  });
});

describe('Telegram bot sign-in', () => {
  test('/start <token> asks for the phone with a request_contact button; the own contact signs in', async () => {
    const token = await newToken();
    const user = ++tgUser;
    expect((await hook(start(user, token))).status).toBe(200);
    expect(await outbox(user)).toEqual([
      {
        chat_id: user,
        text: expect.stringMatching(
          /^Запит на вхід на сайт: .+, о \d\d:\d\d за Києвом\. Якщо це ви зараз на цьому пристрої, поділіться номером кнопкою нижче\./,
        ),
        reply_markup: {
          keyboard: [[{ text: 'Поділитися номером', request_contact: true }]],
          one_time_keyboard: true,
          resize_keyboard: true,
        },
      },
    ]);
    expect(await status(token)).toEqual({ status: 'waiting' });
    // Telegram sends the number without '+'.
    expect((await hook(contact(user, MARIA.slice(1)))).status).toBe(200);
    const done = await status(token);
    expect(done).toEqual({ status: 'success', token: expect.any(String) });
    const me = await api.call('POST', '/api/auth/me', { token: done.token });
    expect(me.body).toMatchObject({ phone: MARIA, bonus: 50 });
    expect((await outbox(user)).at(-1)).toEqual({
      chat_id: user,
      text: 'Готово! Поверніться на сайт: ви увійшли.',
      reply_markup: { remove_keyboard: true },
    });
    // A second contact for the finished login changes nothing; the token was handed over once.
    await hook(contact(user, MARIA));
    expect(await status(token)).toEqual({ status: 'error', error: 'token_old' });
    expect((await api.call('POST', '/api/auth/me', { token: done.token })).status).toBe(200);
  });

  test('a Russian-speaking Telegram user gets Russian messages', async () => {
    const token = await newToken();
    const user = ++tgUser;
    await hook(start(user, token, { language_code: 'ru' }));
    expect((await outbox(user))[0].text).toMatch(
      /^Запрос на вход на сайт: .+, в \d\d:\d\d по Киеву\. Если это вы сейчас на этом устройстве, поделитесь номером кнопкой ниже\./,
    );
  });

  test("someone else's bot link: the bot shows which device started the login and when; the link alone gets no session", async () => {
    // A login started in another person's browser (Firefox on Windows) at 12:00 Kyiv time, its link passed on.
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0';
    const started = await api.call('POST', '/api/tg-bot/token', {
      body: { goal: 'authorize' },
      headers: { 'user-agent': firefox },
    });
    const { token, start: code } = started.body as { token: string; start: string };
    const kyivTime = new Intl.DateTimeFormat('uk-UA', {
      timeZone: 'Europe/Kyiv',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(api.clock.now());
    const user = ++tgUser;
    await hook(update(user, { text: `/start ${code}` }));
    expect((await outbox(user))[0].text).toContain(`Запит на вхід на сайт: Firefox, Windows, о ${kyivTime} за Києвом.`);
    expect((await outbox(user))[0].text).toContain('Якщо ні, нічого не надсилайте');
    // Whoever holds only the link (its start code) polls nothing, before or after the confirmation.
    expect(await status(code)).toEqual({ status: 'error', error: 'token_old' });
    // The link's receiver has an account of their own (not linked to Telegram yet) and shares its number.
    const phone = '+380661112299';
    insertUser(api.ctx.db, { name: 'Одержувач Посилання', email: null, phone, passwordHash: 'unused' }, api.clock.now());
    await hook(contact(user, phone.slice(1)));
    expect(await status(code)).toEqual({ status: 'error', error: 'token_old' });
    // The session goes to the browser that started the login, once.
    expect(await status(token)).toEqual({ status: 'success', token: expect.any(String) });
    expect(await status(token)).toEqual({ status: 'error', error: 'token_old' });
  });

  test('the same Telegram account signs in again with its linked number', async () => {
    const user = ++tgUser;
    for (let i = 0; i < 2; i++) {
      const token = await newToken();
      await hook(start(user, token));
      await hook(contact(user, ANDRIY));
      expect((await status(token)).status).toBe('success');
    }
  });

  type Case = [string, (user: number, token: string) => Promise<void>, string, string];
  test.each<Case>([
    [
      'token_old: /start with an unknown token',
      async (user) => {
        await hook(start(user, 'f'.repeat(32)));
      },
      'token_old',
      'Посилання для входу застаріло. Почніть вхід на сайті ще раз.',
    ],
    [
      'token_old: the contact after 50 s',
      async (user, token) => {
        await hook(start(user, token));
        api.clock.advance(TG_TOKEN_TTL_MS + 1000);
        await hook(contact(user, ANDRIY));
      },
      'token_old',
      'Посилання для входу застаріло. Почніть вхід на сайті ще раз.',
    ],
    [
      'phone_mismatch: someone else’s contact',
      async (user, token) => {
        await hook(start(user, token));
        await hook(contact(user, ANDRIY, 777));
      },
      'phone_mismatch',
      'Поділіться власним номером (кнопкою нижче), а не чужим контактом.',
    ],
    [
      'phone_mismatch: a contact without user_id (typed by hand)',
      async (user, token) => {
        await hook(start(user, token));
        await hook(contact(user, ANDRIY, 0));
      },
      'phone_mismatch',
      'Поділіться власним номером (кнопкою нижче), а не чужим контактом.',
    ],
    [
      'phone_missing: not a Ukrainian number',
      async (user, token) => {
        await hook(start(user, token));
        await hook(contact(user, '48601234567'));
      },
      'phone_missing',
      'У контакті немає номера телефону України. Спробуйте ще раз.',
    ],
    [
      'account_not_found',
      async (user, token) => {
        await hook(start(user, token));
        await hook(contact(user, '+380991112299'));
      },
      'account_not_found',
      'Акаунт з цим номером не знайдено. Зареєструйтеся на сайті.',
    ],
    [
      'other_number: this Telegram account is linked to another number',
      async (user, token) => {
        const first = await newToken();
        await hook(start(user, first));
        await hook(contact(user, DEMO_USERS.birthday.phone));
        expect((await status(first)).status).toBe('success');
        await hook(start(user, token));
        await hook(contact(user, MARIA));
      },
      'other_number',
      'Цей Telegram уже привʼязаний до іншого номера.',
    ],
    [
      'cannot_authorise: the number is linked to another Telegram account',
      async (user, token) => {
        // ANDRIY was linked to another Telegram account by the test above.
        await hook(start(user, token));
        await hook(contact(user, ANDRIY));
      },
      'cannot_authorise',
      'Не вдалося авторизуватися. Спробуйте інший спосіб входу на сайті.',
    ],
  ])('%s', async (_name, act, error, text) => {
    const token = await newToken();
    const user = ++tgUser;
    await act(user, token);
    const s = await status(token);
    if (!_name.includes('unknown token')) expect(s).toEqual({ status: 'error', error });
    expect((await outbox(user)).at(-1)).toMatchObject({ chat_id: user, text });
  });

  test.each([
    ['a contact with no login waiting', (u: number) => contact(u, ANDRIY)],
    ['/start without a token', (u: number) => update(u, { text: '/start' })],
    ['plain text', (u: number) => update(u, { text: 'привіт' })],
  ])('%s: the bot points to the site', async (_name, make) => {
    const user = ++tgUser;
    expect((await hook(make(user))).status).toBe(200);
    expect((await outbox(user)).at(-1)?.text).toBe('Щоб увійти, натисніть «Увійти через Telegram» на сайті.');
  });

  test.each([
    [
      'a group chat',
      { ...update(1, { text: '/start x' }), message: { ...update(1, {}).message, chat: { id: -5, type: 'group' } } },
    ],
    ['an edited message', { update_id: 9, edited_message: { text: '/start x' } }],
    ['a callback query', { update_id: 10, callback_query: { id: '1' } }],
  ])('%s is ignored with 200 (Telegram must not resend it)', async (_name, body) => {
    const before = (await api.call('GET', '/api/dev/tg-bot/outbox')).body.length;
    expect((await hook(body)).status).toBe(200);
    expect((await api.call('GET', '/api/dev/tg-bot/outbox')).body.length).toBe(before);
  });

  test('a body that is no Update -> 422', async () => {
    expect((await hook({ hello: 1 })).status).toBe(422);
  });
});

describe('Telegram switched off', () => {
  test('no webhook, and a bot token is refused with 503 tg_bot_off', async () => {
    const off = await createTestApi({ auth: { ...readAuthProviderSettings({}, false), telegram: { kind: 'off' } } });
    const res = await off.call('POST', '/api/tg-bot/webhook', {
      body: start(1, 'x'),
      headers: { 'x-telegram-bot-api-secret-token': DEV_TG_WEBHOOK_SECRET },
    });
    expect(res.status).toBe(404);
    expect(await off.call('POST', '/api/tg-bot/token', { body: { goal: 'authorize' } })).toEqual({
      status: 503,
      body: { message: 'tg_bot_off' },
    });
    await off.close();
  });

  test('the real bot: t.me link and sendMessage through the Bot API', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const live = await createTestApi(
      {
        auth: {
          ...readAuthProviderSettings({}, false),
          telegram: { kind: 'telegram', token: '123:ABC', webhookSecret: 'live_secret', botName: 'shop_bot' },
        },
      },
      {
        fetch: (async (url: string, init: RequestInit) => {
          calls.push({ url, body: JSON.parse(init.body as string) });
          return new Response(JSON.stringify({ ok: true, result: { message_id: 1 } }));
        }) as unknown as typeof fetch,
      },
    );
    const { token, start: code, link } = (await live.call('POST', '/api/tg-bot/token', { body: { goal: 'authorize' } })).body;
    // The link carries the start code, never the token the browser polls with.
    expect(link).toBe(`https://t.me/shop_bot?start=${code}`);
    expect(code).not.toBe(token);
    const res = await live.call('POST', '/api/tg-bot/webhook', {
      body: start(42, code),
      headers: { 'x-telegram-bot-api-secret-token': 'live_secret' },
    });
    expect(res.status).toBe(200);
    expect(calls).toEqual([
      {
        url: 'https://api.telegram.org/bot123:ABC/sendMessage',
        body: expect.objectContaining({ chat_id: 42, reply_markup: expect.objectContaining({ keyboard: expect.any(Array) }) }),
      },
    ]);
    // The dev secret means nothing to the real bot.
    const forged = await live.call('POST', '/api/tg-bot/webhook', {
      body: contact(42, ANDRIY),
      headers: { 'x-telegram-bot-api-secret-token': DEV_TG_WEBHOOK_SECRET },
    });
    expect(forged.status).toBe(403);
    await live.close();
  });
});
