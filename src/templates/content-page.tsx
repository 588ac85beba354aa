import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SeoHead } from '../layout/SeoHead';
import { SafeHtml } from '../ui/SafeSvg';
import { type LocalePageContext, useTranslation } from '../i18n/I18n';
import { DeliveryMap, type DeliveryAreaData, type PickupPointData } from '../features/delivery/DeliveryMap';
import { StoreLinks } from '../features/mobile-app/StoreLinks';
import { WriteToDirectorButton } from '../features/forms/OpenFormButtons';
import { cardSurface } from '../shared/theme';

const Aside = styled.section`
  margin-top: 32px;
  padding: 20px;
  ${cardSurface}
  display: grid;
  gap: 12px;
  justify-items: start;
  h2,
  p {
    margin: 0;
  }
`;

interface Data {
  page: { kind: string; title: string; body: string };
  settings: { deliveryAreas: DeliveryAreaData[]; pickupPoints: PickupPointData[] } | null;
}

const PAYMENT_TYPES = ['pay_cash', 'pay_online', 'pay_terminal'];

/** Contacts, offers, payment and delivery, privacy, about, landing and promo pages from the API. */
export default function ContentPageTemplate({ data }: PageProps<Data, LocalePageContext>) {
  const { t } = useTranslation();
  return (
    <article>
      <h1>{data.page.title}</h1>
      <SafeHtml sanitizedHtml={data.page.body} />
      {data.page.kind === 'payment-delivery' && data.settings && (
        <>
          <DeliveryMap areas={data.settings.deliveryAreas} pickupPoints={data.settings.pickupPoints} />
          <section aria-labelledby="payment-types">
            <h2 id="payment-types">{t('payment_types')}</h2>
            <ul>
              {PAYMENT_TYPES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </section>
        </>
      )}
      {data.page.kind === 'about' && (
        <Aside aria-labelledby="about-app" data-testid="app-download">
          <h2 id="about-app">{t('app_download')}</h2>
          <p>{t('about_app_text')}</p>
          <StoreLinks />
        </Aside>
      )}
      {data.page.kind === 'contacts' && (
        <Aside aria-labelledby="contacts-director">
          <h2 id="contacts-director">{t('forms_director_title')}</h2>
          <p>{t('forms_director_text')}</p>
          <WriteToDirectorButton />
        </Aside>
      )}
    </article>
  );
}

export function Head({ pageContext, location, data }: HeadProps<Data, LocalePageContext>) {
  return <SeoHead pageContext={pageContext} path={location.pathname} title={data.page.title} />;
}

export const query = graphql`
  query ContentPage($locale: String!, $slug: String!) {
    page: shopPage(locale: { eq: $locale }, slug: { eq: $slug }) {
      kind
      title
      body
    }
    settings: shopSettings(locale: { eq: $locale }) {
      deliveryAreas
      pickupPoints
    }
  }
`;
