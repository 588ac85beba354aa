import { boolean, number, object } from '../../api-client/decode';
import { shopApi } from '../../api-client/shop-api';

/** Where the form sits: the provider's groups/formType of spec section 7. */
export type SubscribeSource = 'footer' | 'popup';

export const SUBSCRIBE_TARGET: Record<SubscribeSource, { groups: string[]; formType: string }> = {
  footer: { groups: ['FooterSubscribe'], formType: 'FooterSubscribe' },
  popup: { groups: ['PopupSubscribe'], formType: 'PopupSubscribe' },
};

export type SubscribeStep = 2 | 3 | 4;

/** Spec section 4: 2 = new subscriber, 3 = already subscribed (id, not new), 4 = no id or a failed request. */
export function resultStep(result: { ok: true; data: { id: number | null; isNew: boolean } } | { ok: false }): SubscribeStep {
  if (!result.ok || !result.data.id) return 4;
  return result.data.isNew ? 2 : 3;
}

export async function subscribe(firstName: string, email: string, source: SubscribeSource): Promise<SubscribeStep> {
  const result = await shopApi.request('/api/subscribe', {
    method: 'POST',
    // The provider's contact shape; the server makes the provider call (no credentials in the browser).
    body: { contact: { firstName, channels: [{ type: 'email', value: email }] }, ...SUBSCRIBE_TARGET[source] },
    decode: object({ id: number, isNew: boolean }),
  });
  return resultStep(result);
}
