import { checkoutSchema } from './checkout-schema';
import { EMPTY_VALUES, type RuleContext } from './checkout-rules';

const ctx: RuleContext = {
  now: new Date('2026-11-18T10:00:00Z'),
  hours: { time_start: '10:00', time_end: '22:00' },
  open: true,
  loggedIn: false,
  balance: 0,
  total: 400,
  sumToPay: 400,
  pickupPoints: new Map([[1, true]]),
  savedAddress: false,
};

describe('checkoutSchema (Yup over the pure rules)', () => {
  it('puts every failing rule on its field', async () => {
    const error = await checkoutSchema(() => ctx)
      .validate({ ...EMPTY_VALUES, cutlery: '100' }, { abortEarly: false })
      .catch((e) => e);
    const byField = Object.fromEntries(error.inner.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(byField).toEqual({
      name: 'validation_required',
      phone: 'blank',
      email: 'validation_required',
      street: 'validation_required',
      house: 'validation_required',
      addressName: 'validation_required',
      cutlery: 'checkout_cutlery_max',
    });
  });
  it('reads empty fields as empty, as Formik passes them (undefined), not as a saved address or default cutlery', async () => {
    const prepared = Object.fromEntries(
      Object.entries({ ...EMPTY_VALUES, cutlery: '' }).map(([k, v]) => [k, v === '' ? undefined : v]),
    );
    const error = await checkoutSchema(() => ctx)
      .validate(prepared, { abortEarly: false })
      .catch((e) => e);
    const byField = Object.fromEntries(error.inner.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(byField).toMatchObject({
      street: 'validation_required',
      house: 'validation_required',
      cutlery: 'validation_required',
    });
  });

  it('passes a valid form and reads the context at validation time', async () => {
    const valid = {
      ...EMPTY_VALUES,
      name: 'Іван',
      phone: '+38 (050) 111 22 33',
      email: 'i@example.com',
      deliveryType: 'pickup' as const,
      pickupPointId: '1',
      changeFrom: '300',
    };
    let current = ctx;
    const schema = checkoutSchema(() => current);
    await expect(schema.isValid(valid)).resolves.toBe(false); // 300 < 400 to pay
    current = { ...ctx, sumToPay: 250 };
    await expect(schema.isValid(valid)).resolves.toBe(true);
  });
});
