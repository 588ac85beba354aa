import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { EAGER_CARD_PHOTOS, ProductCard, ProductGrid, type ProductCardData } from '../features/catalog/ProductCard';
import { cartProductOf, type DishForCart } from '../features/catalog/product/dish-page';
import { ListingControls } from '../features/catalog/ListingControls';
import { useListingState } from '../features/catalog/use-listing';
import { applyListing, tabsOf } from '../features/catalog/listing';
import { Breadcrumbs } from '../features/catalog/Breadcrumbs';
import { useItemListView } from '../features/analytics';
import { SeoHead } from '../layout/SeoHead';
import { LocalizedLink } from '../ui/LocalizedLink';
import { SafeHtml } from '../ui/SafeSvg';
import { categoryPagePath } from '../routing/page-paths';
import { type LocalePageContext, useTranslation } from '../i18n/I18n';
import { outlinePill, theme } from '../shared/theme';

interface CategoryData {
  slug: string;
  name: string;
  nameUa: string;
  parentSlug: string | null;
  seoText: string;
  faq: { question: string; answer: string }[];
}
export interface CategoryPageData {
  category: CategoryData;
  parent: { slug: string; name: string } | null;
  children: { nodes: { slug: string; name: string; parentSlug: string | null }[] };
  products: {
    nodes: (ProductCardData &
      DishForCart & {
        popularity: number;
        createdAt: string | null;
        tags: { slug: string; name: string }[];
        composition: string;
      })[];
  };
}
export type CategoryPageContext = LocalePageContext & { canonicalRest: string };

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-block;
    padding: 6px 14px;
    ${outlinePill}
    text-decoration: none;
    font-weight: 600;
    font-size: 14px;
  }
`;

const Section = styled.section`
  margin-top: 32px;
  details {
    background: ${theme.color.surface};
    border-radius: ${theme.radius.s};
    padding: 12px 16px;
    margin-bottom: 8px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

export default function CategoryTemplate({ data }: PageProps<CategoryPageData, CategoryPageContext>) {
  const { t } = useTranslation();
  const { category, parent, children, products } = data;
  const tabs = tabsOf(products.nodes);
  const [listing, setListing] = useListingState(tabs.map((tab) => tab.slug));
  const listed = applyListing(products.nodes, listing);
  useItemListView(
    { id: category.slug, name: category.nameUa || category.name },
    listed.map((p) => ({
      id: p.apiId,
      name: p.name,
      name_ua: p.nameUa,
      price: p.price,
      category: { name: category.name, name_ua: category.nameUa },
    })),
  );
  const crumbs = [
    { to: '/', label: t('home') },
    ...(parent ? [{ to: categoryPagePath(parent.slug, null), label: parent.name }] : []),
    { to: categoryPagePath(category.slug, category.parentSlug), label: category.name },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <h1>{category.name}</h1>
      {children.nodes.length > 0 && (
        <nav aria-label={t('subcategories')}>
          <Chips>
            {children.nodes.map((c) => (
              <li key={c.slug}>
                <LocalizedLink to={categoryPagePath(c.slug, c.parentSlug)}>{c.name}</LocalizedLink>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      {products.nodes.length > 0 && <ListingControls state={listing} tabs={tabs} onChange={setListing} />}
      {listed.length === 0 ? (
        <p>{t('empty_category')}</p>
      ) : (
        <section aria-label={t('products')}>
          <ProductGrid>
            {listed.map((p, i) => (
              <li key={p.apiId}>
                <ProductCard
                  product={p}
                  eager={i < EAGER_CARD_PHOTOS}
                  details={{ composition: p.composition, groups: p.modifierGroups, cartProduct: cartProductOf(p, category) }}
                />
              </li>
            ))}
          </ProductGrid>
        </section>
      )}
      {category.faq.length > 0 && (
        <Section aria-labelledby="faq-title">
          <h2 id="faq-title">{t('faq')}</h2>
          {category.faq.map((f) => (
            <details key={f.question}>
              <summary>{f.question}</summary>
              <SafeHtml sanitizedHtml={f.answer} />
            </details>
          ))}
        </Section>
      )}
      {category.seoText && (
        <Section>
          <SafeHtml sanitizedHtml={category.seoText} />
        </Section>
      )}
    </>
  );
}

export function Head({ pageContext, location, data }: HeadProps<CategoryPageData, CategoryPageContext>) {
  return <SeoHead pageContext={pageContext} path={location.pathname} title={data.category.name} />;
}

export const query = graphql`
  query CategoryPage($locale: String!, $categoryApiId: Int!, $categoryApiIds: [Int!]!, $parentApiId: Int!) {
    category: shopCategory(locale: { eq: $locale }, apiId: { eq: $categoryApiId }) {
      slug
      name
      nameUa
      parentSlug
      seoText
      faq
    }
    parent: shopCategory(locale: { eq: $locale }, apiId: { eq: $parentApiId }) {
      slug
      name
    }
    children: allShopCategory(filter: { locale: { eq: $locale }, parentApiId: { eq: $categoryApiId } }, sort: { sort: ASC }) {
      nodes {
        slug
        name
        parentSlug
      }
    }
    products: allShopProduct(filter: { locale: { eq: $locale }, categoryApiId: { in: $categoryApiIds } }, sort: { apiId: ASC }) {
      nodes {
        apiId
        slug
        name
        price
        oldPrice
        weight
        popularity
        createdAt
        tags
        composition
        nameUa
        imageListUrl
        addons
        modifierGroups
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;
