/**
 * Social login (spec sections 2, 4, 9): a 452 x 633 popup to the provider's consent page, which
 * returns to a callback page (`auth/google/callback`, `auth/apple`, `api/apple-result`). The
 * callback exchanges the code (sociallogin/{provider}) and, when it runs in the popup, hands the
 * token to the opener and closes; opened as a full page (popup blocked), it stores the token and
 * returns to the stored `last-url` after 0.5 s.
 *
 * In the embedded default the providers are the shop API's stand-in consent pages
 * (`/api/dev/social/{provider}`, which answer with a one-time code); with
 * GATSBY_GOOGLE_CLIENT_ID / GATSBY_APPLE_CLIENT_ID at build time the real providers are asked
 * for an OpenID Connect ID token in the URL fragment (no provider script runs on the shop's
 * pages: decision 049). The random `state` is also the token's `nonce`: the callback accepts it
 * only when it matches the state this browser stored, and the API checks the token carries it.
 * Without the client ids, builds for the local stack use the stand-ins; a production build has
 * no provider to offer (the stand-in is compiled out: __SHOP_API_STANDINS__, decision 068).
 */
import type { LocaleCode } from '../../i18n/locales';
import { localizedPath } from '../../i18n/paths';
import type { EmailConflict, SocialProvider } from './auth-api';
import { readItem, removeItem, writeItem, type KeyValueStorage } from '../../shared/safe-storage';
import { safeReturnPath, SOCIAL_POPUP } from './auth-rules';

/** Set by gatsby-node (true in develop and local-stack builds); undefined under jest (= true). */
declare const __SHOP_API_STANDINS__: boolean | undefined;

export const LAST_URL_KEY = 'last-url';
export const SOCIAL_STATE_KEY = 'auth-social';
/** How long a started social login may take before its state is refused. */
export const SOCIAL_STATE_TTL_MS = 15 * 60 * 1000;
/** postMessage type from the callback popup to the opener. */
export const SOCIAL_MESSAGE = 'auth-social-result';

export type SocialMessage =
  | { type: typeof SOCIAL_MESSAGE; ok: true; token: string; emailConflict: EmailConflict | null }
  /** reason email_unconfirmed: an account claims the provider's e-mail without having confirmed it (the conflict screen). */
  | { type: typeof SOCIAL_MESSAGE; ok: false; reason?: SocialRefusal; provider?: SocialProvider };

/** postMessage type from the callback popup to the profile that connects a provider (decision 435). */
export const SOCIAL_CONNECT_MESSAGE = 'auth-social-connect-result';
/** Why connecting a provider did not happen: the API's 409 messages, or anything else. */
export type ConnectRefusal = 'social_account_taken' | 'provider_already_connected' | 'failed';
export type ConnectMessage =
  { type: typeof SOCIAL_CONNECT_MESSAGE; ok: true } | { type: typeof SOCIAL_CONNECT_MESSAGE; ok: false; reason: ConnectRefusal };

/** What a started provider round trip is for: signing in, or connecting the provider to the signed-in account. */
export type SocialPurpose = 'sign-in' | 'connect';

/** Why the shop refused a provider's sign-in that the provider itself allowed. */
export type SocialRefusal = 'email_unconfirmed';

export const CALLBACK_PATHS: Record<SocialProvider, string> = {
  google: '/auth/google/callback/',
  apple: '/auth/apple/',
};

/** Which provider a callback route belongs to (locale-free path). */
export function providerOfCallback(rest: string): SocialProvider | null {
  if (/^\/auth\/google\/callback\/?$/.test(rest)) return 'google';
  if (/^\/auth\/apple\/?$/.test(rest) || /^\/api\/apple-result\/?$/.test(rest)) return 'apple';
  return null;
}

export function callbackUrl(origin: string, locale: LocaleCode, provider: SocialProvider): string {
  return `${origin}${localizedPath(locale, CALLBACK_PATHS[provider])}`;
}

export type ProviderIds = Partial<Record<SocialProvider, string>>;

/**
 * The consent page URL: the real provider when its client id is configured, else the stand-in
 * where this build has it, else null (the provider is not available).
 */
