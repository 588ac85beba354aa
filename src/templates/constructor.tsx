import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SiteImage } from '../ui/SiteImage';
import { Breadcrumbs } from '../features/catalog/Breadcrumbs';
import { ConstructorBuilder } from '../features/catalog/constructor/ConstructorBuilder';
import { cartProductOf, dishTrail, type DishCategory, type DishPageFields } from '../features/catalog/product/dish-page';
import { SeoHead } from '../layout/SeoHead';
import { constructorPagePath } from '../routing/page-paths';
import { useTranslationOf, type LocalePageContext, useTranslation } from '../i18n/I18n';
import { media, theme } from '../shared/theme';

export interface ConstructorPageData {
  product: DishPageFields;
  category: DishCategory | null;
}

const Photo = styled.div`
  border-radius: ${theme.radius.l};
  overflow: hidden;
  background: ${theme.color.surfaceSunken};
  aspect-ratio: 1;
  margin-bottom: 16px;
  ${media.mobile} {
    display: none;
  }
`;

const Lead = styled.p`
  margin: -8px 0 20px;
  color: ${theme.color.muted};
`;

/** The constructor route (/constructor/{slug}/): build a constructor dish step by step. No footer here. */
export default function ConstructorTemplate({ data }: PageProps<ConstructorPageData, LocalePageContext>) {
  const { t } = useTranslation();
  const { product, category } = data;
  const image = product.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      <Breadcrumbs
        items={[
          ...dishTrail(t('home'), category, product),
          { to: constructorPagePath(product.slug), label: t('constructor_title') },
        ]}
      />
      <h1>{product.name}</h1>
      <Lead>{t('constructor_text')}</Lead>
      <ConstructorBuilder
        groups={product.modifierGroups}
        photo={<Photo>{image && <SiteImage image={image} alt={product.name} loading="eager" fill />}</Photo>}
        product={cartProductOf(product, category)}
      />
    </>
  );
}

export function Head({ pageContext, location, data }: HeadProps<ConstructorPageData, LocalePageContext>) {
  const t = useTranslationOf(pageContext.locale);
  return (
    <SeoHead
      pageContext={pageContext}
      path={location.pathname}
      title={`${t('constructor_title')}: ${data.product.name}`}
      description={t('constructor_page_description')}
    />
  );
}

export const query = graphql`
  query ConstructorPage($locale: String!, $productApiId: Int!, $categoryApiId: Int!) {
    product: shopProduct(locale: { eq: $locale }, apiId: { eq: $productApiId }) {
      ...DishPageFields
    }
    category: shopCategory(locale: { eq: $locale }, apiId: { eq: $categoryApiId }) {
      ...DishCategory
    }
  }
`;
