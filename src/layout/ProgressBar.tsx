import React from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { PROGRESS_DURATION_MS, useProgress } from '../shared/progress';
import { theme } from '../shared/theme';
import { FloatingNotice } from '../ui/FloatingNotice';

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

export default function ProgressBar() {
  const { t } = useTranslation();
  const visible = useProgress((s) => s.visible);
  const slow = useProgress((s) => s.slow);
  return (
    <>
      {visible && <Bar role="progressbar" aria-label={t('loading')} data-testid="progress-bar" />}
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <div role="status" aria-live="polite">
        {slow && (
          <FloatingNotice $edge="top" data-testid="progress-slow">
            {t('progress_slow')}
          </FloatingNotice>
        )}
      </div>
    </>
  );
}
