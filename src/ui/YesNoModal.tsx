import React, { useId } from 'react';
import { useTranslation } from '../i18n/I18n';
import { DialogActions, DialogBody, Modal } from './Modal';
import { Button, SecondaryButton } from './Button';

/**
 * The yes/no question (spec section 2 modals, `yes-no`). `onAnswer` runs with the choice, then the
 * modal closes; closing it any other way (×, Escape, the backdrop) answers "no". The focus starts
 * on "no", so a stray Enter never confirms something destructive.
 */
export default function YesNoModal({
  title,
  description,
  onAnswer,
  onClose,
}: {
  title: string;
  description?: string;
  onAnswer: (yes: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const answer = (yes: boolean) => {
    onClose();
    onAnswer(yes);
  };
  const dismiss = () => answer(false);
  return (
    <Modal
      title={title}
      onClose={dismiss}
      role="alertdialog"
      describedBy={description ? textId : undefined}
      testId="yes-no-modal"
    >
      <DialogBody>
        <h2>{title}</h2>
        {description && <p id={textId}>{description}</p>}
        <DialogActions>
          <SecondaryButton type="button" onClick={dismiss} data-autofocus>
            {t('yes_no_no')}
          </SecondaryButton>
          <Button type="button" onClick={() => answer(true)}>
            {t('yes_no_yes')}
          </Button>
        </DialogActions>
      </DialogBody>
    </Modal>
  );
}
