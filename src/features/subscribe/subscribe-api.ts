import { boolean, number, object } from '../../api-client/decode';
import type { ApiResult } from '../../api-client/client';
import { shopApi } from '../../api-client/shop-api';

/** Where the form sits: the provider's groups/formType of spec section 7. */
export type SubscribeSource = 'footer' | 'popup';

/** The groups the shop API accepts (a server-side list: shop-api/src/modules/marketing/schemas.ts). */
type SubscribeGroup = 'FooterSubscribe' | 'PopupSubscribe';

export const SUBSCRIBE_TARGET: Record<SubscribeSource, { groups: SubscribeGroup[]; formType: string }> = {
  footer: { groups: ['FooterSubscribe'], formType: 'FooterSubscribe' },
  popup: { groups: ['PopupSubscribe'], formType: 'PopupSubscribe' },
};

/** The shop API's 502 keys (shop-api/src/modules/marketing: how eSputnik failed). */
const PROVIDER_FAILURES = ['subscribe_error_rejected', 'subscribe_error_busy', 'subscribe_error_unavailable'] as const;

/** Why step 4: a message key of locales/{ua,ru}/subscribe.json. */
export type SubscribeFailure = (typeof PROVIDER_FAILURES)[number] | 'subscribe_error_text';

export type SubscribeResult = { step: 2 | 3 } | { step: 4; reason: SubscribeFailure };

/**
 * Spec section 4: 2 = new subscriber, 3 = already subscribed (id, not new), 4 = no id or a failed
 * request; a failure says why when the shop API knows (the provider refused the address, too many
 * requests, the provider out of order), otherwise the general text (network, timeout).
 */
export function subscribeResult(result: ApiResult<{ id: number | null; isNew: boolean }>): SubscribeResult {
  if (result.ok) {
    if (!result.data.id) return { step: 4, reason: 'subscribe_error_unavailable' };
    return { step: result.data.isNew ? 2 : 3 };
  }
  const key = (result.error.body as { message?: unknown } | undefined)?.message;
  const reason = PROVIDER_FAILURES.find((k) => k === key) ?? 'subscribe_error_text';
  return { step: 4, reason };
}

export async function subscribe(firstName: string, email: string, source: SubscribeSource): Promise<SubscribeResult> {
  const result = await shopApi.request('/api/subscribe', {
    method: 'POST',
    // The provider's contact shape; the shop API makes the eSputnik call (no credentials in the browser).
    body: { contact: { firstName, channels: [{ type: 'email', value: email }] }, ...SUBSCRIBE_TARGET[source] },
    decode: object({ id: number, isNew: boolean }),
  });
  return subscribeResult(result);
}
