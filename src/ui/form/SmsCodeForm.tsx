/**
 * The SMS-code form every code screen uses (sign-in's screen 4 in features/auth, the guest's phone
 * at checkout in features/checkout): the 4-digit field, the enter button, the form's message and
 * the resend button with its 30 s countdown (resend only at 0). The rules are
 * src/shared/sms-code.ts; the 5th wrong answer for one code says the code is dead and turns the
 * enter button off until a new code is sent (the shop API refuses even the right one then).
 * Asking for a new code starts a fresh form (empty field, no wrong tries); the answer that brings
 * the code's id does not, so a code typed or autofilled before a slow answer arrived stays put.
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { formatCountdown, RESEND_SECONDS, SMS_CODE_LENGTH, smsCodeError, wrongCodeTry } from '../../shared/sms-code';
import { useSecondsLeft } from '../../shared/use-seconds-left';
import { Button, SecondaryButton } from '../Button';
import { TextField } from './TextField';

export type SmsCodeResult = { ok: true } | { ok: false; errors?: Record<string, string>; message?: string };

export interface SmsCodeFormProps {
  /** Prefix of the field's id ('auth' -> #auth-code) and of the test ids. */
  idPrefix: string;
  /** When the current code was sent (the countdown runs from it). */
  sentAt: number | null;
  /** A request of the screen is in flight: the buttons wait. */
  busy: boolean;
  submitLabel: string;
  onSubmit(code: string): Promise<SmsCodeResult>;
  onResend(): void;
}

const codeSchema = yup.object({
  code: yup.string().test('code', (value, ctx) => {
    const key = smsCodeError(value);
    return key ? ctx.createError({ message: key }) : true;
  }),
});

const Box = styled.div`
  display: grid;
  gap: 12px;
  form {
    display: grid;
    gap: 12px;
  }
  .form-error {
    margin: 0;
    color: ${theme.color.error};
    font-weight: 600;
    font-size: 14px;
  }
  button {
    width: 100%;
    min-height: 44px;
  }
`;

function ResendButton({ idPrefix, sentAt, busy, onResend }: Pick<SmsCodeFormProps, 'idPrefix' | 'sentAt' | 'busy' | 'onResend'>) {
  const { t } = useTranslation();
  const left = useSecondsLeft(sentAt, RESEND_SECONDS);
  return (
    <SecondaryButton
      type="button"
      data-testid={`${idPrefix}-resend`}
      disabled={left > 0 || busy}
      aria-disabled={left > 0}
      onClick={onResend}
    >
      {left > 0 ? t('auth_resend_in', { time: formatCountdown(left) }) : t('auth_resend')}
    </SecondaryButton>
  );
}

function CodeForm({
  idPrefix,
  busy,
  submitLabel,
  onSubmit,
  takeFocus,
}: Pick<SmsCodeFormProps, 'idPrefix' | 'busy' | 'submitLabel' | 'onSubmit'> & {
  /** Mounted by a resend: the field takes the focus from the (now waiting) resend button. */
  takeFocus: boolean;
}) {
  const { t } = useTranslation();
  // Wrong answers for this code (a resend remounts the form, so a new code starts at 0).
  const [wrong, setWrong] = useState({ tries: 0, dead: false });
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus || document.activeElement === document.body || document.activeElement === null)
      box.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [takeFocus]);
  const submit = async (values: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    helpers.setStatus(null);
    const result = await onSubmit(values.code.trim());
    if (result.ok) return;
    if (result.errors?.code === 'validation_sms') {
      const next = wrongCodeTry(wrong.tries);
      setWrong({ tries: next.tries, dead: next.dead });
      helpers.setErrors({ ...result.errors, code: next.message });
    } else if (result.errors) helpers.setErrors(result.errors);
    helpers.setStatus(result.message ?? null);
  };
  return (
    <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={submit}>
      {({ status, isSubmitting }) => (
        <Form noValidate ref={box}>
          <TextField
            name="code"
            type="text"
            label={t('auth_code_label')}
            idPrefix={idPrefix}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SMS_CODE_LENGTH}
            data-autofocus
          />
          <p className="form-error" role={status ? 'alert' : undefined} hidden={!status}>
            {status ? t(status) : ''}
          </p>
          <Button type="submit" disabled={isSubmitting || busy || wrong.dead} data-testid={`${idPrefix}-code-submit`}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

export function SmsCodeForm({ idPrefix, sentAt, busy, submitLabel, onSubmit, onResend }: SmsCodeFormProps) {
  // How many new codes were asked for here: the form's key.
  const [resends, setResends] = useState(0);
  const resend = () => {
    setResends((n) => n + 1);
    onResend();
  };
  return (
    <Box>
      <CodeForm
        key={resends}
        takeFocus={resends > 0}
        idPrefix={idPrefix}
        busy={busy}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
      />
      <ResendButton idPrefix={idPrefix} sentAt={sentAt} busy={busy} onResend={resend} />
    </Box>
  );
}
