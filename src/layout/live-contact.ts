import { create } from 'zustand';
import { DecodeError } from '../api-client/decode';
import { shopApi } from '../api-client/shop-api';
import { whenIdle } from '../shared/when-idle';
import type { ContactData } from '../shared/use-site-data';

/** Fields the footer links to: only http(s) addresses are taken from the API at run time. */
const LINK_FIELDS = ['telegram', 'telegram_channel', 'viber', 'instagram', 'facebook', 'app_store', 'google_play'];
const TEXT_FIELDS = ['landline', 'address', 'email'];
const MAX_TEXT = 300;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;

/**
 * GET /api/pages/contact at the client boundary: phones must be a list of short strings; a link that
 * is not http(s) (e.g. `javascript:`) or an over-long text is left out, so the built value stays.
 */
export function decodeContact(raw: unknown): ContactData {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new DecodeError('contact');
  const c = raw as Record<string, unknown>;
  if (!Array.isArray(c.phones) || c.phones.length > 20 || !c.phones.every(isText)) throw new DecodeError('phones');
  const out: ContactData = { phones: c.phones };
  for (const key of TEXT_FIELDS) if (isText(c[key]) && c[key] !== '') out[key] = c[key];
  for (const key of LINK_FIELDS) if (isText(c[key]) && /^https?:\/\//i.test(c[key] as string)) out[key] = c[key];
  return out;
}

/**
 * The contacts of the last good run-time read and the locale they are in (the address is
 * translated), or null: the footer shows the built ones.
 */
export const useLiveContact = create<{ contact: ContactData | null; locale: string | null }>(() => ({
  contact: null,
  locale: null,
}));

/** Contacts change rarely: one read per page load, again after this long on a long-lived tab, ms. */
export const CONTACT_REFRESH_MS = 10 * 60_000;
let read = { at: -Infinity, locale: '' };

/** Reads the contacts when the browser is idle (the footer is below the first screen). */
export function refreshContactWhenIdle(locale: string, now = Date.now()): void {
  if (read.locale === locale && now - read.at < CONTACT_REFRESH_MS) return;
  read = { at: now, locale };
  whenIdle(
    () => {
      // The client asks in the page's language (it follows the locale of the page).
      void shopApi.request('/api/pages/contact', { decode: decodeContact, progress: false }).then((result) => {
        if (result.ok) useLiveContact.setState({ contact: result.data, locale });
        // A failed read keeps the built contacts; the next page view tries again.
        else read = { at: -Infinity, locale: '' };
      });
    },
    { timeoutMs: 3000, fallbackMs: 500 },
  );
}
