/**
 * Screen 'code': the 4-digit SMS code, 'enter', the resend button with its 30 s countdown (resend only
 * at 0, forcing SMS), 'code via bot' and 'change the number'. The code form is the shared one
 * (src/ui/form/SmsCodeForm.tsx, also the checkout's phone confirmation).
 */
import React from 'react';
import { useTranslation } from '../../i18n/I18n';
import { SmsCodeForm } from '../../ui/form/SmsCodeForm';
import { formatPhone } from '../../ui/form/phone';
import { authFlow, useAuthFlow } from './auth-flow';
import { AuthScreen, LinkButton } from './auth-ui';

export function CodeScreen() {
  const { t } = useTranslation();
  const phone = useAuthFlow((s) => s.phone);
  const sentAt = useAuthFlow((s) => s.codeSentAt);
  const codeLost = useAuthFlow((s) => s.codeLost);
  const busy = useAuthFlow((s) => s.busy);
  const { dispatch, startBot, submitCode, resendCode } = authFlow.getState();

  return (
    <AuthScreen name="code" title={t('auth_code_title')}>
      {phone && <p className="muted">{t('auth_code_sent_to', { phone: formatPhone(phone) })}</p>}
      {codeLost && (
        <p role="status" data-testid="auth-code-lost">
          {t('auth_code_lost')}
        </p>
      )}
      <SmsCodeForm
        idPrefix="auth"
        sentAt={sentAt}
        busy={busy !== null}
        submitLabel={t('auth_enter')}
        onSubmit={submitCode}
        onResend={() => void resendCode()}
      />
      <LinkButton type="button" onClick={() => void startBot()} disabled={busy !== null}>
        {t('auth_code_via_bot')}
      </LinkButton>
      <LinkButton type="button" onClick={() => dispatch({ type: 'back' })}>
        {t('auth_change_phone')}
      </LinkButton>
    </AuthScreen>
  );
}
