/** The staff sign-in form. */
import React from 'react';
import { Button } from '../../ui/Button';
import { useTranslation } from '../../i18n/I18n';
import { useDesk, useDeskActions } from './desk-context';
import { SignInForm } from './desk-styles';
import { unlockSound } from './tone';

export function SignIn() {
  const { t } = useTranslation();
  const form = useDesk((s) => s.signIn);
  const { actions, api } = useDeskActions();
  return (
    <SignInForm
      onSubmit={(e) => {
        e.preventDefault();
        // Browsers allow sound only after a gesture: this click unlocks the new-order chime.
        unlockSound();
        void actions.submitSignIn(api);
      }}
      noValidate
      aria-labelledby="desk-sign-in"
    >
      <h2 id="desk-sign-in">{t('desk_sign_in')}</h2>
      <label>
        {t('desk_login')}
        <input
          name="login"
          autoComplete="username"
          value={form.login}
          onChange={(e) => actions.editSignIn({ login: e.target.value })}
        />
      </label>
      <label>
        {t('desk_password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e) => actions.editSignIn({ password: e.target.value })}
        />
      </label>
      {form.error && <p role="alert">{t(form.error)}</p>}
      <Button type="submit" disabled={form.busy}>
        {t('desk_sign_in_button')}
      </Button>
    </SignInForm>
  );
}
