import {
  addressBody,
  avatarProblem,
  AVATAR_MAX_BYTES,
  EMPTY_ADDRESS,
  infoChanges,
  messageKey,
  needsPhoneCode,
  translateFieldErrors,
  validateAddress,
  validateEmail,
  validateInfo,
  validatePassword,
  type AddressValues,
} from './profile-rules';

const today = '2025-06-15';
const okInfo = { name: 'Андрій', phone: '+38 (067) 123 45 67', birthday: '1985-03-14' };

describe('information form', () => {
  it.each([
    [{}, {}],
    [{ name: '' }, { name: 'validation_required' }],
    [{ name: '   ' }, { name: 'validation_required' }],
    [{ name: 'x'.repeat(101) }, { name: 'validation_max' }],
    [{ name: 'x'.repeat(100) }, {}],
    [{ phone: '' }, { phone: 'blank' }],
    [{ phone: '+38 (0' }, { phone: 'blank' }],
    [{ phone: '+38 (06' }, { phone: 'min_6' }],
    [{ phone: '+38 (067) 123' }, { phone: 'validation_phone' }],
    [{ phone: '+38 (011) 123 45 67' }, { phone: 'validation_phone' }],
    [{ birthday: '' }, {}],
    [{ birthday: '2020-01-01' }, { birthday: 'pf_birthday_age' }],
    [{ birthday: '2030-01-01' }, { birthday: 'pf_birthday_invalid' }],
    [
      { name: '', phone: '', birthday: '1990-02-30' },
      { name: 'validation_required', phone: 'blank', birthday: 'pf_birthday_invalid' },
    ],
  ])('%o -> %o', (patch, errors) => {
    expect(validateInfo({ ...okInfo, ...patch }, today)).toEqual(errors);
  });

  const stored = { name: 'Андрій', phone: '+380671234567', birthday: '1985-03-14', pending_phone: null };
  it.each([
    ['nothing changed', {}, stored, {}],
    ['name trimmed', { name: '  Андрій Ш. ' }, stored, { name: 'Андрій Ш.' }],
    ['new phone in E.164', { phone: '+38 (050) 111 22 33' }, stored, { phone: '+380501112233' }],
    ['the pending phone again: not sent', { phone: '+38 (050) 111 22 33' }, { ...stored, pending_phone: '+380501112233' }, {}],
    [
      'back to the current phone while one is pending: sent (cancels the change)',
      {},
      { ...stored, pending_phone: '+380501112233' },
      { phone: '+380671234567' },
    ],
    ['new birthday', { birthday: '1986-01-02' }, stored, { birthday: '1986-01-02' }],
    ['emptied birthday: not sent', { birthday: '' }, stored, {}],
    ['first birthday', { birthday: '1986-01-02' }, { ...stored, birthday: null }, { birthday: '1986-01-02' }],
  ])('%s', (_, patch, before, body) => {
    expect(infoChanges({ ...okInfo, ...patch }, before)).toEqual(body);
  });
});

describe("a new phone's code (issue 43)", () => {
  it.each<[string, { kind: string; fields?: Record<string, string[]> }, boolean]>([
    ['only the code is missing', { kind: 'validation', fields: { phone: ['phone_unconfirmed'] } }, true],
    ['the number is taken (no SMS to it)', { kind: 'validation', fields: { phone: ['validation_unique'] } }, false],
    ['another field is wrong too', { kind: 'validation', fields: { phone: ['phone_unconfirmed'], name: ['x'] } }, false],
    ['no fields', { kind: 'validation' }, false],
    ['not a 422', { kind: 'http', fields: { phone: ['phone_unconfirmed'] } }, false],
  ])('%s: ask for the code = %s', (_, error, expected) => {
    expect(needsPhoneCode(error)).toBe(expected);
  });
  it('the refusal has its text on the phone field', () => {
    expect(translateFieldErrors({ phone: ['phone_unconfirmed'] })).toEqual({ phone: ['pf_phone_unconfirmed'] });
  });
});

describe('e-mail form', () => {
  it.each([
    ['', null, { email: 'validation_required' }],
    ['  ', null, { email: 'validation_required' }],
    ['name', null, { email: 'valid_email' }],
    ['name@host', null, { email: 'valid_email' }],
    ['na me@host.ua', null, { email: 'valid_email' }],
    ['a@b..ua', null, { email: 'valid_email' }],
    [`${'x'.repeat(250)}@b.ua`, null, { email: 'valid_email' }],
    ['New@Example.com', null, {}],
    ['Old@Example.com ', 'old@example.com', { email: 'pf_email_same' }],
    ['new@example.com', 'old@example.com', {}],
  ])('%s (current %s) -> %o', (email, current, errors) => {
    expect(validateEmail({ email }, current)).toEqual(errors);
  });
});

