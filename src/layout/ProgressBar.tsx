import React from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PROGRESS_DURATION_MS, useProgress } from './progress';
import { theme } from './theme';

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.95); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 1000;
  background: ${theme.color.brand};
  transform-origin: left;
  animation: ${grow} ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
`;

/** Above dialogs too: the slow call is often the one a dialog made (SMS code, promo code). */
const Slow = styled.p`
  position: fixed;
  top: 10px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1001;
  margin: 0;
  max-width: calc(100vw - 32px);
  padding: 8px 14px;
  border-radius: ${theme.radius.s};
  background: ${theme.color.text};
  color: #fff;
  font-size: 14px;
  box-shadow: ${theme.shadow.pop};
  text-align: center;
`;

export function ProgressBar() {
  const { t } = useTranslation();
  const visible = useProgress((s) => s.visible);
  const slow = useProgress((s) => s.slow);
  return (
    <>
      {visible && <Bar role="progressbar" aria-label={t('loading')} data-testid="progress-bar" />}
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <div role="status" aria-live="polite">
        {slow && <Slow data-testid="progress-slow">{t('progress_slow')}</Slow>}
      </div>
    </>
  );
}
