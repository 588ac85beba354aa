import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { media, theme } from '../../shared/theme';
import { fetchKitchenStatus, WORKING_TIME_RECHECK_MS } from './working-hours';

/**
 * A floating notice, not a bar in the page's flow: the working-hours check answers after the page
 * is drawn, and a bar inserted above the header moved the whole page down (CLS 0.073 on every page
 * at night). Bottom left, clear of the chat button; on phones above the mobile cart bar.
 */
const Banner = styled.div<{ $paused: boolean }>`
  position: fixed;
  z-index: 30;
  left: 16px;
  bottom: 16px;
  max-width: min(520px, calc(100vw - 104px));
  background: ${(p) => (p.$paused ? '#5d4037' : '#2d2a5a')};
  color: #fff;
  padding: 10px 16px;
  border-radius: ${theme.radius.m};
  box-shadow: ${theme.shadow.pop};
  font-size: 15px;
  strong {
    font-weight: 700;
  }
  ${media.mobile} {
    left: 12px;
    bottom: 96px;
    font-size: 14px;
  }
`;

type State = { kind: 'open' } | { kind: 'closed'; opensAt: string } | { kind: 'paused' };

/**
 * The closed message (spec section 1: outside working hours the restaurant is resting at night)
 * and the "kitchen paused" banner (the API's pause switch, e.g. during a blackout). Checked on
 * load and every minute while the tab is visible; a failed check shows nothing (the API refuses
 * orders itself when the kitchen does not work).
 */
export function ClosedBanner() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'open' });

  useEffect(() => {
    let alive = true;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      const result = await fetchKitchenStatus();
      if (!alive || !result.ok) return;
      const s = result.data;
      setState(s.open ? { kind: 'open' } : s.paused ? { kind: 'paused' } : { kind: 'closed', opensAt: s.time_start });
    };
    void check();
    const timer = setInterval(check, WORKING_TIME_RECHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  if (state.kind === 'open') return null;
  return (
    <aside aria-label={t('working_hours')}>
      <Banner role="status" data-testid="closed-banner" $paused={state.kind === 'paused'}>
        {state.kind === 'paused' ? (
          <strong>{t('kitchen_paused')}</strong>
        ) : (
          <>
            <strong>{t('closed_title')}</strong> {t('closed_opens_at', { time: state.opensAt })}
          </>
        )}
      </Banner>
    </aside>
  );
}
