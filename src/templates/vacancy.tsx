import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { type LocalePageContext, useTranslation } from '../i18n/I18n';
import { SeoHead } from '../layout/SeoHead';
import { SafeHtml } from '../ui/SafeSvg';
import { VacancyStatus } from './vacancy-list';
import { ApplyForVacancyButton } from '../features/forms/OpenFormButtons';

const Apply = styled.div`
  margin-top: 24px;
`;

interface Data {
  vacancy: { apiId: number; title: string; body: string; salary: string; active: boolean };
}

export default function VacancyTemplate({ data }: PageProps<Data, LocalePageContext>) {
  const { t } = useTranslation();
  const { vacancy } = data;
  return (
    <article>
      <h1>{vacancy.title}</h1>
      <p>
        <VacancyStatus $active={vacancy.active}>{t(vacancy.active ? 'vacancy_active' : 'vacancy_inactive')}</VacancyStatus>
        {vacancy.salary && <> · {vacancy.salary}</>}
      </p>
      <SafeHtml sanitizedHtml={vacancy.body} />
      <Apply>
        {vacancy.active ? (
          <ApplyForVacancyButton vacancyId={vacancy.apiId} vacancyTitle={vacancy.title} />
        ) : (
          <p>{t('forms_cv_closed')}</p>
        )}
      </Apply>
    </article>
  );
}

export function Head({ pageContext, location, data }: HeadProps<Data, LocalePageContext>) {
  return <SeoHead pageContext={pageContext} path={location.pathname} title={data.vacancy.title} />;
}

export const query = graphql`
  query Vacancy($locale: String!, $slug: String!) {
    vacancy: shopVacancy(locale: { eq: $locale }, slug: { eq: $slug }) {
      apiId
      title
      body
      salary
      active
    }
  }
`;