export function consentUrl(provider: SocialProvider, redirectUri: string, state: string, ids: ProviderIds = {}): string | null {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  if (provider === 'google' && ids.google) {
    return `https://accounts.google.com/o/oauth2/v2/auth?${q({
      client_id: ids.google,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      scope: 'openid email profile',
      state,
      nonce: state,
      prompt: 'select_account',
    })}`;
  }
  if (provider === 'apple' && ids.apple) {
    // The fragment answer allows no scope: the token carries the subject (and the e-mail when
    // the customer shared it before); the name is asked for nowhere else.
    return `https://appleid.apple.com/auth/authorize?${q({
      client_id: ids.apple,
      redirect_uri: redirectUri,
      response_type: 'code id_token',
      response_mode: 'fragment',
      state,
      nonce: state,
    })}`;
  }
  if (typeof __SHOP_API_STANDINS__ === 'undefined' || __SHOP_API_STANDINS__)
    return `/api/dev/social/${provider}?${q({ redirect_uri: redirectUri, state })}`;
  return null;
}

export function configuredProviderIds(): ProviderIds {
  return {
    google: process.env.GATSBY_GOOGLE_CLIENT_ID || undefined,
    apple: process.env.GATSBY_APPLE_CLIENT_ID || undefined,
  };
}

/** The parts of the browser window the provider's consent popup uses (tests pass a fake). */
export interface PopupWindow {
  open(url: string, target: string, features?: string): Window | null;
  location: { origin: string; pathname: string; search: string; assign(url: string): void };
  screen?: { width: number; height: number };
  screenX?: number;
  screenY?: number;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  localStorage?: Storage;
}

/** How often the consent popup is checked for being closed, and how long its answer is awaited after (ms). */
export const POPUP_WATCH_MS = 500;
export const POPUP_ANSWER_GRACE_MS = 2000;

/**
 * Starts a provider's round trip from this page (sign-in or connect): the return path and the
 * OAuth state stored, the consent page in a centred popup. null: no provider is available;
 * 'away': the popup was blocked, so the whole page went to the provider (it comes back to last-url).
 */
export function openConsent(
  win: PopupWindow,
  provider: SocialProvider,
  start: { locale: LocaleCode; state: string; now: number; purpose: SocialPurpose; ids?: ProviderIds },
): Window | 'away' | null {
  const storage = win.localStorage;
  saveLastUrl(storage, `${win.location.pathname}${win.location.search}`);
  saveSocialState(storage, provider, start.state, start.now, start.purpose);
  const url = consentUrl(provider, callbackUrl(win.location.origin, start.locale, provider), start.state, start.ids);
  if (!url) return null;
  const popup = win.open(
    url,
    'social-login',
    popupFeatures({ width: win.screen?.width ?? 1024, height: win.screen?.height ?? 768, left: win.screenX, top: win.screenY }),
  );
  if (popup) return popup;
  win.location.assign(url);
  return 'away';
}

/**
 * Calls `onGone` once the popup is closed (the user may close it without finishing). The popup
 * posts its answer and closes at once, and on a busy device the close can be seen before the
 * answer's message is handled: `onGone` waits POPUP_ANSWER_GRACE_MS. Returns the stop.
 */
export function watchPopup(
  popup: Window,
  onGone: () => void,
  setTimer: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle: unknown) => void = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
): () => void {
  let timer: unknown = null;
  const watch = () => {
    timer = setTimer(() => {
      if (!popup.closed) return watch();
      timer = setTimer(onGone, POPUP_ANSWER_GRACE_MS);
    }, POPUP_WATCH_MS);
  };
  watch();
  return () => clearTimer(timer);
}

