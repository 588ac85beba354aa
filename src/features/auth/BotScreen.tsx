/** Screen 'bot-wait': waiting for the confirmation in the messenger bot (at most 50 s, polled each second). */
import React from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { primaryFill, theme } from '../../shared/theme';
import { formatCountdown } from '../../shared/sms-code';
import { BOT_WAIT_MS } from './auth-rules';
import { authFlow, useAuthFlow } from './auth-flow';
import { useSecondsLeft } from '../../shared/use-seconds-left';
import { AuthScreen, Secondary } from './auth-ui';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${theme.color.border};
  border-top-color: ${theme.color.brand};
  animation: ${spin} 0.9s linear infinite;
  justify-self: center;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const OpenLink = styled.a`
  display: block;
  text-align: center;
  ${primaryFill}
  padding: 12px 24px;
`;

export function BotScreen() {
  const { t } = useTranslation();
  const link = useAuthFlow((s) => s.botLink);
  const startedAt = useAuthFlow((s) => s.botStartedAt);
  const left = useSecondsLeft(startedAt, BOT_WAIT_MS / 1000);
  return (
    <AuthScreen name="bot-wait" title={t('auth_bot_title')} aria-busy="true">
      <Spinner aria-hidden="true" />
      <p>{t('auth_bot_text')}</p>
      <p className="muted" data-testid="auth-bot-countdown">
        {t('auth_bot_seconds_left', { time: formatCountdown(left) })}
      </p>
      {link && (
        <OpenLink href={link} target="_blank" rel="noopener noreferrer">
          {t('auth_bot_open')}
        </OpenLink>
      )}
      <Secondary type="button" onClick={() => authFlow.getState().cancelBot()} data-autofocus>
        {t('auth_cancel')}
      </Secondary>
    </AuthScreen>
  );
}
