import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { Modal } from '../../ui/Modal';
import { theme } from '../../shared/theme';
import ContactForm from './ContactForm';

const Head = styled.div`
  margin: 0 32px 12px 0;
  h2 {
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

/**
 * The CV modal (vacancy pages) and the director-message modal: the wide size variant of the one
 * dialog shell (spec section 2) around the contact form. Loaded on first open by the modal host.
 */
export default function FormModal({
  kind,
  vacancyId,
  vacancyTitle,
  onClose,
}: {
  kind: 'cv' | 'director';
  vacancyId?: number;
  vacancyTitle?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t(kind === 'cv' ? 'forms_cv_title' : 'forms_director_title');
  return (
    <Modal title={title} onClose={onClose} size="wide" testId={`modal-${kind}`}>
      <Head>
        <h2>{title}</h2>
        <p>{kind === 'cv' ? (vacancyTitle ? t('forms_cv_vacancy', { title: vacancyTitle }) : null) : t('forms_director_text')}</p>
      </Head>
      <ContactForm kind={kind} vacancyId={vacancyId} onDone={onClose} />
    </Modal>
  );
}
