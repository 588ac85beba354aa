import React, { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/I18n';
import { useDialogFocus } from './use-dialog-focus';
import { media, theme } from '../shared/theme';
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
  /* A title placed straight in the dialog leaves room for the close button (about 36 px). */
  > h2 {
    margin-right: 36px;
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
  /** 'alertdialog' for a question that needs an answer (yes/no). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (read after its title). */
  describedBy?: string;
  /** The transparent variant (spec section 3: the auth modal's): the page behind is not dimmed. */
  transparent?: boolean;
}

/** Title, text and buttons of the small message dialogs (generic message, yes/no). */
export const DialogBody = styled.div<{ $tone?: 'info' | 'error' }>`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0 36px 0 0;
    font-size: 20px;
    display: flex;
    gap: 10px;
    align-items: center;
    color: ${(p) => (p.$tone === 'error' ? theme.color.error : theme.color.text)};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 12px;
  justify-content: flex-end;
  margin-top: 8px;
  > button {
    min-height: 44px;
    min-width: 96px;
  }
`;

/** The one dialog shell: backdrop, title, close button, focus trap, Escape. */
export function Modal({
  title,
  onClose,
  canClose = true,
  children,
  testId,
  size = 'default',
  role = 'dialog',
  describedBy,
  transparent = false,
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    if (canClose) onClose();
  }, [canClose, onClose]);
  useDialogFocus(ref, true, close);
  return (
    <>
      <Backdrop
        $z={190}
        $transparent={transparent}
        onClick={close}
        aria-hidden="true"
        data-testid="modal-backdrop"
        data-variant={transparent ? 'transparent' : undefined}
      />
      <Box
        ref={ref}
        $size={size}
        role={role}
        aria-modal="true"
        aria-label={title}
        aria-describedby={describedBy}
        data-testid={testId}
      >
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
