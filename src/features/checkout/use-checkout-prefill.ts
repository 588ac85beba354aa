/**
 * What the form starts with besides the draft: the signed-in customer's name, phone and e-mail and
 * their main saved address, each only where the customer has not typed anything. Both go onto
 * Formik's latest values: a key typed between a render and its effect is kept.
 */
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useDebounce } from 'react-use';
import { formatPhone } from '../../ui/form/phone';
import type { User } from '../auth';
import type { SavedAddress } from './checkout-api';
import type { CheckoutValues } from './checkout-rules';
import { fillFromSaved } from './DeliverySection';
import { saveDraft } from './checkout-draft';
import { useCheckout } from './checkout-store';
import type { Loadable } from './use-checkout-data';

/** Pause after the last change before the draft is written (ms). */
const DRAFT_SAVE_MS = 300;

/** The customer's contacts into the empty contact fields, when the customer (or their data) appears. */
function contactsPatch(latest: CheckoutValues, user: Pick<User, 'name' | 'phone' | 'email'>): Partial<CheckoutValues> {
  const patch: Partial<CheckoutValues> = {};
  if (!latest.name.trim() && user.name) patch.name = user.name;
  if (!latest.phone.trim() && user.phone) patch.phone = formatPhone(user.phone);
  if (!latest.email.trim() && user.email) patch.email = user.email;
  return patch;
}

export function useCheckoutPrefill(user: User | null, addresses: Loadable<SavedAddress[]>) {
  const { setValues } = useFormikContext<CheckoutValues>();
  const name = user?.name ?? '';
  const phone = user?.phone ?? '';
  const email = user?.email ?? '';
  useEffect(() => {
    if (!name && !phone && !email) return;
    void setValues((latest) => ({ ...latest, ...contactsPatch(latest, { name, phone, email }) }), false);
  }, [name, phone, email, setValues]);

  // A signed-in customer starts with the main saved address (when no address was typed).
  const saved = addresses.status === 'ok' ? addresses.data : null;
  useEffect(() => {
    if (!saved || saved.length === 0) return;
    const main = saved.find((a) => a.is_main) ?? saved[0];
    void setValues((latest) => {
      const typed = latest.addressId !== '' || latest.street.trim() !== '' || latest.house.trim() !== '';
      return typed ? latest : { ...latest, ...fillFromSaved(main) };
    }, false);
  }, [saved, setValues]);
}

/** Keeps the form for this tab (signing in reloads the page), with an applied promo code. */
export function useDraftAutosave(values: CheckoutValues) {
  const promoCode = useCheckout((s) => (s.promo?.status === 'applied' ? s.promo.code : null));
  useDebounce(() => saveDraft({ values, promoCode }), DRAFT_SAVE_MS, [values, promoCode]);
}
