import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import { SeoHead } from '../layout/SeoHead';
import { LocalizedLink } from '../ui/LocalizedLink';
import { useTranslationOf, type LocalePageContext, useTranslation } from '../i18n/I18n';
import { primaryFill } from '../shared/theme';

const Box = styled.div`
  text-align: center;
  padding: 64px 16px;
  p {
    font-size: 20px;
  }
  a {
    display: inline-block;
    margin-top: 12px;
    padding: 10px 22px;
    ${primaryFill}
  }
`;

/** Spec section 2: 'This page could not be found' with a link home, in the page's language. */
export default function NotFoundTemplate(_: PageProps<object, LocalePageContext>) {
  const { t } = useTranslation();
  return (
    <Box>
      <h1>404</h1>
      <p>{t('not_found_message')}</p>
      <LocalizedLink to="/">{t('to_main')}</LocalizedLink>
    </Box>
  );
}

export function Head({ pageContext, location }: HeadProps<object, LocalePageContext>) {
  const t = useTranslationOf(pageContext.locale);
  return <SeoHead pageContext={pageContext} path={location.pathname} title={t('not_found_title')} noindex />;
}
