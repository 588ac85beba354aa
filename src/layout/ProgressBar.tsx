import React from 'react';
import styled, { keyframes } from 'styled-components';
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

export function ProgressBar() {
  const visible = useProgress((s) => s.visible);
  return visible ? <Bar role="progressbar" aria-label="loading" data-testid="progress-bar" /> : null;
}
