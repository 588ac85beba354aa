/** The validation rules' context at validation time: the page's data (checkout store), the cart, the clock. */
import { cartStore } from '../cart';
import { areaKeyOf } from './checkout-area';
import { orderSummary } from './checkout-math';
import { bonusValue, type CheckoutValues, type RuleContext } from './checkout-rules';
import { areaProblem, servedArea, useCheckout } from './checkout-store';

export function ruleContext(values: CheckoutValues): RuleContext {
  const { base, area: areaState } = useCheckout.getState();
  const area = values.deliveryType === 'delivery' ? servedArea(areaState) : null;
  const debit = base.loggedIn ? Math.min(bonusValue(values.bonusDebit), base.balance) : 0;
  const summary = orderSummary({ lines: cartStore.getState().orderable, area, bonusDebit: debit });
  const sameAddress = areaState.status === 'ok' && areaState.key === areaKeyOf(values);
  return {
    now: new Date(),
    hours: base.hours,
    open: base.open,
    loggedIn: base.loggedIn,
    balance: base.balance,
    total: summary.total,
    sumToPay: summary.sumToPay,
    pickupPoints: base.pickupPoints,
    savedAddress: values.addressId !== '',
    addressProblem: sameAddress ? areaProblem(areaState) : null,
  };
}