/** window.open features of the centred popup. */
export function popupFeatures(screen: { width: number; height: number; left?: number; top?: number }): string {
  const { width, height } = SOCIAL_POPUP;
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** A random `state` (CSRF guard of the OAuth round trip). */
export function randomState(crypto: Pick<Crypto, 'getRandomValues'> | undefined = globalThis.crypto): string {
  const bytes = new Uint8Array(16);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storage that throws reads as "not set" and forgets quietly (shared/safe-storage). */
type KV = KeyValueStorage | undefined;

export function saveLastUrl(storage: KV, path: string): void {
  const safe = safeReturnPath(path);
  if (safe) writeItem(storage, LAST_URL_KEY, safe);
}

/** The stored return path, validated (same-origin path only), or null. */
export function readLastUrl(storage: KV): string | null {
  return safeReturnPath(readItem(storage, LAST_URL_KEY));
}

export function saveSocialState(
  storage: KV,
  provider: SocialProvider,
  state: string,
  now: number,
  purpose: SocialPurpose = 'sign-in',
): void {
  writeItem(storage, SOCIAL_STATE_KEY, JSON.stringify({ provider, state, at: now, purpose }));
}

/**
 * Checks the callback's state against the stored one (right provider, not expired) and forgets it:
 * what the round trip was started for, or null when the state is not this browser's.
 */
export function takeSocialStart(storage: KV, provider: SocialProvider, state: string | null, now: number): SocialPurpose | null {
  const raw = readItem(storage, SOCIAL_STATE_KEY);
  removeItem(storage, SOCIAL_STATE_KEY);
  if (!raw || !state) return null;
  try {
    const saved = JSON.parse(raw) as { provider?: unknown; state?: unknown; at?: unknown; purpose?: unknown };
    const valid =
      saved.provider === provider &&
      typeof saved.state === 'string' &&
      saved.state === state &&
      typeof saved.at === 'number' &&
      now - saved.at >= 0 &&
      now - saved.at < SOCIAL_STATE_TTL_MS;
    if (!valid) return null;
    return saved.purpose === 'connect' ? 'connect' : 'sign-in';
  } catch {
    return null;
  }
}

/** takeSocialStart as a yes/no: the state is this browser's. */
export const takeSocialState = (storage: KV, provider: SocialProvider, state: string | null, now: number): boolean =>
  takeSocialStart(storage, provider, state, now) !== null;

/** What a callback URL carries: the code (or id_token), the state, or the provider's error. */
export function parseCallback(
  search: string,
  hash = '',
): { code: string | null; idToken: string | null; state: string | null; error: string | null } {
  const params = new URLSearchParams(search);
  // Some providers answer in the fragment.
  new URLSearchParams(hash.replace(/^#/, '')).forEach((v, k) => {
    if (!params.has(k)) params.set(k, v);
  });
  const take = (k: string, max: number) => {
    const v = params.get(k);
    return v && v.length <= max && /^[\x21-\x7e]+$/.test(v) ? v : null;
  };
  return {
    code: take('code', 200),
    idToken: take('id_token', 4096),
    state: take('state', 500),
    error: params.has('error') ? (take('error', 100) ?? 'error') : null,
  };
}

/** The profile's card of sign-in providers, with `provider` to connect (the conflict screen's way out, decision 435). */
export function connectProviderPath(locale: LocaleCode, provider: SocialProvider): string {
  return `${localizedPath(locale, '/profile/information/')}?connect=${provider}#sign-in-methods`;
}

/** The shop's refusal of a sign-in the provider allowed (409 email_unconfirmed), else undefined. */
export function socialRefusalOf(error: { status?: number; message: string }): SocialRefusal | undefined {
  return error.status === 409 && error.message === 'email_unconfirmed' ? 'email_unconfirmed' : undefined;
}

export function isSocialMessage(data: unknown): data is SocialMessage {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  if (d.type !== SOCIAL_MESSAGE) return false;
  if (d.ok === false) return true;
  if (d.ok !== true || typeof d.token !== 'string') return false;
  const c = d.emailConflict as Record<string, unknown> | null | undefined;
  return c === null || c === undefined || (typeof c.current === 'string' && typeof c.offered === 'string');
}

/** The API's refusal of a connection (409 social_account_taken / provider_already_connected), else 'failed'. */
export function connectRefusalOf(error: { status?: number; message: string }): ConnectRefusal {
  return error.status === 409 && (error.message === 'social_account_taken' || error.message === 'provider_already_connected')
    ? error.message
    : 'failed';
}

export function isConnectMessage(data: unknown): data is ConnectMessage {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return d.type === SOCIAL_CONNECT_MESSAGE && (d.ok === true || (d.ok === false && typeof d.reason === 'string'));
}
