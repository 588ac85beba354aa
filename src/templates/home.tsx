import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { CategoryTile, TileGrid } from '../features/catalog/CategoryTile';
import { SeoHead } from '../layout/SeoHead';
import { categoryPagePath } from '../routing/page-paths';
import { type LocalePageContext, useTranslation } from '../i18n/I18n';
import { HeroLogo } from '../features/catalog/hero/HeroLogo';
import { HERO_PREPAINT_SCRIPT } from '../features/catalog/hero/hero-visibility';

export interface HomePageData {
  allShopCategory: { nodes: { slug: string; name: string; svg: string }[] };
  settings: {
    workingHours: { time_start: string; time_end: string };
    contact: { phones?: string[]; address?: string };
    pickupPoints: { address?: string; lat?: number; lng?: number; available?: boolean }[];
  } | null;
}
export type HomePageContext = LocalePageContext & { canonicalRest?: string };

const Hero = styled.h1`
  font-size: clamp(22px, 4vw, 34px);
  margin: 8px 0 16px;
`;

/** Home: the category tile grid (also serves /category/ and /product/ without an id). */
export default function HomeTemplate({ data, pageContext }: PageProps<HomePageData, HomePageContext>) {
  const { t } = useTranslation();
  return (
    <>
      {/* The large logo belongs to the home page itself, not to its /category/ and /product/ aliases. */}
      {!pageContext.canonicalRest && <HeroLogo />}
      <Hero>{t('all_categories')}</Hero>
      <nav aria-label={t('categories')}>
        <TileGrid>
          {data.allShopCategory.nodes.map((c) => (
            <CategoryTile key={c.slug} to={categoryPagePath(c.slug, null)} name={c.name} svg={c.svg} />
          ))}
        </TileGrid>
      </nav>
    </>
  );
}

export function Head({ pageContext, location }: HeadProps<HomePageData, HomePageContext>) {
  return (
    <SeoHead pageContext={pageContext} path={location.pathname}>
      {!pageContext.canonicalRest && <script dangerouslySetInnerHTML={{ __html: HERO_PREPAINT_SCRIPT }} />}
    </SeoHead>
  );
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
    settings: shopSettings(locale: { eq: $locale }) {
      workingHours
      contact
      pickupPoints
    }
  }
`;
