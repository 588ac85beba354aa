/**
 * Whether the profile's e-mail is confirmed (issue 43): only a confirmed one lets Google or Apple
 * sign in to this account. An unconfirmed one offers the confirmation link again.
 */
import React, { useState } from 'react';
import { useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/toast-store';
import { resendEmailConfirmation, type Profile } from '../profile-api';
import { failureKey } from '../profile-forms';
import { Muted } from '../profile-ui';

export function EmailConfirmation({ profile }: { profile: Pick<Profile, 'email' | 'email_confirmed'> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!profile.email) return null;
  if (profile.email_confirmed) return <Muted data-testid="email-confirmed">{t('pf_email_confirmed')}</Muted>;
  const resend = async () => {
    setBusy(true);
    const result = await resendEmailConfirmation(shopApi);
    setBusy(false);
    if (result.ok) showToast('pf_email_confirm_sent', 'success', { email: profile.email ?? '' });
    else showToast(result.error.status === 429 ? 'pf_email_confirm_limit' : failureKey(result.error), 'error');
  };
  return (
    <div data-testid="email-unconfirmed">
      <Muted>{t('pf_email_unconfirmed')}</Muted>
      <Button type="button" onClick={resend} disabled={busy}>
        {t('pf_email_confirm_resend')}
      </Button>
    </div>
  );
}
