/**
 * Screens 1 (login form) and 5 (phone-only, phones): login/register tabs, the phone form
 * (mask +38 (0##) ### ## ##, spec section 5), the bot and the two social providers, 'forgot
 * password?' and the privacy policy. On phones screen 'login' lists the ways in and "by phone" opens 'phone-login'.
 */
import React from 'react';
import styled from 'styled-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { privacyPdfPath } from '../../routing/privacy-pdf-path';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';
import { theme } from '../../shared/theme';
import { phoneError } from './auth-rules';
import { authFlow, useAuthFlow } from './auth-flow';
import type { AuthTab } from './auth-modal-state';
import { RegisterForm } from './RegisterForm';
import { AuthScreen, Divider, FormMessage, keyTest, LinkButton, Secondary, Stack, submitAction } from './auth-ui';

const phoneSchema = yup.object({ phone: keyTest(phoneError) });

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  background: ${theme.color.background};
  border-radius: 999px;
  padding: 4px;
  button {
    border: 0;
    background: none;
    border-radius: 999px;
    padding: 9px 12px;
    min-height: 40px;
    font: inherit;
    font-weight: 700;
    color: ${theme.color.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${theme.color.surface};
    color: ${theme.color.text};
    box-shadow: ${theme.shadow.card};
  }
`;

const Privacy = styled.p`
  font-size: 13px;
  color: ${theme.color.muted};
  a {
    color: ${theme.color.brandDark};
  }
`;

function PhoneForm({ autoFocus }: { autoFocus: boolean }) {
  const { t } = useTranslation();
  const busy = useAuthFlow((s) => s.busy);
  const initial = useAuthFlow((s) => s.phoneInput);
  const onSubmit = (values: { phone: string }, helpers: FormikHelpers<{ phone: string }>) =>
    submitAction(helpers, () => authFlow.getState().requestCode(values.phone));
  return (
    <Formik initialValues={{ phone: initial }} validationSchema={phoneSchema} onSubmit={onSubmit}>
      {({ status, isSubmitting }) => (
        <Form noValidate>
          <TextField
            name="phone"
            type="phone"
            label={t('auth_phone_label')}
            idPrefix="auth"
            data-autofocus={autoFocus || undefined}
          />
          <FormMessage messageKey={status} />
          <Button type="submit" disabled={isSubmitting || busy !== null}>
            {t('auth_get_code')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function OtherWays() {
  const { t } = useTranslation();
  const busy = useAuthFlow((s) => s.busy);
  const { startBot, startSocial } = authFlow.getState();
  return (
    <Stack>
      <Secondary type="button" onClick={() => void startBot()} disabled={busy !== null}>
        {t('auth_via_telegram')}
      </Secondary>
      <Secondary type="button" onClick={() => startSocial('google')} disabled={busy !== null}>
        {t('auth_via_google')}
      </Secondary>
      <Secondary type="button" onClick={() => startSocial('apple')} disabled={busy !== null}>
        {t('auth_via_apple')}
      </Secondary>
    </Stack>
  );
}

export function LoginScreen({ phoneOnly }: { phoneOnly: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale().code;
  const tab = useAuthFlow((s) => s.modal.tab);
  const dispatch = authFlow.getState().dispatch;
  const tabs: AuthTab[] = ['login', 'register'];

  if (phoneOnly) {
    return (
      <AuthScreen name="phone-login" title={t('auth_by_phone')}>
        <PhoneForm autoFocus />
        <LinkButton type="button" onClick={() => dispatch({ type: 'back' })}>
          {t('auth_back')}
        </LinkButton>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen name="login" title={tab === 'login' ? t('auth_title_login') : t('auth_title_register')}>
      <Tabs role="tablist" aria-label={t('auth_tabs')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`auth-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="auth-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => dispatch({ type: 'tab', tab: name })}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              const next = tabs[(tabs.indexOf(name) + 1) % tabs.length];
              dispatch({ type: 'tab', tab: next });
              document.getElementById(`auth-tab-${next}`)?.focus();
            }}
          >
            {t(name === 'login' ? 'auth_tab_login' : 'auth_tab_register')}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" id="auth-tabpanel" aria-labelledby={`auth-tab-${tab}`} style={{ display: 'grid', gap: 14 }}>
        {tab === 'login' ? (
          <>
            <div className="desktop-only">
              <PhoneForm autoFocus />
            </div>
            <div className="mobile-only">
              <Button type="button" onClick={() => dispatch({ type: 'phone-only' })} data-autofocus>
                {t('auth_by_phone')}
              </Button>
            </div>
            <Divider>{t('auth_or')}</Divider>
            <OtherWays />
            <LinkButton type="button" onClick={() => dispatch({ type: 'forgot' })}>
              {t('auth_forgot_link')}
            </LinkButton>
          </>
        ) : (
          <>
            <RegisterForm />
            <Divider>{t('auth_or')}</Divider>
            <p className="muted">{t('auth_register_text')}</p>
            <OtherWays />
          </>
        )}
      </div>
      <Privacy>
        {t('auth_privacy_text')}{' '}
        <a href={privacyPdfPath(locale)} target="_blank" rel="noopener" type="application/pdf">
          {t('auth_privacy_link')}
        </a>
      </Privacy>
    </AuthScreen>
  );
}
