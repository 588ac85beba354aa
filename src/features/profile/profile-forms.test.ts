import { EMPTY_ADDRESS, validateAddress, validatePassword } from './profile-rules';
import { failureKey, formValues, ruleSchema, saveFailure } from './profile-forms';

describe('Yup over the pure rules', () => {
  const empty = { current_password: '', password: '', password_confirmation: '' };
  const schema = ruleSchema(empty, validatePassword);

  const errorsOf = async (values: unknown) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (e) {
      const out: Record<string, string> = {};
      for (const inner of (e as { inner: { path: string; message: string }[] }).inner) out[inner.path] = inner.message;
      return out;
    }
  };

  it.each([
    [{ current_password: 'old', password: '123456', password_confirmation: '123456' }, {}],
    [{ current_password: 'old', password: '123', password_confirmation: '123' }, { password: 'validation_min' }],
    [
      { current_password: 'old', password: '123456', password_confirmation: '654321' },
      { password_confirmation: 'validation_confirmed' },
    ],
    // Formik passes emptied fields as undefined.
    [
      { current_password: undefined, password: undefined, password_confirmation: undefined },
      {
        current_password: 'validation_required',
        password: 'validation_required',
        password_confirmation: 'validation_required',
      },
    ],
  ])('%o -> %o', async (values, errors) => {
    expect(await errorsOf(values)).toEqual(errors);
  });

  it('keeps booleans as booleans', () => {
    expect(formValues(EMPTY_ADDRESS, { street: 'x', private_house: undefined, house: undefined })).toMatchObject({
      street: 'x',
      house: '',
      private_house: false,
    });
    const schemaA = ruleSchema(EMPTY_ADDRESS, validateAddress);
    expect(() => schemaA.validateSync({ ...EMPTY_ADDRESS, street: 'a', house: '1', private_house: true })).not.toThrow();
  });
});

describe('failed saves', () => {
  it.each([
    [{ kind: 'network', message: 'api_network' }, 'api_network'],
    [{ kind: 'timeout', message: 'api_timeout' }, 'api_timeout'],
    [{ kind: 'http', status: 500, message: 'api_server_error' }, 'api_server_error'],
    [{ kind: 'http', status: 404, message: 'address_not_found' }, 'form_error_generic'],
    [{ kind: 'unauthorized', status: 401, message: 'Unauthenticated.' }, 'form_error_generic'],
  ] as const)('%o -> %s', (error, key) => {
    expect(failureKey(error)).toBe(key);
    expect(saveFailure(error, ['name'])).toEqual({ errors: {}, message: key });
  });

  it('puts 422 fields on their fields (profile keys), the rest as the form message', () => {
    expect(
      saveFailure(
        {
          kind: 'validation',
          status: 422,
          message: 'x',
          fields: { birthday: ['validation_birthday'], email: ['validation_unique'] },
        },
        ['name', 'phone', 'birthday'],
      ),
    ).toEqual({ errors: { birthday: 'pf_birthday_invalid' }, message: 'validation_unique' });
    expect(
      saveFailure({ kind: 'validation', status: 422, message: 'x', fields: { password: ['validation_min'] } }, ['password']),
    ).toEqual({ errors: { password: 'validation_min' }, message: null });
    expect(saveFailure({ kind: 'validation', status: 422, message: 'x' }, ['password'])).toEqual({
      errors: {},
      message: 'form_error_generic',
    });
  });
});
