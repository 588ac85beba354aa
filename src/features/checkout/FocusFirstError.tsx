import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import type { CheckoutValues } from './checkout-rules';

/** After a refused submit: the first field with an error scrolled into view and focused. */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting, errors } = useFormikContext<CheckoutValues>();
  const last = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === last.current) return;
    last.current = submitCount;
    const order: (keyof CheckoutValues)[] = [
      'name',
      'phone',
      'email',
      'street',
      'house',
      'apartment',
      'entrance',
      'code',
      'floor',
      'addressName',
      'pickupPointId',
      'slot',
      'changeFrom',
      'cutlery',
      'comment',
      'bonusDebit',
    ];
    const field = order.find((f) => errors[f]);
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
