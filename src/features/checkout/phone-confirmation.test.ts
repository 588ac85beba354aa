import type { ApiResult } from '../../api-client/client';
import type { SecretResult, SmsCodeApi } from '../../shared/sms-code-api';
import {
  CONFIRMED_FOR_MS,
  CONFIRMED_PHONES_KEY,
  createPhoneConfirmStore,
  isPhoneConfirmed,
  parseConfirmedPhones,
  withConfirmedPhone,
  withoutPhone,
} from './phone-confirmation';

const PHONE = '+380501112233';
const OTHER = '+380671234567';
const DAY = 86_400_000;
/** An entry as the store keeps it: when, and the shop API's proof of the phone. */
const at = (ms: number, proof = 'proof-a') => ({ at: ms, proof });

describe('which phones count as confirmed on this device (30 days)', () => {
  it.each([
    ['confirmed just now', { [PHONE]: at(1000) }, 1000, true],
    ['29 days ago', { [PHONE]: at(0) }, 29 * DAY, true],
    ['30 days ago', { [PHONE]: at(0) }, CONFIRMED_FOR_MS, false],
    ['another phone only', { [OTHER]: at(0) }, 1000, false],
    ['nothing stored', {}, 1000, false],
    ['in the future (clock changed)', { [PHONE]: at(5000) }, 1000, false],
  ])('%s', (_name, stored, now, expected) => {
    expect(isPhoneConfirmed(stored, PHONE, now)).toBe(expected);
  });

  it.each([
    [null, {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['"x"', {}],
    [JSON.stringify({ [PHONE]: at(5), '0501112233': at(5), [OTHER]: 'x' }), { [PHONE]: at(5) }],
    // An older build's bare time has no proof: asked again (the shop API takes no order without one).
    [JSON.stringify({ [PHONE]: 5, [OTHER]: at(5) }), { [OTHER]: at(5) }],
    [JSON.stringify({ [PHONE]: { at: 5, proof: '' }, [OTHER]: { at: 'x', proof: 'p' } }), {}],
  ])('stored %j reads as %j', (raw, expected) => {
    expect(parseConfirmedPhones(raw)).toEqual(expected);
  });

  it('remembering a phone keeps the others still valid and drops the expired', () => {
    const now = 40 * DAY;
    expect(
      withConfirmedPhone({ [OTHER]: at(now - DAY), '+380931234567': at(0), [PHONE]: at(1, 'old') }, PHONE, now, 'new'),
    ).toEqual({
      [OTHER]: at(now - DAY),
      [PHONE]: at(now, 'new'),
    });
    expect(withoutPhone({ [OTHER]: at(1), [PHONE]: at(2) }, PHONE)).toEqual({ [OTHER]: at(1) });
  });
});

type Reply<T> = ApiResult<T>;
const okReply = <T>(data: T): Reply<T> => ({ ok: true, data });
const fail = (kind: 'http' | 'validation' | 'network', message: string, body?: unknown): Reply<never> => ({
  ok: false,
  error: { kind, message, body },
});

function setup(opts: { send?: Reply<SecretResult>[]; check?: Reply<{ phone_proof: string }>[] } = {}) {
  let now = 1_000_000;
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const sends = [...(opts.send ?? [])];
  const checks = [...(opts.check ?? [])];
  let sent = 0;
  const api = {
    generateSecret: jest.fn(async (_phone: string, _force: boolean): Promise<Reply<SecretResult>> => {
      sent += 1;
      return sends.shift() ?? okReply<SecretResult>({ id: `s${sent}` });
    }),
    checkSecret: jest.fn(
      async (_id: string, _code: string): Promise<Reply<{ phone_proof: string }>> =>
        checks.shift() ?? okReply({ phone_proof: 'proof-of-phone' }),
    ),
  } satisfies SmsCodeApi;
  const confirm = createPhoneConfirmStore({ api, storage, now: () => now });
  return { confirm, api, storage: store, tick: (ms: number) => (now += ms) };
}

describe('the confirmation store', () => {
  test('sends a code; a right code remembers the phone (a returning guest is not asked again)', async () => {
    const { confirm, api, storage } = setup();
    await confirm.getState().start(PHONE);
    expect(api.generateSecret).toHaveBeenCalledWith(PHONE, false);
    expect(confirm.getState()).toMatchObject({ phone: PHONE, secretId: 's1', sendProblem: null });
    expect(confirm.getState().confirmed(PHONE)).toBe(false);
    expect(await confirm.getState().check('1234')).toEqual({ ok: true });
    expect(api.checkSecret).toHaveBeenCalledWith('s1', '1234');
    expect(confirm.getState().confirmed(PHONE)).toBe(true);
    expect(confirm.getState().confirmed(OTHER)).toBe(false);
    expect(JSON.parse(storage.get(CONFIRMED_PHONES_KEY)!)).toEqual({ [PHONE]: at(1_000_000, 'proof-of-phone') });
    // The order carries the API's proof (issue 43), and only while the phone counts as confirmed.
    expect(confirm.getState().proofOf(PHONE)).toBe('proof-of-phone');
    expect(confirm.getState().proofOf(OTHER)).toBeNull();
  });

  test('the proof goes with the 30 days; a proof the API refused is forgotten and the phone asked again', async () => {
    const { confirm, tick } = setup();
    await confirm.getState().start(PHONE);
    await confirm.getState().check('1234');
    tick(CONFIRMED_FOR_MS - 1);
    expect(confirm.getState().proofOf(PHONE)).toBe('proof-of-phone');
    confirm.getState().forget(PHONE);
    expect(confirm.getState().confirmed(PHONE)).toBe(false);
    expect(confirm.getState().proofOf(PHONE)).toBeNull();
    await confirm.getState().start(PHONE);
    await confirm.getState().check('1234');
    tick(CONFIRMED_FOR_MS);
    expect(confirm.getState().proofOf(PHONE)).toBeNull();
  });

  test('a wrong code is a field error (the form counts the tries); nothing is remembered', async () => {
    const { confirm } = setup({ check: [fail('validation', 'invalid')] });
    await confirm.getState().start(PHONE);
    expect(await confirm.getState().check('0000')).toEqual({ ok: false, errors: { code: 'validation_sms' } });
    expect(confirm.getState().confirmed(PHONE)).toBe(false);
  });

  test('reopened within 30 s for the same phone: no second SMS; resend only at 0, forcing SMS', async () => {
    const { confirm, api, tick } = setup();
    await confirm.getState().start(PHONE);
    tick(10_000);
    await confirm.getState().start(PHONE);
    await confirm.getState().resend();
    expect(api.generateSecret).toHaveBeenCalledTimes(1);
    tick(20_000);
    await confirm.getState().resend();
    expect(api.generateSecret).toHaveBeenLastCalledWith(PHONE, true);
    expect(confirm.getState().secretId).toBe('s2');
    // Another phone always gets its own code.
    await confirm.getState().start(OTHER);
    expect(api.generateSecret).toHaveBeenLastCalledWith(OTHER, false);
  });

  test.each([
    ['the 10-a-day limit', 'too_many_sms', okReply<SecretResult>('limit')],
    ['429 from this device', 'too_many_requests', fail('http', 'too_many_requests')],
    ['the gateway refused', 'sms_send_failed', fail('http', 'api_server_error', { message: 'sms_send_failed' })],
    ['no answer', 'api_network', fail('network', 'api_network')],
    ['a code went out < 30 s ago (its id was lost)', 'auth_code_lost', fail('http', 'sms_resend_too_soon')],
  ])('sending fails (%s): the modal says %s; checking says it too', async (_name, key, reply) => {
    const { confirm, api } = setup({ send: [reply] });
    await confirm.getState().start(PHONE);
    expect(confirm.getState().sendProblem).toBe(key);
    expect(await confirm.getState().check('1234')).toEqual({ ok: false, message: key });
    expect(api.checkSecret).not.toHaveBeenCalled();
  });

  test('a 429 while checking is the form message in the user language (key)', async () => {
    const { confirm } = setup({ check: [fail('http', 'too_many_attempts')] });
    await confirm.getState().start(PHONE);
    expect(await confirm.getState().check('1234')).toEqual({ ok: false, message: 'too_many_attempts' });
  });
});
