import { messageEventOf, recipientsOf, retryAt, stillDue, MAX_ATTEMPTS, type Reach } from './rules';
import { statusMessage } from './texts';

test.each([
  ['New', false, null],
  ['In progress', false, 'accepted'],
  ['In progress', true, 'accepted'],
  ['On the way', false, 'on_the_way'],
  ['On the way', true, 'ready'],
  ['Delivered', false, 'delivered'],
  ['Delivered', true, null],
  ['Cancelled', true, 'cancelled'],
] as const)('status %s (pickup %s) calls for %s', (status, pickup, event) => {
  expect(messageEventOf(status, pickup)).toBe(event);
});

const reach = (over: Partial<Reach> = {}): Reach => ({
  chatId: '501',
  phone: '+380671234567',
  pushEndpoints: ['https://push.example/a', 'https://push.example/b'],
  prefs: { bot: true, sms: true, push: true },
  available: { bot: true, sms: true, push: true },
  ...over,
});

test.each([
  ['bot and both browsers; no paid SMS', reach(), ['bot:501', 'push:https://push.example/a', 'push:https://push.example/b']],
  [
    'bot switched off by the customer',
    reach({ prefs: { bot: false, sms: true, push: true } }),
    ['push:https://push.example/a', 'push:https://push.example/b'],
  ],
  ['no bot chat, no browser: SMS', reach({ chatId: null, pushEndpoints: [] }), ['sms:+380671234567']],
  ['bot and push off: SMS', reach({ prefs: { bot: false, sms: true, push: false } }), ['sms:+380671234567']],
  ['everything off', reach({ prefs: { bot: false, sms: false, push: false } }), []],
  [
    'SMS not run by the restaurant',
    reach({ chatId: null, pushEndpoints: [], available: { bot: true, sms: false, push: true } }),
    [],
  ],
  ['no VAPID keys: the bot only', reach({ available: { bot: true, sms: true, push: false } }), ['bot:501']],
])('%s', (_, r, expected) => {
  expect(recipientsOf(r).map((x) => `${x.channel}:${x.recipient}`)).toEqual(expected);
});

test('a failed message is tried again after growing waits, then given up', () => {
  const now = new Date('2026-11-18T10:00:00.000Z');
  const waits = Array.from({ length: MAX_ATTEMPTS }, (_, i) => retryAt(i + 1, now)?.getTime() ?? null).map((t) =>
    t === null ? null : (t - now.getTime()) / 1000,
  );
  expect(waits).toEqual([30, 60, 120, 300, 600, null]);
});

test.each([
  ['accepted', 'In progress', false, true],
  ['accepted', 'New', false, false], // undone
  ['accepted', 'On the way', false, false], // overtaken: the next message says more
  ['ready', 'On the way', true, true],
  ['cancelled', 'Cancelled', false, true],
] as const)('a queued %s message with the order %s (pickup %s) still goes: %s', (event, status, pickup, due) => {
  expect(stillDue(event, status, pickup)).toBe(due);
});

test('the texts in both languages carry the number, the Kyiv time and the reason', () => {
  const order = { number: 10007, promised_at: '2026-11-18T10:40:00.000Z', cancel_reason: 'Немає курʼєрів.' };
  expect(statusMessage('accepted', 'uk', order)).toBe('Замовлення № 10007 прийнято. Чекайте його о 12:40.');
  expect(statusMessage('accepted', 'ru', order)).toBe('Заказ № 10007 принят. Ждите его в 12:40.');
  expect(statusMessage('cancelled', 'uk', order)).toBe('Замовлення № 10007 скасовано. Причина: Немає курʼєрів.');
  expect(statusMessage('ready', 'ru', order)).toBe('Заказ № 10007 готов: ждём вас.');
});
