import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { SiteImage } from '../ui/SiteImage';
import { Breadcrumbs } from '../features/catalog/Breadcrumbs';
import { AddToCart } from '../features/catalog/AddToCart';
import {
  cartProductOf,
  dishTrail,
  shownPhotoPath,
  type DishCategory,
  type DishPageFields,
} from '../features/catalog/product/dish-page';
import { formatPrice } from '../shared/format';
import { SeoHead } from '../layout/SeoHead';
import { ExpandableText } from '../features/catalog/product/ExpandableText';
import { Ingredients, type Ingredient } from '../features/catalog/product/Ingredients';
import { TagsBlock, type Tag } from '../features/catalog/product/Tags';
import { useLocale, type LocalePageContext, useTranslation } from '../i18n/I18n';
import { media, theme } from '../shared/theme';
import { WishlistHeart } from '../features/wishlist/WishlistHeart';
import { ConstructorBlock } from '../features/catalog/constructor/ConstructorBlock';
import { useLiveDish } from '../features/live-menu/live-menu-store';

export interface ProductPageData {
  product: DishPageFields & {
    description: string;
    composition: string;
    allergens: string;
    oldPrice: number | null;
    diameter: number | null;
    calories: number | null;
    proteins: number | null;
    fats: number | null;
    carbohydrates: number | null;
    tags: Tag[];
    ingredients: Ingredient[];
  };
  category: DishCategory | null;
  /** The build-your-own dish of this category; absent when it has none (the query skips it). */
  constructorDish?: { slug: string; name: string } | null;
}

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The photo's slot (CSS px): the whole column on phones, half the 1320 px page from tablets up. */
const PHOTO_SIZES = '(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw';

const Photo = styled.div`
  border-radius: ${theme.radius.l};
  overflow: hidden;
  background: ${theme.color.surfaceSunken};
  aspect-ratio: 1;
  /* Its size never depends on the photo, so the photo arriving lays out only this box. */
  contain: strict;
`;

const Price = styled.p`
  font-size: 28px;
  font-weight: 800;
  margin: 0 0 8px;
  s {
    font-size: 18px;
    color: ${theme.color.muted};
    margin-right: 8px;
    font-weight: 500;
  }
`;

/** The cart button and the favourites heart side by side. */
const Buy = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 16px 0;
  div {
    background: ${theme.color.surface};
    border-radius: ${theme.radius.s};
    padding: 8px 12px;
  }
  dt {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export default function ProductTemplate({ data }: PageProps<ProductPageData, LocalePageContext>) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const { product, category, constructorDish } = data;
  const image = product.image?.childImageSharp?.gatsbyImageData;
  const live = useLiveDish({ id: product.apiId, price: product.price, oldPrice: product.oldPrice });
  const grams = (value: number | null) => (value != null ? t('grams', { value }) : null);
  const facts = [
    [t('weight'), t('weight_g', { weight: product.weight })],
    [t('diameter'), product.diameter ? t('diameter_cm', { diameter: product.diameter }) : null],
    [t('calories'), product.calories != null ? t('kcal', { value: product.calories }) : null],
    [t('proteins'), grams(product.proteins)],
    [t('fats'), grams(product.fats)],
    [t('carbohydrates'), grams(product.carbohydrates)],
  ].filter((fact): fact is [label: string, value: string] => fact[1] !== null);
  return (
    <>
      <Breadcrumbs items={dishTrail(t('home'), category, product)} />
      <Grid>
        <Photo>{image && <SiteImage image={image} alt={product.name} sizes={PHOTO_SIZES} priority fill />}</Photo>
        <div>
          <h1>{product.name}</h1>
          <Price>
            {live.oldPrice ? <s>{t('price_uah', { price: formatPrice(live.oldPrice, lang) })}</s> : null}
            <span data-testid="product-price">{t('price_uah', { price: formatPrice(live.price, lang) })}</span>
          </Price>
          <Buy>
            <AddToCart groups={product.modifierGroups} product={cartProductOf(product, category)} />
            <WishlistHeart productId={product.apiId} name={product.name} />
          </Buy>
          <section aria-label={t('nutrition')}>
            <Facts>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Facts>
          </section>
          <TagsBlock tags={product.tags} />
          {product.description && (
            <section>
              <h2>{t('description')}</h2>
              <ExpandableText sanitizedHtml={product.description} />
            </section>
          )}
          {product.composition && (
            <section>
              <h2>{t('composition')}</h2>
              <p>{product.composition}</p>
            </section>
          )}
          {product.allergens && (
            <section>
              <h2>{t('allergens')}</h2>
              <p>{product.allergens}</p>
            </section>
          )}
          <Ingredients items={product.ingredients} />
          {constructorDish && <ConstructorBlock slug={constructorDish.slug} name={constructorDish.name} />}
        </div>
      </Grid>
    </>
  );
}

export function Head({ pageContext, location, data }: HeadProps<ProductPageData, LocalePageContext>) {
  const { product: p } = data;
  return (
    <SeoHead
      pageContext={pageContext}
      path={location.pathname}
      title={p.name}
      description={p.composition || undefined}
      // The photo the page shows (its fallback JPEG); without one, the site's picture.
      image={shownPhotoPath(p.image)}
    />
  );
}

export const query = graphql`
  query ProductPage(
    $locale: String!
    $productApiId: Int!
    $categoryApiId: Int!
    $hasConstructor: Boolean!
    $constructorApiId: Int!
  ) {
    product: shopProduct(locale: { eq: $locale }, apiId: { eq: $productApiId }) {
      ...DishPageFields
      description
      composition
      allergens
      oldPrice
      diameter
      calories
      proteins
      fats
      carbohydrates
      tags
      ingredients
    }
    category: shopCategory(locale: { eq: $locale }, apiId: { eq: $categoryApiId }) {
      ...DishCategory
    }
    constructorDish: shopProduct(locale: { eq: $locale }, apiId: { eq: $constructorApiId }) @include(if: $hasConstructor) {
      slug
      name
    }
  }
`;
