import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SeoHead } from '../layout/SeoHead';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useTranslationOf, type LocalePageContext, useTranslation } from '../i18n/I18n';
import { vacancyPath } from '../routing/page-paths';
import { theme } from '../shared/theme';

interface Data {
  vacancies: { nodes: { slug: string; title: string; salary: string; active: boolean }[] };
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    background: ${theme.color.surface};
    border-radius: ${theme.radius.m};
    padding: 14px 16px;
    display: flex;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }
  /* Closed vacancies: a quieter card, but full-contrast text (a faded card failed axe's contrast check). */
  li[data-active='false'] {
    background: ${theme.color.background};
    border: 1px dashed ${theme.color.border};
  }
`;

export const VacancyStatus = styled.span<{ $active: boolean }>`
  font-size: 13px;
  font-weight: 600;
  color: ${(p) => (p.$active ? theme.color.success : theme.color.muted)};
`;

export default function VacancyListTemplate({ data }: PageProps<Data, LocalePageContext>) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('vacancies')}</h1>
      <List>
        {data.vacancies.nodes.map((v) => (
          <li key={v.slug} data-active={v.active}>
            <LocalizedLink to={vacancyPath(v.slug)}>{v.title}</LocalizedLink>
            <span>{v.salary}</span>
            <VacancyStatus $active={v.active}>{t(v.active ? 'vacancy_active' : 'vacancy_inactive')}</VacancyStatus>
          </li>
        ))}
      </List>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<Data, LocalePageContext>) {
  const t = useTranslationOf(pageContext.locale);
  return <SeoHead pageContext={pageContext} path={location.pathname} title={t('vacancies')} />;
}

export const query = graphql`
  query VacancyList($locale: String!) {
    vacancies: allShopVacancy(filter: { locale: { eq: $locale } }, sort: [{ active: DESC }, { title: ASC }]) {
      nodes {
        slug
        title
        salary
        active
      }
    }
  }
`;