describe('password form (minimum 6, confirmed)', () => {
  it.each([
    ['', '', { password: 'validation_required', password_confirmation: 'validation_required' }],
    ['12345', '12345', { password: 'validation_min' }],
    ['123456', '123456', {}],
    ['123456', '', { password_confirmation: 'validation_required' }],
    ['123456', '123457', { password_confirmation: 'validation_confirmed' }],
    ['x'.repeat(129), 'x'.repeat(129), { password: 'validation_max' }],
    ['x'.repeat(128), 'x'.repeat(128), {}],
  ])('%s / %s -> %o', (password, password_confirmation, errors) => {
    expect(validatePassword({ current_password: 'old-one', password, password_confirmation })).toEqual(errors);
  });
  it('the current password is required', () => {
    expect(validatePassword({ current_password: '', password: '123456', password_confirmation: '123456' })).toEqual({
      current_password: 'validation_required',
    });
  });
});

describe('address form', () => {
  const ok: AddressValues = { ...EMPTY_ADDRESS, street: 'Дерибасівська', house: '5' };
  it.each([
    [{}, {}],
    [{ street: ' ' }, { street: 'validation_required' }],
    [{ house: '' }, { house: 'validation_required' }],
    [{ street: 'x'.repeat(121) }, { street: 'validation_max' }],
    [{ house: 'x'.repeat(21) }, { house: 'validation_max' }],
    [{ name: 'x'.repeat(101) }, { name: 'validation_max' }],
    [{ apartment: 'x'.repeat(21) }, { apartment: 'validation_max' }],
    [{ apartment: 'x'.repeat(21), private_house: true }, {}], // not sent for a private house
    [
      { code: 'x'.repeat(21), floor: 'x'.repeat(21), entrance: 'x'.repeat(21) },
      {
        code: 'validation_max',
        floor: 'validation_max',
        entrance: 'validation_max',
      },
    ],
  ])('%o -> %o', (patch, errors) => {
    expect(validateAddress({ ...ok, ...patch })).toEqual(errors);
  });

  it('sends a trimmed body; a private house has no apartment, entrance, floor or code', () => {
    const v = { ...ok, name: ' Дім ', street: ' Дерибасівська ', apartment: '7', entrance: '2', floor: '3', code: '12' };
    expect(addressBody(v)).toMatchObject({ name: 'Дім', street: 'Дерибасівська', apartment: '7', code: '12' });
    expect(addressBody({ ...v, private_house: true })).toMatchObject({
      apartment: '',
      entrance: '',
      floor: '',
      code: '',
      private_house: true,
    });
  });
});

describe('avatar', () => {
  it.each([
    [{ size: 1000, type: 'image/jpeg' }, null],
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: 1000, type: 'image/webp' }, null],
    [{ size: AVATAR_MAX_BYTES, type: 'image/png' }, null],
    [{ size: AVATAR_MAX_BYTES + 1, type: 'image/png' }, 'pf_avatar_size'],
    [{ size: 1000, type: 'image/gif' }, 'pf_avatar_type'],
    [{ size: 1000, type: 'application/pdf' }, 'pf_avatar_type'],
    [{ size: 0, type: 'image/png' }, 'pf_avatar_empty'],
  ])('%o -> %s', (file, problem) => {
    expect(avatarProblem(file)).toBe(problem);
  });
});

describe('server keys', () => {
  it.each([
    ['validation_birthday', 'birthday', 'pf_birthday_invalid'],
    ['validation_image', 'avatar', 'pf_avatar_type'],
    ['validation_max', 'avatar', 'pf_avatar_size'],
    ['validation_max', 'name', 'validation_max'],
    ['validation_unique', 'email', 'validation_unique'],
  ])('%s on %s -> %s', (key, field, expected) => {
    expect(messageKey(key, field)).toBe(expected);
  });

  it('translates a whole 422 errors object', () => {
    expect(translateFieldErrors({ birthday: ['validation_birthday'], phone: ['validation_unique'] })).toEqual({
      birthday: ['pf_birthday_invalid'],
      phone: ['validation_unique'],
    });
    expect(translateFieldErrors(undefined)).toBeUndefined();
  });
});
