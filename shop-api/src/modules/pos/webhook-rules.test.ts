import { checkPosterWebhook, inOrder, posterSignature, staleOrderKey, webhookTask, type PosterWebhook } from './webhook-rules';

// Expected values computed outside the code: `echo -n 'api-demo;transaction;1;added;1518794257;fe2b...' | md5sum`.
test("Poster's signature: md5 of the fields joined by ';', data included when sent", () => {
  expect(
    posterSignature(
      { account: 'api-demo', object: 'transaction', object_id: 1, action: 'added', time: '1518794257' },
      'fe2bc8e865d8fc2236968ee53c3b2bd5',
    ),
  ).toBe('ba193c47db34623ff442c9967e0cfc7e');
  const data = '{"type":4,"element_id":5,"storage_id":1,"value_relative":-3,"value_absolute":0}';
  expect(
    posterSignature(
      { account: 'mykava6', object: 'stock', object_id: '16776', action: 'changed', data, time: '1688722229' },
      's3cret',
    ),
  ).toBe('5deb85cd16b333dcf9b05f4789817c2d');
});

const secret = { appSecret: 's3cret', account: 'mykava6' };
const now = new Date(1688722229 * 1000 + 60_000);
const signed = (over: Partial<PosterWebhook> = {}): PosterWebhook => {
  const hook = {
    account: 'mykava6',
    object: 'stock',
    object_id: 16776,
    action: 'changed',
    time: '1688722229',
    data: '{"type":4}',
    ...over,
  };
  return { ...hook, verify: posterSignature(hook, 's3cret') };
};

test.each<[string, PosterWebhook, string]>([
  ['signed with the secret', signed(), 'ok'],
  ['another secret', { ...signed(), verify: posterSignature(signed(), 'guess') }, 'signature'],
  ['data changed after signing', { ...signed(), data: '{"type":4,"value_absolute":0}' }, 'signature'],
  ['data dropped after signing', { ...signed(), data: undefined }, 'signature'],
  ['no signature', { ...signed(), verify: '' }, 'signature'],
  ['signed, another account', signed({ account: 'other' }), 'account'],
  ['signed two days ago', signed({ time: String(1688722229 - 2 * 86_400) }), 'stale'],
])('a webhook %s: %s', (_, hook, outcome) => {
  const check = checkPosterWebhook(hook, secret, now);
  expect(check.ok ? 'ok' : check.reason).toBe(outcome);
});

test.each<[string, Partial<PosterWebhook>, ReturnType<typeof webhookTask>]>([
  [
    'an incoming order changed',
    { object: 'incoming_order', object_id: 7, action: 'changed' },
    { kind: 'order_status', posOrderId: '7' },
  ],
  [
    'a dish ran out',
    { object: 'stock', data: '{"type":4,"element_id":5,"value_absolute":0}' },
    { kind: 'stock', what: 'dish', posId: '5', inStock: false },
  ],
  [
    'a product is back',
    { object: 'stock', data: '{"type":2,"element_id":"9","value_absolute":3}' },
    { kind: 'stock', what: 'dish', posId: '9', inStock: true },
  ],
  [
    'a modifier ran out',
    { object: 'stock', data: '{"type":3,"element_id":4,"value_absolute":0}' },
    { kind: 'stock', what: 'modifier', posId: '4', inStock: false },
  ],
  ['an ingredient stock', { object: 'stock', data: '{"type":1,"element_id":4,"value_absolute":0}' }, { kind: 'ignore' }],
  ['stock with broken data', { object: 'stock', data: '{' }, { kind: 'ignore' }],
  [
    'a dish changed (price, visibility)',
    { object: 'dish', object_id: 12, action: 'changed' },
    { kind: 'dish_changed', posId: '12' },
  ],
  ['a new dish', { object: 'dish', object_id: 12, action: 'added' }, { kind: 'structure', reason: 'pos: dish 12 added' }],
  [
    'a removed product',
    { object: 'product', object_id: 3, action: 'removed' },
    { kind: 'structure', reason: 'pos: product 3 removed', removedDishPosId: '3' },
  ],
  [
    'a category renamed',
    { object: 'category', object_id: 2, action: 'changed' },
    { kind: 'structure', reason: 'pos: category 2 changed' },
  ],
  ['a closed receipt', { object: 'transaction', action: 'added' }, { kind: 'ignore' }],
])('%s', (_, over, task) => expect(webhookTask(signed(over))).toEqual(task));

test.each<[string, ReturnType<typeof webhookTask>, string | null]>([
  ['a dish stock', { kind: 'stock', what: 'dish', posId: '5', inStock: false }, 'dish:5'],
  ['a modifier stock', { kind: 'stock', what: 'modifier', posId: '5', inStock: true }, 'modifier:5'],
  ['a dish change (read from Poster)', { kind: 'dish_changed', posId: '5' }, null],
  ['an order status (read from Poster)', { kind: 'order_status', posOrderId: '5' }, null],
])('%s: kept in order by %p', (_, task, key) => expect(staleOrderKey(task)).toBe(key));

test.each<[number | undefined, number, boolean]>([
  [undefined, 100, true],
  [100, 101, true],
  [100, 100, true],
  [100, 99, false],
])('last applied %p, this one sent at %p: applied %p', (last, time, applied) => expect(inOrder(last, time)).toBe(applied));
