import type { APIRequestContext } from '@playwright/test';
import { API } from './api';

/**
 * Phones a guest confirmed by SMS code on this device (features/checkout/phone-confirmation.ts,
 * decision 090): journeys about something else start with their phone confirmed, as a returning
 * guest's browser has it; the SMS journeys of checkout.spec.ts start without. Since issue 43 the
 * browser keeps the shop API's proof of each phone (the guest's order carries it): these proofs
 * come from the API's dev stand-in route, which issues what secret/check answers for a right code.
 */
export const CONFIRMED_PHONES_KEY = 'confirmedPhones';

/** The shop API's proof of an E.164 phone, as secret/check answers it for a right code. */
export async function phoneProof(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post(`${API}/api/dev/phone-proof`, { data: { phone } });
  if (!res.ok()) throw new Error(`phone proof for ${phone}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { phone_proof: string }).phone_proof;
}

/** The stored value for these E.164 phones, confirmed now. */
export async function confirmedPhones(request: APIRequestContext, ...phones: string[]): Promise<string> {
  const entries = await Promise.all(phones.map(async (p) => [p, { at: Date.now(), proof: await phoneProof(request, p) }]));
  return JSON.stringify(Object.fromEntries(entries));
}
