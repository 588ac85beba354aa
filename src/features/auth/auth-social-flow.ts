/**
 * Google and Apple (spec section 4): the consent page in a popup (or the whole page when popups are
 * blocked), its answer by postMessage, then the e-mail choice when the accounts' e-mails differ.
 */
import { apiMessageKey } from '../../shared/sms-code';
import { isSocialMessage, openConsent, randomState, watchPopup } from './social';
import type { FormResult, SocialFlowActions } from './auth-flow-state';
import type { AuthFlowKit } from './auth-flow-kit';

export function createSocialFlow(kit: AuthFlowKit): SocialFlowActions & { stop(): void } {
  const { deps, set, get, now, dispatch, setTimer, clearTimer } = kit;
  let socialListener: ((e: MessageEvent) => void) | null = null;
  let stopWatch = () => {};
  const stopSocial = () => {
    if (socialListener) deps.win?.removeEventListener('message', socialListener);
    socialListener = null;
    stopWatch();
  };

  return {
    /** Forgets the popup's listener and watch (the modal opened anew or closed). */
    stop: stopSocial,

    startSocial(provider) {
      const win = deps.win;
      if (!win || get().busy) return;
      const state = (deps.random ?? randomState)();
      const popup = openConsent(win, provider, {
        locale: deps.locale(),
        state,
        now: now(),
        purpose: 'sign-in',
        ids: deps.providerIds,
      });
      if (!popup) return dispatch({ type: 'failed' });
      // Popup blocked: the whole page goes through the provider and comes back to last-url.
      if (popup === 'away') return;
      stopSocial();
      set({ busy: 'social' });
      socialListener = (event: MessageEvent) => {
        if (event.origin !== win.location.origin || !isSocialMessage(event.data)) return;
        stopSocial();
        void get().socialResult(
          event.data.ok
            ? { ok: true, token: event.data.token, emailConflict: event.data.emailConflict }
            : { ok: false, reason: event.data.reason, provider },
        );
      };
      win.addEventListener('message', socialListener);
      // Closed without an answer: the buttons come back.
      const gone = () => {
        stopSocial();
        if (get().busy === 'social') set({ busy: null });
      };
      stopWatch = watchPopup(popup, gone, setTimer, clearTimer);
    },

    async socialResult(result) {
      if (get().busy === 'social') set({ busy: null });
      if (!result.ok) {
        // The e-mail conflict screen: the account with this e-mail never confirmed it, so the
        // provider does not open it (issue 43); the phone and password sign-in does, and then
        // leads to the profile's card to connect the provider (decision 435).
        if (result.reason === 'email_unconfirmed') set({ connectAfterSignIn: result.provider ?? null });
        return dispatch(
          result.reason === 'email_unconfirmed'
            ? { type: 'failed', title: 'auth_email_unconfirmed_title', body: 'auth_email_unconfirmed_text' }
            : { type: 'failed' },
        );
      }
      if (!result.emailConflict) return kit.signedIn(result.token);
      // Signed in already; the modal stays open on the choice (spec section 8).
      await deps.session.acceptToken(result.token);
      set({ emailConflict: result.emailConflict });
      dispatch({ type: 'email-conflict' });
    },

    chooseEmail(email) {
      return kit.exclusive<FormResult>('email', { ok: false }, async () => {
        const conflict = get().emailConflict;
        if (conflict && email === conflict.offered) {
          const result = await deps.api.setEmail(email);
          if (!result.ok) {
            return result.error.kind === 'validation'
              ? { ok: false, message: result.error.fields?.email?.[0] ?? 'err_msg' }
              : { ok: false, message: apiMessageKey(result.error) };
          }
          await deps.session.refreshUser?.();
        }
        set({ emailConflict: null });
        deps.closeModal();
        return { ok: true };
      });
    },
  };
}
