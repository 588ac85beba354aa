import React, { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from './use-dialog-focus';
import { media, theme } from '../layout/theme';
import { Backdrop } from './Backdrop';

/** Widths of the size variants, px: messages and small forms; forms with several fields and a file. */
const WIDTH = { default: 480, wide: 640 } as const;
export type ModalSize = keyof typeof WIDTH;

const Box = styled.div<{ $size: ModalSize }>`
  position: fixed;
  z-index: 200;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(${(p) => WIDTH[p.$size]}px, 92vw);
  max-height: 90vh;
  overflow-y: auto;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.l};
  padding: 24px;
  box-shadow: ${theme.shadow.pop};
  ${media.mobile} {
    padding: 20px 16px;
  }
  > button[data-close] {
    position: absolute;
    top: 8px;
    right: 8px;
    border: 0;
    background: none;
    font-size: 28px;
    line-height: 1;
    padding: 6px 10px;
    cursor: pointer;
  }
`;

interface Props {
  title: string;
  onClose: () => void;
  /** Hide the close button (spec: the auth modal's cantClose). Escape still closes unless false. */
  canClose?: boolean;
  children: React.ReactNode;
  testId?: string;
  /** Size variant (spec section 2: the CV and director forms are size-variant modals). */
  size?: ModalSize;
}

/** The one dialog shell: backdrop, title, close button, focus trap, Escape. */
export function Modal({ title, onClose, canClose = true, children, testId, size = 'default' }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    if (canClose) onClose();
  }, [canClose, onClose]);
  useDialogFocus(ref, true, close);
  return (
    <>
      <Backdrop $z={190} onClick={close} aria-hidden="true" />
      <Box ref={ref} $size={size} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        {canClose && (
          <button type="button" data-close onClick={close} aria-label={t('close')}>
            ×
          </button>
        )}
        {children}
      </Box>
    </>
  );
}
