/**
 * The checkout form's Yup schema: each field runs the pure rules of checkout-rules.ts (one source
 * of truth, table-tested there) with the page's current context (clock, hours, area, balance).
 * Loaded with the checkout page only.
 */
import * as yup from 'yup';
import { EMPTY_VALUES, validateCheckout, type CheckoutValues, type RuleContext } from './checkout-rules';

export function checkoutSchema(contextFor: (values: CheckoutValues) => RuleContext) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]) {
    shape[field] = yup.mixed().test({
      name: 'checkout',
      test(_value, context) {
        const values = context.parent as CheckoutValues;
        const key = validateCheckout(values, contextFor(values))[field];
        return key ? context.createError({ message: key }) : true;
      },
    });
  }
  return yup.object(shape);
}
