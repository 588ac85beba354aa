/**
 * Buttons that open the form modals from static pages. Light on purpose: the form code (formik,
 * yup) loads only when the modal opens (ModalHost).
 */
import React from 'react';
import { useTranslation } from '../../i18n/I18n';
import { Button, SecondaryButton } from '../../ui/Button';
import { useModal } from '../../shared/modal-store';

export function ApplyForVacancyButton({ vacancyId, vacancyTitle }: { vacancyId: number; vacancyTitle: string }) {
  const { t } = useTranslation();
  const open = useModal((s) => s.open);
  return (
    <Button type="button" onClick={() => open({ name: 'modal-cv', props: { vacancyId, vacancyTitle } })}>
      {t('forms_cv_button')}
    </Button>
  );
}

export function WriteToDirectorButton() {
  const { t } = useTranslation();
  const open = useModal((s) => s.open);
  return (
    <SecondaryButton type="button" onClick={() => open({ name: 'modal-director', props: {} })}>
      {t('forms_director_button')}
    </SecondaryButton>
  );
}
