import React from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { Button } from './Button';

/** The generic message modal (spec: title, description, type, OK button). */
export function MessageModal({
  title,
  description,
  onClose,
}: {
  title: string;
  description: string;
  type?: 'info' | 'error';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <h2>{title}</h2>
      <p>{description}</p>
      <Button type="button" onClick={onClose} data-autofocus>
        {t('ok')}
      </Button>
    </Modal>
  );
}
