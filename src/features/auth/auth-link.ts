/**
 * A link that opens the auth modal (spec section 2: the modal "opens with a type"): any page
 * with `?auth=login|register|forgot|forgot-input`, the reset link being
 * `?auth=forgot-input&email=..&token=..` (opens the new-password form). The e-mail confirmation
 * link `?auth=email-confirm&token=..` opens no modal: the token goes to the shop API and a toast
 * tells the outcome (issue 43). Pure: the page calls
 * it with its query string and gets what to open and the query string to leave in the address
 * bar (the token must not stay in the history, a bookmark or a shared link).
 */
import { showToast } from '../../ui/toast-store';
import { memberOf } from '../../api-client/decode';
import { openAuthModal, type AuthModalType, type OpenAuthModalOptions } from './open-auth-modal';

const TYPES: readonly AuthModalType[] = ['login', 'register', 'forgot', 'forgot-input'];
const LINK_PARAMS = ['auth', 'email', 'token'];
/** Longer values are not the shop's (an e-mail is at most 254 characters; tokens are shorter). */
const MAX_VALUE_LENGTH = 256;

export interface AuthLink {
  type: AuthModalType;
  options: OpenAuthModalOptions;
  /** The query string without the link's parameters ('' or '?...'). */
  rest: string;
  /** `?auth=email-confirm&token=..`: the token to confirm the e-mail with (no modal opens). */
  emailConfirmToken?: string;
}

/** How long the e-mail confirmation's outcome stays on screen (ms): read once, after a click in a mail app. */
const EMAIL_CONFIRM_TOAST_MS = 8000;

export function authLinkFrom(search: string): AuthLink | null {
  const params = new URLSearchParams(search);
  const type = params.get('auth');
  if (type === null) return null;
  const read = (name: string) => {
    const v = params.get(name)?.trim() ?? '';
    return v.length <= MAX_VALUE_LENGTH ? v : '';
  };
  const email = read('email');
  const token = read('token');
  for (const name of LINK_PARAMS) params.delete(name);
  const rest = params.toString() ? `?${params.toString()}` : '';
  if (type === 'email-confirm') return { type: 'login', options: {}, rest, emailConfirmToken: token };
  // An unknown type still leaves the address bar clean, and opens the login form.
  const known = memberOf(TYPES, type) ?? 'login';
  const options: OpenAuthModalOptions = {};
  if ((known === 'forgot' || known === 'forgot-input') && email) options.email = email;
  if (known === 'forgot-input' && token) options.token = token;
  return { type: known, options, rest };
}

/**
 * Opens the auth modal a page's address asks for (`?auth=...`) and takes the link's parameters
 * out of the address bar (history.replaceState: no new entry, the reset token leaves the history).
 * Every page's layout runs `useAuthLink` (use-auth-link.ts), which loads this module only when
 * the address has such a link.
 */
export function applyAuthLink(search: string): void {
  const link = authLinkFrom(search);
  if (!link) return;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${link.rest}${hash}`);
  if (link.emailConfirmToken === undefined) return openAuthModal(link.type, link.options);
  void confirmEmailLink(link.emailConfirmToken);
}

/** The confirmation link's token to the shop API; a toast says the outcome (a refused link: used, old or for an earlier e-mail). */
async function confirmEmailLink(token: string) {
  // The auth flow's API (and its store) loads only for a confirmation link.
  const result = token ? await (await import('./auth-flow')).authApi.confirmEmail(token) : null;
  if (result?.ok) showToast('auth_email_confirmed', 'success', { email: result.data }, EMAIL_CONFIRM_TOAST_MS);
  else if (!result || result.error.kind === 'validation')
    showToast('auth_email_confirm_refused', 'error', undefined, EMAIL_CONFIRM_TOAST_MS);
  else showToast(result.error.message, 'error', undefined, EMAIL_CONFIRM_TOAST_MS);
}
