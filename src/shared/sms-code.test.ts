import { apiMessageKey, formatCountdown, resendSecondsLeft, smsCodeError, wrongCodeTry } from './sms-code';

describe('SMS code (4 digits)', () => {
  it.each([
    ['', 'validation_required'],
    ['  ', 'validation_required'],
    ['1', 'auth_code_format'],
    ['123', 'auth_code_format'],
    ['12345', 'auth_code_format'],
    ['12a4', 'auth_code_format'],
    ['1234', null],
    [' 0000 ', null],
  ])('%j -> %s', (value, key) => {
    expect(smsCodeError(value)).toBe(key);
  });
});

describe('resend countdown (30 s)', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 30],
    [0, 1, 30],
    [0, 999, 30],
    [0, 1000, 29],
    [0, 29_001, 1],
    [0, 30_000, 0],
    [0, 45_000, 0],
    [10_000, 0, 30], // a clock that went backwards never shows more than 30
  ])('sent at %j, now %j -> %j s left', (sentAt, now, left) => {
    expect(resendSecondsLeft(sentAt, now)).toBe(left);
  });

  it.each([
    [30, '0:30'],
    [9, '0:09'],
    [0, '0:00'],
    [75, '1:15'],
  ])('%j s shows %j', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});

describe('wrong code tries (the API burns a code at its 5th wrong try)', () => {
  it.each([
    [0, { tries: 1, dead: false, message: 'validation_sms' }],
    [3, { tries: 4, dead: false, message: 'validation_sms' }],
    [4, { tries: 5, dead: true, message: 'sms_code_dead' }],
    [5, { tries: 6, dead: true, message: 'sms_code_dead' }],
  ])('%j wrong before -> %j', (before, expected) => {
    expect(wrongCodeTry(before)).toEqual(expected);
  });
});

describe('apiMessageKey', () => {
  it.each([
    [{ kind: 'network', message: 'api_network' }, 'api_network'],
    [{ kind: 'timeout', message: 'api_timeout' }, 'api_timeout'],
    [{ kind: 'http', message: 'api_server_error' }, 'api_server_error'],
    [{ kind: 'http', message: 'sms_resend_too_soon' }, 'sms_resend_too_soon'],
    [{ kind: 'http', message: 'api_server_error', body: { message: 'sms_send_failed' } }, 'sms_send_failed'],
    [{ kind: 'http', message: 'api_server_error', body: { message: 'internal' } }, 'api_server_error'],
    [{ kind: 'http', message: 'api_server_error', body: null }, 'api_server_error'],
    [{ kind: 'http', message: 'too_many_attempts' }, 'too_many_attempts'],
    [{ kind: 'http', message: 'too_many_requests' }, 'too_many_requests'],
    [{ kind: 'http', message: 'too_many_sms' }, 'too_many_sms'],
    [{ kind: 'http', message: 'too_many_anything_else' }, 'api_server_error'],
    [{ kind: 'http', message: 'Some raw server text' }, 'api_server_error'],
    [{ kind: 'validation', message: 'The given data was invalid.' }, 'err_msg'],
  ])('%j -> %s', (error, key) => {
    expect(apiMessageKey(error)).toBe(key);
  });
});
