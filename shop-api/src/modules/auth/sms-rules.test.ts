import {
  checkSmsCode,
  decideSmsRequest,
  generateSmsCode,
  hashSmsCode,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_SECONDS,
} from './sms-rules';

const now = new Date('2026-11-18T10:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('spec constants', () => {
  test('10 a day, 30 s resend, 10 min code, 5 tries', () => {
    expect([SMS_DAILY_LIMIT, SMS_RESEND_SECONDS, SMS_CODE_TTL_MS, SMS_MAX_WRONG_TRIES]).toEqual([10, 30, 600000, 5]);
  });
});

describe('decideSmsRequest', () => {
  test.each([
    // sentToday, last sent seconds ago (null = never), force, expected
    [0, null, false, 'send'],
    [9, null, false, 'send'],
    [9, 31, false, 'send'],
    [3, 30, false, 'send'],
    [3, 29, false, 'too_soon'],
    [3, 0, false, 'too_soon'],
    [3, 5, true, 'send'],
    [10, null, false, 'limit'],
    [10, 5, true, 'limit'],
    [10, 600, false, 'limit'],
    [25, null, true, 'limit'],
  ] as const)('sent %i today, last %p s ago, force %p -> %s', (sent, lastAgo, force, expected) => {
    expect(decideSmsRequest(sent, lastAgo === null ? null : ago(lastAgo), now, force)).toBe(expected);
  });
});

describe('generateSmsCode', () => {
  test.each([
    [0, '0000'],
    [7, '0007'],
    [123, '0123'],
    [9999, '9999'],
  ])('random %i -> %s', (n, code) => {
    expect(generateSmsCode(() => n)).toBe(code);
  });
  test('real codes are 4 digits', () => {
    for (let i = 0; i < 200; i++) expect(generateSmsCode()).toMatch(/^\d{4}$/);
  });
});

describe('checkSmsCode', () => {
  const secret = (over: Partial<Parameters<typeof checkSmsCode>[0]> = {}) => ({
    id: 's1',
    codeHash: hashSmsCode('s1', '0427'),
    tries: 0,
    burned: false,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    ...over,
  });
  test.each([
    ['right code', secret(), '0427', now, 'ok'],
    ['right code as number', secret(), 427, now, 'ok'],
    ['wrong code', secret(), '0428', now, 'wrong'],
    ['3 digits', secret(), '427', now, 'wrong'],
    ['letters', secret(), 'abcd', now, 'wrong'],
    ['undefined', secret(), undefined, now, 'wrong'],
    ['another secret hash', secret({ codeHash: hashSmsCode('s2', '0427') }), '0427', now, 'wrong'],
    ['4 wrong tries so far', secret({ tries: 4 }), '0427', now, 'ok'],
    ['5 wrong tries: burned', secret({ tries: 5 }), '0427', now, 'burned'],
    ['burned flag', secret({ burned: true }), '0427', now, 'burned'],
    ['just before expiry', secret(), '0427', new Date(now.getTime() + SMS_CODE_TTL_MS - 1), 'ok'],
    ['at expiry', secret(), '0427', new Date(now.getTime() + SMS_CODE_TTL_MS), 'expired'],
  ] as const)('%s', (_name, s, code, at, expected) => {
    expect(checkSmsCode(s, code, at)).toBe(expected);
  });
});
