/**
 * The checkout form's Yup schema: each field runs the pure rules of checkout-rules.ts (one source
 * of truth, table-tested there) with the page's current context (clock, hours, area, balance).
 * Loaded with the checkout page only.
 */
import * as yup from 'yup';
import { EMPTY_VALUES, validateCheckout, type CheckoutValues, type RuleContext } from './checkout-rules';

/**
 * Formik hands Yup its values with every empty string turned into `undefined`
 * (prepareDataForValidation): back to the form's own shape before the rules see them.
 */
export function formValues(raw: unknown): CheckoutValues {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(EMPTY_VALUES)) {
    const v = src[key];
    out[key] = typeof v === typeof empty ? v : typeof empty === 'boolean' ? false : '';
  }
  return out as unknown as CheckoutValues;
}

export function checkoutSchema(contextFor: (values: CheckoutValues) => RuleContext) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]) {
    shape[field] = yup.mixed().test({
      name: 'checkout',
      test(_value, context) {
        const values = formValues(context.parent);
        const key = validateCheckout(values, contextFor(values))[field];
        return key ? context.createError({ message: key }) : true;
      },
    });
  }
  return yup.object(shape);
}
