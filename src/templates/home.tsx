import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CategoryTile, TileGrid } from '../features/catalog/CategoryTile';
import { SeoHead } from '../layout/SeoHead';
import { categoryPagePath } from '../site/page-paths';
import type { LocalePageContext } from '../i18n/I18n';
import { localizedPath } from '../i18n/paths';

interface Data {
  allShopCategory: { nodes: { slug: string; name: string; svg: string }[] };
}
type Context = LocalePageContext & { canonicalRest?: string };

const Hero = styled.h1`
  font-size: clamp(22px, 4vw, 34px);
  margin: 8px 0 16px;
`;

/** Home: the category tile grid (also serves /category/ and /product/ without an id). */
export default function HomeTemplate({ data }: PageProps<Data, Context>) {
  const { t } = useTranslation();
  return (
    <>
      <Hero>{t('all_categories')}</Hero>
      <TileGrid aria-label={t('categories')}>
        {data.allShopCategory.nodes.map((c) => (
          <CategoryTile key={c.slug} to={categoryPagePath(c.slug, null)} name={c.name} svg={c.svg} />
        ))}
      </TileGrid>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  const canonical = pageContext.canonicalRest ? localizedPath(pageContext.locale, pageContext.canonicalRest) : undefined;
  return <SeoHead pageContext={pageContext} path={location.pathname} canonicalPath={canonical} />;
}

export const query = graphql`
  query HomePage($locale: String!) {
    allShopCategory(filter: { locale: { eq: $locale }, parentSlug: { eq: null } }, sort: { sort: ASC }) {
      nodes {
        slug
        name
        svg
      }
    }
  }
`;
