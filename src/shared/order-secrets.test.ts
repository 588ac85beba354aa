import { MAX_ORDER_SECRETS, ORDER_SECRETS_KEY, orderSecretOf, rememberOrderSecret } from './order-secrets';

const memory = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
const secret = (c: string) => c.repeat(43);

describe('order secrets in storage', () => {
  it('keeps a secret per order and finds it by id; another order has none', () => {
    const s = memory();
    rememberOrderSecret(12, secret('a'), s);
    rememberOrderSecret(13, secret('b'), s);
    expect(orderSecretOf(12, s)).toBe(secret('a'));
    expect(orderSecretOf(13, s)).toBe(secret('b'));
    expect(orderSecretOf(14, s)).toBeNull();
    expect(JSON.parse(s.data.get(ORDER_SECRETS_KEY)!)).toEqual({
      version: 1,
      secrets: [
        [12, secret('a')],
        [13, secret('b')],
      ],
    });
  });

  it('keeps the newest 20; a second secret of an order replaces the first', () => {
    const s = memory();
    for (let id = 1; id <= MAX_ORDER_SECRETS + 5; id++) rememberOrderSecret(id, secret('x'), s);
    expect(orderSecretOf(5, s)).toBeNull();
    expect(orderSecretOf(6, s)).toBe(secret('x'));
    rememberOrderSecret(6, secret('y'), s);
    expect(orderSecretOf(6, s)).toBe(secret('y'));
  });

  it.each([
    ['not JSON', '{'],
    ['no version', JSON.stringify({ secrets: [[1, secret('a')]] })],
    ['a newer version', JSON.stringify({ version: 2, secrets: [[1, secret('a')]] })],
    ['not a list', JSON.stringify({ version: 1, secrets: 'x' })],
  ])('reads %s as nothing kept', (_what, text) => {
    const s = memory();
    s.data.set(ORDER_SECRETS_KEY, text);
    expect(orderSecretOf(1, s)).toBeNull();
  });

  it('drops entries that do not validate and refuses to keep a malformed secret', () => {
    const s = memory();
    s.data.set(
      ORDER_SECRETS_KEY,
      JSON.stringify({ version: 1, secrets: [[1, 'short'], [-2, secret('a')], ['3', secret('a')], [4, secret('d')], [5]] }),
    );
    expect([1, 2, 3, 4].map((id) => orderSecretOf(id, s))).toEqual([null, null, null, secret('d')]);
    rememberOrderSecret(7, 'not a secret', s);
    rememberOrderSecret(0, secret('z'), s);
    expect(orderSecretOf(7, s)).toBeNull();
    expect(orderSecretOf(0, s)).toBeNull();
  });

  it('works without storage (private mode): nothing kept, nothing thrown', () => {
    expect(() => rememberOrderSecret(1, secret('a'), null)).not.toThrow();
    expect(orderSecretOf(1, null)).toBeNull();
  });
});
