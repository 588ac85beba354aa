/**
 * Phone + SMS code (spec section 4): login with a known phone, registration with a new one, the
 * resend after the 30 s countdown, and a send whose answer was lost (its SMS may have gone out).
 */
import { apiMessageKey, resendSecondsLeft, TOO_MANY_SMS_TOAST_MS } from '../../shared/sms-code';
import { registrationErrors, toE164 } from './auth-rules';
import type { FormResult, PhoneFlowActions } from './auth-flow-state';
import { refusalOf, type AuthFlowKit } from './auth-flow-kit';

/** Failures after which the request may have reached the API: only its answer is missing. */
const ANSWER_LOST: ReadonlySet<string> = new Set(['network', 'timeout', 'invalid-response']);

export function createPhoneFlow(kit: AuthFlowKit): PhoneFlowActions {
  const { deps, set, get, now, dispatch, exclusive } = kit;
  /** The last send whose answer was lost (its SMS may have gone out): phone and when it started. */
  let lostSend: { phone: string; at: number } | null = null;

  /** Sends an SMS code to `phone` and moves to screen 'code'; `force` for the resend. */
  const sendCode = async (phone: string, force: boolean): Promise<FormResult> => {
    const startedAt = now();
    const result = await deps.api.generateSecret(phone, force);
    if (!result.ok) {
      if (result.error.kind === 'validation') return refusalOf(result.error, { phone: 'phone' }, 'phone');
      // The request may have reached the API (and the SMS gone out) with only the answer lost.
      if (ANSWER_LOST.has(result.error.kind)) lostSend = { phone, at: startedAt };
      if (result.error.message === 'sms_resend_too_soon') {
        if (force) {
          deps.toast('sms_resend_too_soon', 'info');
          return { ok: false };
        }
        // A code went to this phone within 30 s, its secret id never reached us (a lost answer,
        // or a reload): screen 'code' says so, its countdown runs from that send (when we know it)
        // and the resend at 0 gets a code that logs in. No second SMS before then.
        const since = lostSend?.phone === phone ? lostSend.at : startedAt;
        set({ phone, secretId: null, codeSentAt: since, codeLost: true });
        dispatch({ type: 'code-sent' });
        return { ok: true };
      }
      if (force) deps.toast(apiMessageKey(result.error), 'error');
      else dispatch({ type: 'failed', body: apiMessageKey(result.error) });
      return { ok: false };
    }
    if (result.data === 'limit') {
      deps.toast('too_many_sms', 'error', TOO_MANY_SMS_TOAST_MS);
      return { ok: false };
    }
    lostSend = null;
    set({ phone, secretId: result.data.id, codeSentAt: now(), codeLost: false });
    dispatch({ type: 'code-sent' });
    return { ok: true };
  };

  return {
    requestCode(phoneInput) {
      return exclusive<FormResult>('phone', { ok: false }, async () => {
        set({ phoneInput, pendingRegistration: null, unknownPhone: false });
        const phone = toE164(phoneInput);
        if (!phone) return { ok: false, errors: { phone: 'validation_phone' } };
        const s = get();
        // Back on the login form with the same number while the code is still fresh: no second SMS.
        if (s.phone === phone && s.secretId && resendSecondsLeft(s.codeSentAt, now()) > 0) {
          dispatch({ type: 'code-sent' });
          return { ok: true };
        }
        const known = await deps.api.checkPhone(phone);
        if (!known.ok) {
          if (known.error.kind === 'validation') return refusalOf(known.error, { phone: 'phone' }, 'phone');
          dispatch({ type: 'failed', body: apiMessageKey(known.error) });
          return { ok: false };
        }
        // Login proceeds only when the phone is known (spec section 7); an unknown one is
        // offered the sign-up form with the number already in it.
        if (!known.data) {
          set({ unknownPhone: true });
          dispatch({ type: 'tab', tab: 'register' });
          return { ok: false };
        }
        return sendCode(phone, false);
      });
    },

    async resendCode() {
      const { phone, codeSentAt } = get();
      if (!phone || resendSecondsLeft(codeSentAt, now()) > 0) return;
      await exclusive('resend', undefined, async () => {
        await sendCode(phone, true);
      });
    },

    submitCode(code) {
      return exclusive<FormResult>('code', { ok: false }, async () => {
        const { phone, secretId, pendingRegistration, codeLost } = get();
        if (!phone || !secretId) return { ok: false, message: codeLost ? 'auth_code_lost' : 'err_msg' };
        return get().authenticate(pendingRegistration ? 'register' : 'login', {
          phone,
          secretId,
          code: code.trim(),
          registration: pendingRegistration ?? undefined,
        });
      });
    },

    async authenticate(mode, { phone, secretId, code, registration }) {
      let result;
      if (mode === 'register' && registration) {
        // Verify the code first so a wrong one lands on the code field before anything is created.
        const check = await deps.api.checkSecret(secretId, code);
        if (!check.ok) return refusalOf(check.error, { code: 'code', sms: 'code' }, 'code');
        result = await deps.api.register({
          secretId,
          forSite: true,
          name: registration.name.trim(),
          email: registration.email.trim().toLowerCase(),
          phone,
          password: registration.password,
          password_confirmation: registration.password_confirmation,
          sms: code,
        });
      } else {
        result = await deps.api.login({ phone, id: secretId, code });
      }
      if (!result.ok) {
        return refusalOf(result.error, {
          code: 'code',
          sms: 'code',
          name: 'name',
          email: 'email',
          phone: 'phone',
          password: 'password',
          password_confirmation: 'password_confirmation',
        });
      }
      await kit.signedIn(result.data);
      // The new customer to the marketing service: the shop API reads them from the token.
      if (mode === 'register' && deps.session.user()) deps.analytics.customer();
      return { ok: true };
    },

    startRegistration(values) {
      return exclusive<FormResult>('register', { ok: false }, async () => {
        // Every field is checked before the uniqueness call and the SMS: a code is never spent
        // on a form the server would refuse.
        const problems = registrationErrors(values);
        if (problems) return { ok: false, errors: problems };
        const phone = toE164(values.phone)!;
        const unique = await deps.api.checkUnique(phone, values.email.trim().toLowerCase());
        if (!unique.ok) return refusalOf(unique.error, { phone: 'phone', email: 'email' });
        const errors: Record<string, string> = {};
        if (!unique.data.is_unique_phone) errors.phone = 'validation_unique';
        if (!unique.data.is_unique_email) errors.email = 'validation_unique';
        if (Object.keys(errors).length) return { ok: false, errors };
        const sent = await sendCode(phone, false);
        if (sent.ok) set({ pendingRegistration: { ...values, phone } });
        return sent;
      });
    },
  };
}
