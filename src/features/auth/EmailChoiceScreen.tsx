/**
 * Screen 'email-choice': signed in through Google or Apple, whose verified e-mail differs from the one on the
 * account (spec section 8 "Email conflict prompts to choose which email to use"). Keeping the
 * account's e-mail changes nothing; the provider's one is saved to the profile.
 */
import React, { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Button } from '../../ui/Button';
import { theme } from '../../shared/theme';
import { authFlow, useAuthFlow } from './auth-flow';
import { AuthScreen, FormMessage } from './auth-ui';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    margin-bottom: 8px;
  }
  label {
    display: grid;
    grid-template-columns: 22px 1fr;
    gap: 8px;
    align-items: center;
    padding: 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.s};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  label:has(input:checked) {
    border-color: ${theme.color.brandDark};
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
`;

export function EmailChoiceScreen() {
  const { t } = useTranslation();
  const conflict = useAuthFlow((s) => s.emailConflict);
  const busy = useAuthFlow((s) => s.busy);
  const [choice, setChoice] = useState<'current' | 'offered'>('current');
  const [message, setMessage] = useState<string | null>(null);
  if (!conflict) return null;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const result = await authFlow.getState().chooseEmail(choice === 'offered' ? conflict.offered : null);
    if (!result.ok) setMessage(result.message ?? 'err_msg');
  };
  return (
    <AuthScreen name="email-choice" title={t('auth_email_choice_title')}>
      <form onSubmit={submit} style={{ display: 'grid', gap: 14 }}>
        <Choices>
          <legend>{t('auth_email_choice_text')}</legend>
          {(['current', 'offered'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="email-choice"
                checked={choice === option}
                onChange={() => setChoice(option)}
                data-autofocus={option === 'current' || undefined}
              />
              <span>
                {conflict[option]}
                <small>{t(`auth_email_choice_${option}`)}</small>
              </span>
            </label>
          ))}
        </Choices>
        <FormMessage messageKey={message} />
        <Button type="submit" disabled={busy !== null}>
          {t('auth_email_choice_submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
