import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { EMPTY_VALUES, type CheckoutValues } from './checkout-rules';

/** The radio choices and checkboxes; every other field is focused in the form's order (EMPTY_VALUES). */
const NOT_FOCUSED = new Set<keyof CheckoutValues>(['deliveryType', 'addressId', 'privateHouse', 'isMain', 'timeMode', 'payType']);

/** After a refused submit: the first field with an error scrolled into view and focused. */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<CheckoutValues>();
  const last = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === last.current) return;
    last.current = submitCount;
    const field = (Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]).find((f) => errors[f] && !NOT_FOCUSED.has(f));
    if (!field) return;
    // The field itself, else what stands for it (a radio group, the closed-restaurant offer, the area line).
    const fallbacks: Partial<Record<keyof CheckoutValues, string[]>> = {
      street: ['[data-testid="area-info"]'],
      pickupPointId: ['[name="pickupPointId"]:not([disabled])'],
      slot: ['[data-testid="closed-offer"] button', 'input[name="timeMode"]:checked'],
    };
    const el = [`#checkout-${field}`, ...(fallbacks[field] ?? [])]
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .find((node) => node !== null);
    if (el && el.getAttribute('tabindex') === null && !/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(el.tagName)) el.tabIndex = -1;
    // In the middle of the screen, not under the sticky header; then focused where it is.
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [submitCount, isValid, isSubmitting, errors]);
  return null;
}
