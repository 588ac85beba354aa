/**
 * Forgot password (spec sections 2, 4, 8): the e-mail-or-phone request (toast
 * new_password_on_your_phone), then the new password with a show/hide toggle (toast 'password
 * changed' or 'must be longer than 6 characters'). A reset link opens the second form directly
 * (auth modal type forgot-input with e-mail and token).
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';
import { formatPhone } from '../../ui/form/phone';
import { theme } from '../../shared/theme';
import { emailOrPhoneError, passwordError } from './auth-rules';
import { authFlow, useAuthFlow } from './auth-flow';
import { AuthScreen, FormMessage, keyTest, LinkButton, submitAction } from './auth-ui';

export function ForgotRequestScreen() {
  const { t } = useTranslation();
  const initial = useAuthFlow((s) => s.modal.forgotEmail);
  const busy = useAuthFlow((s) => s.busy);
  return (
    <AuthScreen name="forgot" title={t('auth_forgot_title')}>
      <p className="muted">{t('auth_forgot_text')}</p>
      <Formik
        initialValues={{ email: initial }}
        validationSchema={yup.object({ email: keyTest(emailOrPhoneError) })}
        onSubmit={(values, helpers) => submitAction(helpers, () => authFlow.getState().requestForgot(values.email))}
      >
        {({ status, isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" label={t('auth_forgot_label')} idPrefix="auth" autoComplete="username" data-autofocus />
            <FormMessage messageKey={status} />
            <Button type="submit" disabled={isSubmitting || busy !== null}>
              {t('auth_forgot_send')}
            </Button>
          </Form>
        )}
      </Formik>
      <LinkButton type="button" onClick={() => authFlow.getState().dispatch({ type: 'forgot-cancel' })}>
        {t('auth_back_to_login')}
      </LinkButton>
    </AuthScreen>
  );
}

const PasswordRow = styled.div`
  position: relative;
  > button {
    position: absolute;
    right: 6px;
    top: 29px;
    border: 0;
    background: none;
    font: inherit;
    font-size: 13px;
    font-weight: 700;
    color: ${theme.color.brandDark};
    padding: 8px;
    min-height: 36px;
    cursor: pointer;
  }
  input {
    padding-right: 96px !important;
  }
`;

export function NewPasswordScreen() {
  const { t } = useTranslation();
  const email = useAuthFlow((s) => s.modal.forgotEmail);
  const linkToken = useAuthFlow((s) => s.modal.forgotToken);
  const busy = useAuthFlow((s) => s.busy);
  const [shown, setShown] = useState(false);
  const schema = yup.object({
    token: linkToken ? yup.string() : yup.string().trim().required('validation_required'),
    password: keyTest(passwordError),
  });
  return (
    <AuthScreen name="forgot-input" title={t('auth_new_password_title')}>
      {email && <p className="muted">{email.includes('@') ? email : formatPhone(email)}</p>}
      <Formik
        initialValues={{ token: '', password: '' }}
        validationSchema={schema}
        onSubmit={(values, helpers) => submitAction(helpers, () => authFlow.getState().submitForgot(values))}
      >
        {({ status, isSubmitting }) => (
          <Form noValidate>
            {!linkToken && (
              <TextField name="token" label={t('auth_token_label')} idPrefix="auth" autoComplete="one-time-code" data-autofocus />
            )}
            <PasswordRow>
              <TextField
                name="password"
                type={shown ? 'text' : 'password'}
                label={t('auth_new_password_label')}
                hint={t('auth_password_hint')}
                idPrefix="auth"
                autoComplete="new-password"
                data-autofocus={linkToken ? true : undefined}
              />
              <button type="button" aria-controls="auth-password" onClick={() => setShown((v) => !v)}>
                {shown ? t('auth_hide_password') : t('auth_show_password')}
              </button>
            </PasswordRow>
            <FormMessage messageKey={status} />
            <Button type="submit" disabled={isSubmitting || busy !== null}>
              {t('auth_save_password')}
            </Button>
          </Form>
        )}
      </Formik>
      <LinkButton type="button" onClick={() => authFlow.getState().dispatch({ type: 'forgot-cancel' })}>
        {t('auth_back_to_login')}
      </LinkButton>
    </AuthScreen>
  );
}
