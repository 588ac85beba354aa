import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { fetchIsWorkingTime, fetchWorkingHours, WORKING_TIME_RECHECK_MS } from './working-hours';
import { theme } from '../../layout/theme';

const Banner = styled.div`
  background: #2d2a5a;
  color: #fff;
  text-align: center;
  padding: 10px 16px;
  font-size: 15px;
  strong {
    font-weight: 700;
  }
`;

/**
 * The closed message (spec section 1): outside working hours the restaurant is resting at night.
 * Checked on load and re-checked every minute while the tab is visible; a failed check shows
 * nothing (the order itself is refused by the API if the kitchen is closed).
 */
export function ClosedBanner() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const [opensAt, setOpensAt] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      const result = await fetchIsWorkingTime();
      if (!alive || !result.ok) return;
      setClosed(!result.data);
      if (!result.data) {
        const hours = await fetchWorkingHours();
        if (alive && hours.ok) setOpensAt(hours.data.time_start);
      }
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

  if (!closed) return null;
  return (
    <Banner role="status" data-testid="closed-banner" style={{ borderBottom: `3px solid ${theme.color.brand}` }}>
      <strong>{t('closed_title')}</strong> {opensAt ? t('closed_opens_at', { time: opensAt }) : null}
    </Banner>
  );
}
