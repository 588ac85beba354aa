import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Button, SecondaryButton } from '../../ui/Button';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { theme } from '../../shared/theme';
import { getAnalytics } from './analytics';
import { consentStore, useConsent } from './consent';
import { configuredIds, needsConsent, type AnalyticsIds } from './loader';

const Box = styled.section`
  position: fixed;
  z-index: 90; /* above the mobile cart bar (80), below menus, drawers and modals */
  left: 12px;
  right: 12px;
  bottom: 12px;
  max-width: 560px;
  padding: 16px;
  border-radius: ${theme.radius.m};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.pop};
  font-size: 14px;
  line-height: 1.45;
  p {
    margin: 0 0 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .actions button {
    flex: 1 1 140px;
  }
`;

/**
 * The analytics consent banner (uk/ru): shown after hydration when a service is configured and the
 * visitor has not decided; Accept loads the configured services (analytics.ts), Decline keeps
 * everything off. The answer is remembered in localStorage (consent.ts).
 */
export function ConsentBanner({ ids = configuredIds() }: { ids?: AnalyticsIds }) {
  const { t } = useTranslation();
  const asking = useConsent((s) => s.loaded && s.decision === null);
  const wanted = needsConsent(ids);
  useEffect(() => {
    // After hydration: the stored answer, and the services at once if it is yes (not only at the first event).
    if (!wanted) return;
    if (!consentStore.getState().loaded) consentStore.getState().load();
    getAnalytics();
  }, [wanted]);
  if (!wanted || !asking) return null;
  return (
    <Box aria-labelledby="consent-text" data-testid="consent-banner">
      <p id="consent-text">
        {t('consent_text')} <LocalizedLink to="/page/privacy_policy/">{t('privacy_policy')}</LocalizedLink>
      </p>
      <div className="actions">
        <Button type="button" onClick={() => consentStore.getState().accept()}>
          {t('consent_accept')}
        </Button>
        <SecondaryButton type="button" onClick={() => consentStore.getState().decline()}>
          {t('consent_decline')}
        </SecondaryButton>
      </div>
    </Box>
  );
}
