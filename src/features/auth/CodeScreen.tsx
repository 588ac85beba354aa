/**
 * Screen 'code': the 4-digit SMS code, 'enter', the resend button with its 30 s countdown (resend only
 * at 0, forcing SMS), 'code via bot' and 'change the number'.
 */
import React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';
import { formatPhone } from '../../ui/form/phone';
import { formatCountdown, RESEND_SECONDS, smsCodeError, SMS_CODE_LENGTH } from './auth-rules';
import { authFlow, useAuthFlow } from './auth-flow';
import { FormMessage, LinkButton, Screen, Secondary, useScreenFocus, useSecondsLeft } from './auth-ui';

const codeSchema = yup.object({
  code: yup.string().test('code', (value, ctx) => {
    const key = smsCodeError(value);
    return key ? ctx.createError({ message: key }) : true;
  }),
});

function ResendButton() {
  const { t } = useTranslation();
  const sentAt = useAuthFlow((s) => s.codeSentAt);
  const busy = useAuthFlow((s) => s.busy);
  const left = useSecondsLeft(sentAt, RESEND_SECONDS);
  return (
    <Secondary
      type="button"
      data-testid="auth-resend"
      disabled={left > 0 || busy !== null}
      aria-disabled={left > 0}
      onClick={() => void authFlow.getState().resendCode()}
    >
      {left > 0 ? t('auth_resend_in', { time: formatCountdown(left) }) : t('auth_resend')}
    </Secondary>
  );
}

export function CodeScreen() {
  const { t } = useTranslation();
  const phone = useAuthFlow((s) => s.phone);
  const secretId = useAuthFlow((s) => s.secretId);
  const codeLost = useAuthFlow((s) => s.codeLost);
  const busy = useAuthFlow((s) => s.busy);
  const { dispatch, startBot } = authFlow.getState();
  const ref = useScreenFocus<HTMLElement>();

  const onSubmit = async (values: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    helpers.setStatus(null);
    const result = await authFlow.getState().submitCode(values.code);
    if (!result.ok) {
      if (result.errors) helpers.setErrors(result.errors);
      helpers.setStatus(result.message ?? null);
    }
  };

  return (
    <Screen ref={ref} data-screen="code">
      <h2 id="auth-title" tabIndex={-1}>
        {t('auth_code_title')}
      </h2>
      {phone && <p className="muted">{t('auth_code_sent_to', { phone: formatPhone(phone) })}</p>}
      {codeLost && (
        <p role="status" data-testid="auth-code-lost">
          {t('auth_code_lost')}
        </p>
      )}
      {/* A new secret (resend) starts a fresh form. */}
      <Formik key={secretId ?? ''} initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={onSubmit}>
        {({ status, isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="code"
              type="text"
              label={t('auth_code_label')}
              idPrefix="auth"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={SMS_CODE_LENGTH}
              data-autofocus
            />
            <FormMessage messageKey={status} />
            <Button type="submit" disabled={isSubmitting || busy !== null}>
              {t('auth_enter')}
            </Button>
          </Form>
        )}
      </Formik>
      <ResendButton />
      <LinkButton type="button" onClick={() => void startBot()} disabled={busy !== null}>
        {t('auth_code_via_bot')}
      </LinkButton>
      <LinkButton type="button" onClick={() => dispatch({ type: 'back' })}>
        {t('auth_change_phone')}
      </LinkButton>
    </Screen>
  );
}
