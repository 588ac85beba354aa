/**
 * The guest's phone confirmed by an SMS code before the order (spec section 2: the checkout's
 * SMS-code modal; decision 090). The same code rules as sign-in (src/shared/sms-code.ts): 4 digits,
 * the 30 s resend countdown, resend forcing SMS, 10 SMS a day ("limit"), the shop API's 429s, the
 * 5th wrong try kills the code. A phone confirmed on this device is remembered for 30 days with the
 * shop API's proof of it (sent with the order: the API refuses a guest's order without), so a
 * returning guest is not asked again; signed-in customers are never asked (their account is the proof).
 *
 * Pure rules (which phones count as confirmed) and the modal's store, with its outside world
 * (API, storage, clock) injected.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../../shared/safe-storage';
import { readItem, writeItem } from '../../shared/safe-storage';
import { apiMessageKey, resendSecondsLeft } from '../../shared/sms-code';
import type { SmsCodeApi } from '../../shared/sms-code-api';
import type { SmsCodeResult } from '../../ui/form/SmsCodeForm';

export const CONFIRMED_PHONES_KEY = 'confirmedPhones';
/** How long a confirmed phone stays confirmed on this device. */
export const CONFIRMED_FOR_MS = 30 * 86_400_000;

/**
 * phone (+380...) -> when it was confirmed (ms) and the shop API's proof of it (secret/check's
 * `phone_proof`, sent with the guest's order: issue 43). Anything unreadable, and the bare times an
 * older build stored (no proof), count as nothing confirmed: that guest is asked once more.
 */
export type ConfirmedPhones = Record<string, { at: number; proof: string }>;

const isEntry = (v: unknown): v is { at: number; proof: string } => {
  const e = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  return typeof e.at === 'number' && Number.isFinite(e.at) && typeof e.proof === 'string' && e.proof.length > 0;
};

export function parseConfirmedPhones(raw: string | null): ConfirmedPhones {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value)
        .filter(([phone, entry]) => /^\+380\d{9}$/.test(phone) && isEntry(entry))
        .map(([phone, entry]) => [phone, { at: entry.at, proof: entry.proof }]),
    ) as ConfirmedPhones;
  } catch {
    return {};
  }
}

/** Confirmed within the last 30 days (a time in the future, from a changed clock, does not count). */
export function isPhoneConfirmed(confirmed: ConfirmedPhones, phone: string, now: number): boolean {
  const at = confirmed[phone]?.at;
  return at !== undefined && at <= now && now - at < CONFIRMED_FOR_MS;
}

/** The list with `phone` confirmed now by `proof`, and the expired entries dropped. */
export function withConfirmedPhone(confirmed: ConfirmedPhones, phone: string, now: number, proof: string): ConfirmedPhones {
  const kept = Object.entries(confirmed).filter(([p]) => p !== phone && isPhoneConfirmed(confirmed, p, now));
  return Object.fromEntries([...kept, [phone, { at: now, proof }]]);
}

/** The list without `phone` (the shop API no longer takes its proof). */
export function withoutPhone(confirmed: ConfirmedPhones, phone: string): ConfirmedPhones {
  return Object.fromEntries(Object.entries(confirmed).filter(([p]) => p !== phone));
}

export interface PhoneConfirmData {
  /** The phone being confirmed (+380...). */
  phone: string | null;
  secretId: string | null;
  sentAt: number | null;
  busy: 'send' | 'check' | null;
  /** A message key about sending (limit, 429, gateway down, no answer); null when the code went out. */
  sendProblem: string | null;
}

export interface PhoneConfirmActions {
  /** The modal opened for `phone`: sends a code, unless one went to this phone less than 30 s ago. */
  start(phone: string): Promise<void>;
  /** The resend button (only at 0 of the countdown; forces SMS). */
  resend(): Promise<void>;
  /** Checks the code; on success the phone is remembered as confirmed, with the API's proof. */
  check(code: string): Promise<SmsCodeResult>;
  confirmed(phone: string): boolean;
  /** The proof a guest's order carries for `phone`, while it counts as confirmed (else null). */
  proofOf(phone: string): string | null;
  /** The shop API refused the proof (expired, database restored): the next order asks again. */
  forget(phone: string): void;
}

export type PhoneConfirmStore = StoreApi<PhoneConfirmData & PhoneConfirmActions>;

export interface PhoneConfirmDeps {
  api: SmsCodeApi;
  storage: KeyValueStorage | null;
  now?: () => number;
}

export function createPhoneConfirmStore(deps: PhoneConfirmDeps): PhoneConfirmStore {
  const now = deps.now ?? (() => Date.now());
  const readConfirmed = () => parseConfirmedPhones(readItem(deps.storage, CONFIRMED_PHONES_KEY));

  return createStore<PhoneConfirmData & PhoneConfirmActions>()((set, get) => {
    const send = async (phone: string, force: boolean) => {
      if (get().busy) return;
      set({ busy: 'send', sendProblem: null });
      const startedAt = now();
      const result = await deps.api.generateSecret(phone, force);
      if (!result.ok) {
        const key = result.error.kind === 'validation' ? 'validation_phone' : apiMessageKey(result.error);
        // A code went to this phone within 30 s but its id never reached us: the countdown runs
        // and the resend at 0 gets one that works (as sign-in does).
        if (key === 'sms_resend_too_soon' && !force) set({ secretId: null, sentAt: startedAt, sendProblem: 'auth_code_lost' });
        else set({ sendProblem: key });
      } else if (result.data === 'limit') set({ sendProblem: 'too_many_sms' });
      else set({ secretId: result.data.id, sentAt: now(), sendProblem: null });
      set({ busy: null });
    };

    return {
      phone: null,
      secretId: null,
      sentAt: null,
      busy: null,
      sendProblem: null,

      async start(phone) {
        const s = get();
        if (s.phone === phone && s.secretId && resendSecondsLeft(s.sentAt, now()) > 0) return;
        set({ phone, secretId: null, sentAt: null, sendProblem: null });
        await send(phone, false);
      },

      async resend() {
        const { phone, sentAt } = get();
        if (!phone || resendSecondsLeft(sentAt, now()) > 0) return;
        await send(phone, true);
      },

      async check(code) {
        const { phone, secretId, busy } = get();
        if (busy) return { ok: false };
        if (!phone || !secretId) return { ok: false, message: get().sendProblem ?? 'auth_code_lost' };
        set({ busy: 'check' });
        const result = await deps.api.checkSecret(secretId, code);
        set({ busy: null });
        if (!result.ok) {
          if (result.error.kind === 'validation') return { ok: false, errors: { code: 'validation_sms' } };
          return { ok: false, message: apiMessageKey(result.error) };
        }
        writeItem(
          deps.storage,
          CONFIRMED_PHONES_KEY,
          JSON.stringify(withConfirmedPhone(readConfirmed(), phone, now(), result.data.phone_proof)),
        );
        set({ secretId: null, sentAt: null });
        return { ok: true };
      },

      confirmed(phone) {
        return isPhoneConfirmed(readConfirmed(), phone, now());
      },

      proofOf(phone) {
        const confirmed = readConfirmed();
        return isPhoneConfirmed(confirmed, phone, now()) ? confirmed[phone].proof : null;
      },

      forget(phone) {
        writeItem(deps.storage, CONFIRMED_PHONES_KEY, JSON.stringify(withoutPhone(readConfirmed(), phone)));
      },
    };
  });
}
