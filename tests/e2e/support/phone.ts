/**
 * Phones a guest confirmed by SMS code on this device (features/checkout/phone-confirmation.ts,
 * decision 090): journeys about something else start with their phone confirmed, as a returning
 * guest's browser has it; the SMS journeys of checkout.spec.ts start without.
 */
export const CONFIRMED_PHONES_KEY = 'confirmedPhones';

/** The stored value for these E.164 phones, confirmed now. */
export const confirmedPhones = (...phones: string[]) => JSON.stringify(Object.fromEntries(phones.map((p) => [p, Date.now()])));
