/** Forgot password (spec section 4): a code by SMS (or a link), then the new password. */
import { apiMessageKey } from '../../shared/sms-code';
import { normaliseEmailOrPhone } from './auth-rules';
import type { FormResult, ForgotFlowActions } from './auth-flow-state';
import { refusalOf, type AuthFlowKit } from './auth-flow-kit';

export function createForgotFlow(kit: AuthFlowKit): ForgotFlowActions {
  const { deps, get, dispatch, exclusive } = kit;
  return {
    requestForgot(emailOrPhone) {
      return exclusive<FormResult>('forgot', { ok: false }, async () => {
        const email = normaliseEmailOrPhone(emailOrPhone);
        const result = await deps.api.forgot(email);
        if (!result.ok) return refusalOf(result.error, { email: 'email' }, 'email');
        deps.toast(result.data, 'success');
        dispatch({ type: 'forgot-sent', email });
        return { ok: true };
      });
    },

    submitForgot({ token, password }) {
      return exclusive<FormResult>('forgot-submit', { ok: false }, async () => {
        const { forgotEmail, forgotToken } = get().modal;
        const result = await deps.api.forgotSubmit({
          email: forgotEmail,
          token: (forgotToken || token).trim(),
          password,
        });
        if (!result.ok) {
          if (result.error.kind !== 'validation') return { ok: false, message: apiMessageKey(result.error) };
          // Spec section 8: a failed reset says the password must be longer than 6 characters.
          if (result.error.fields?.password) deps.toast('auth_password_min_toast', 'error');
          // A token that came with the link has no field: its error is said on the form.
          const fieldMap: Record<string, string> = forgotToken
            ? { password: 'password' }
            : { token: 'token', email: 'token', password: 'password' };
          return refusalOf(result.error, fieldMap);
        }
        deps.toast('auth_password_changed', 'success');
        dispatch({ type: 'forgot-done' });
        return { ok: true };
      });
    },
  };
}
