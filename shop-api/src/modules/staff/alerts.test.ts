import { readConfig } from '../../config';
import { createTestApi, productionEnv } from '../../test-utils';
import { DEV_ORDERS_CHAT_ID, readOrderAlertSettings } from './settings';
import { placeOrder, staffToken } from './test-staff';

jest.setTimeout(60_000);

describe('new-order alerts to the Telegram group', () => {
  test('the stand-in keeps one message per new order (not per change), without phone or address', async () => {
    const api = await createTestApi();
    try {
      const { id, number } = await placeOrder(api);
      const token = await staffToken(api, 'alerts');
      await api.call('POST', `/api/staff/orders/${id}/accept`, { token, body: { version: 0, promised_minutes: 30 } });
      const alerts = (await api.call('GET', '/api/dev/staff/alerts')).body as { chat_id: number; text: string }[];
      expect(alerts).toHaveLength(1);
      expect(alerts[0].chat_id).toBe(DEV_ORDERS_CHAT_ID);
      expect(alerts[0].text).toContain(`№ ${number}`);
      expect(alerts[0].text).not.toMatch(/999|Дерибасівська/);
    } finally {
      await api.close();
    }
  });

  test("with TG_BOT_TOKEN the Bot API's sendMessage goes to TG_ORDERS_CHAT_ID", async () => {
    const calls: { url: string; body: { chat_id: number; text: string } }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ ok: true, result: { message_id: 1 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const api = await createTestApi(
      { orderAlerts: { kind: 'telegram', token: '123:abc', chatId: -1001234567890 } },
      { fetch: fakeFetch },
    );
    try {
      const { number } = await placeOrder(api);
      await new Promise((r) => setTimeout(r, 10));
      const sent = calls.filter((c) => c.url.includes('/sendMessage'));
      expect(sent).toHaveLength(1);
      expect(sent[0].url).toBe('https://api.telegram.org/bot123:abc/sendMessage');
      expect(sent[0].body.chat_id).toBe(-1001234567890);
      expect(sent[0].body.text).toContain(`№ ${number}`);
    } finally {
      await api.close();
    }
  });

  test('settings: production needs the chat id and the bot token, or an explicit off', () => {
    expect(() => readOrderAlertSettings({}, true)).toThrow(/^TG_ORDERS_CHAT_ID is not set/);
    expect(() => readOrderAlertSettings({ TG_ORDERS_CHAT_ID: '-100' }, true)).toThrow(/^TG_BOT_TOKEN is not set/);
    expect(() => readOrderAlertSettings({ TG_ORDERS_CHAT_ID: 'group' }, false)).toThrow(/must be a Telegram chat id/);
    expect(readOrderAlertSettings({ TG_ORDERS_CHAT_ID: 'off' }, true)).toEqual({ kind: 'off' });
    expect(readOrderAlertSettings({ TG_ORDERS_CHAT_ID: '-100', TG_BOT_TOKEN: 't' }, true)).toEqual({
      kind: 'telegram',
      token: 't',
      chatId: -100,
    });
    expect(readOrderAlertSettings({}, false)).toEqual({ kind: 'standin', chatId: DEV_ORDERS_CHAT_ID });
  });
});

test('the demo status clock is off under NODE_ENV=production', () => {
  const env = productionEnv({ SHOP_API_STATUS_STEP_MS: '1000' });
  expect(readConfig(env).statusStepMs).toBe(0);
  expect(readConfig({ ...env, NODE_ENV: 'development' }).statusStepMs).toBe(1000);
});
