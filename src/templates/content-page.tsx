import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '../layout/SeoHead';
import { SafeHtml } from '../ui/SafeSvg';
import type { LocalePageContext } from '../i18n/I18n';

interface Data {
  page: { slug: string; kind: string; title: string; body: string };
}

/** Contacts, offers, payment and delivery, privacy, about, landing and promo pages from the API. */
export default function ContentPageTemplate({ data }: PageProps<Data, LocalePageContext>) {
  return (
    <article>
      <h1>{data.page.title}</h1>
      <SafeHtml sanitizedHtml={data.page.body} />
    </article>
  );
}

export function Head({ pageContext, location, data }: HeadProps<Data, LocalePageContext>) {
  return <SeoHead pageContext={pageContext} path={location.pathname} title={data.page.title} />;
}

export const query = graphql`
  query ContentPage($locale: String!, $slug: String!) {
    page: shopPage(locale: { eq: $locale }, slug: { eq: $slug }) {
      slug
      kind
      title
      body
    }
  }
`;
