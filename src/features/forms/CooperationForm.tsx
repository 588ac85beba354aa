import React from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { cardSurface } from '../../shared/theme';
import ContactForm from './ContactForm';

const Card = styled.section`
  max-width: 760px;
  ${cardSurface}
  padding: 20px;
  h2 {
    margin-top: 0;
  }
`;

/** The cooperation (partnership) page's form; mounted by the client page after hydration, with its code. */
export default function CooperationForm() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="cooperation-form-title">
      <h2 id="cooperation-form-title">{t('cooperation_form_title')}</h2>
      <ContactForm kind="cooperation" />
    </Card>
  );
}
