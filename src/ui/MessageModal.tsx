import React, { useId } from 'react';
import { useTranslation } from '../i18n/I18n';
import { DialogActions, DialogBody, Modal } from './Modal';
import { Button } from './Button';

/**
 * The generic message modal (spec section 2 `modal`: title, description, type, OK button). An
 * error is an `alertdialog` with a warning sign and the title in the error colour.
 */
export default function MessageModal({
  title,
  description,
  type = 'info',
  onClose,
}: {
  title: string;
  description: string;
  type?: 'info' | 'error';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Modal
      title={title}
      onClose={onClose}
      role={type === 'error' ? 'alertdialog' : 'dialog'}
      describedBy={textId}
      testId="message-modal"
    >
      <DialogBody $tone={type} data-type={type}>
        <h2>
          {type === 'error' && <span aria-hidden="true">⚠</span>}
          {title}
        </h2>
        <p id={textId}>{description}</p>
        <DialogActions>
          <Button type="button" onClick={onClose} data-autofocus>
            {t('ok')}
          </Button>
        </DialogActions>
      </DialogBody>
    </Modal>
  );
}
