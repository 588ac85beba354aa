import React, { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { type Toast, useToasts } from './toast-store';
import { media, theme } from '../shared/theme';

const Stack = styled.div`
  position: fixed;
  z-index: 300;
  right: 16px;
  top: calc(${theme.headerHeight} + 12px);
  display: grid;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
  ${media.mobile} {
    left: 16px;
    width: auto;
  }
`;

const Item = styled.div<{ $kind: string }>`
  background: ${(p) => (p.$kind === 'error' ? theme.color.error : p.$kind === 'success' ? theme.color.success : theme.color.text)};
  color: ${theme.color.onDark};
  padding: 12px 14px;
  border-radius: ${theme.radius.s};
  box-shadow: ${theme.shadow.pop};
  display: flex;
  justify-content: space-between;
  gap: 10px;
  button {
    border: 0;
    background: none;
    color: inherit;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
`;

/** One toast; its time (durationMs) runs from when it is on screen. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useToasts((s) => s.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id, toast.durationMs]);
  return (
    <Item $kind={toast.kind} data-testid="toast">
      <span>{t(toast.key, toast.vars ?? {})}</span>
      <button type="button" onClick={() => dismiss(toast.id)} aria-label={t('close')}>
        ×
      </button>
    </Item>
  );
}

/** Renders the toasts in the page's language; announced politely to screen readers. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <Stack aria-live="polite" role="status">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
