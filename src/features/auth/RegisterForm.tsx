/**
 * Sign-up for a phone the shop does not know yet (the register tab of screen 'login'; check-phone sends
 * an unknown number here with the number filled in). Spec section 4 "Registration": uniqueness
 * check, SMS code (screen 'code'), verify, register/v2, profile. Every field (name, phone, the optional
 * e-mail, password and its confirmation, consent) is checked before any SMS is spent.
 */
import React from 'react';
import styled from 'styled-components';
import { Field, Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { theme } from '../../shared/theme';
import { registrationErrors, type RegistrationValues } from './auth-rules';
import { authFlow, useAuthFlow } from './auth-flow';
import { FormMessage, submitAction } from './auth-ui';

type Values = RegistrationValues & { consent: boolean };

const Consent = styled.label`
  display: grid;
  grid-template-columns: 22px 1fr;
  gap: 8px;
  align-items: start;
  font-size: 14px;
  input {
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${theme.color.brandDark};
  }
  a {
    color: ${theme.color.brandDark};
  }
  &[data-error='true'] span {
    color: ${theme.color.error};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${theme.color.background};
  font-size: 14px;
`;

function validate(values: Values): FormikErrors<Values> {
  return {
    ...(registrationErrors(values) ?? {}),
    ...(values.consent ? {} : { consent: 'auth_consent_required' }),
  };
}

export function RegisterForm() {
  const { t } = useTranslation();
  const busy = useAuthFlow((s) => s.busy);
  const phoneInput = useAuthFlow((s) => s.phoneInput);
  const unknownPhone = useAuthFlow((s) => s.unknownPhone);
  const onSubmit = ({ consent: _consent, ...registration }: Values, helpers: FormikHelpers<Values>) =>
    submitAction(helpers, () => authFlow.getState().startRegistration(registration));
  return (
    <Formik<Values>
      initialValues={{ name: '', phone: phoneInput, email: '', password: '', password_confirmation: '', consent: false }}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ status, isSubmitting, errors, touched, submitCount }) => {
        const consentError = (touched.consent || submitCount > 0) && errors.consent ? errors.consent : null;
        return (
          <Form noValidate style={{ display: 'grid', gap: 12 }} data-testid="register-form">
            {unknownPhone && <Note role="status">{t('auth_phone_unknown')}</Note>}
            <TextField
              name="name"
              label={t('auth_name_label')}
              idPrefix="reg"
              autoComplete="name"
              data-autofocus={!unknownPhone || undefined}
            />
            <TextField name="phone" type="phone" label={t('auth_phone_label')} idPrefix="reg" />
            <TextField
              name="email"
              type="email"
              label={t('auth_email_optional_label')}
              idPrefix="reg"
              autoComplete="email"
              inputMode="email"
            />
            <TextField
              name="password"
              type="password"
              label={t('auth_password_label')}
              idPrefix="reg"
              autoComplete="new-password"
              hint={t('auth_password_hint')}
              data-autofocus={unknownPhone || undefined}
            />
            <TextField
              name="password_confirmation"
              type="password"
              label={t('auth_password_confirm_label')}
              idPrefix="reg"
              autoComplete="new-password"
            />
            <Consent data-error={!!consentError}>
              <Field
                type="checkbox"
                name="consent"
                aria-invalid={!!consentError}
                aria-describedby={consentError ? 'reg-consent-error' : undefined}
              />
              <span>
                {t('auth_consent_text')}{' '}
                <LocalizedLink to="/page/privacy_policy/" target="_blank" rel="noopener">
                  {t('auth_privacy_link')}
                </LocalizedLink>
              </span>
            </Consent>
            {consentError && (
              <p className="form-error" id="reg-consent-error" role="alert">
                {t(consentError)}
              </p>
            )}
            <FormMessage messageKey={status} />
            <Button type="submit" disabled={isSubmitting || busy !== null}>
              {t('auth_register_submit')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
