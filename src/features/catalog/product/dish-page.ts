/**
 * What the dish page and the constructor page (its build-your-own step) both derive from the
 * built product: the breadcrumb trail (shown and in JSON-LD) and the product as the cart takes it.
 */
import { graphql } from 'gatsby';
import type { CartProductSource } from '../../cart';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ModifierGroup } from '../modifiers';
import { categoryPagePath, productPagePath } from '../../../routing/page-paths';

/** A breadcrumb: site path without the locale prefix, and its label. */
export interface TrailStep {
  to: string;
  label: string;
}

export interface DishCategory {
  slug: string;
  name: string;
  nameUa: string;
  parentSlug: string | null;
}

/** The dish fields the cart needs (GraphQL node of shopProduct). */
export interface DishForCart {
  apiId: number;
  name: string;
  nameUa: string;
  /** UAH */
  price: number;
  /** grams */
  weight: number;
  modifierGroups: ModifierGroup[];
  imageListUrl: string;
  addons: number[];
}

/** What both pages query of the dish: the cart's fields, its page path and its photo. */
export type DishPageFields = DishForCart & {
  slug: string;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

/**
 * The GraphQL of `DishPageFields` and `DishCategory`, spread into the dish and constructor page
 * queries (Gatsby collects fragments from every file under src/).
 */
export const dishPageFragments = graphql`
  fragment DishPageFields on ShopProduct {
    apiId
    slug
    name
    nameUa
    price
    weight
    modifierGroups
    imageListUrl
    addons
    image {
      childImageSharp {
        gatsbyImageData(width: 800, aspectRatio: 1, layout: CONSTRAINED)
      }
    }
  }
  fragment DishCategory on ShopCategory {
    slug
    name
    nameUa
    parentSlug
  }
`;

/** Home, the dish's category (when it still has one), the dish. */
export function dishTrail(homeLabel: string, category: DishCategory | null, dish: { slug: string; name: string }): TrailStep[] {
  return [
    { to: '/', label: homeLabel },
    ...(category ? [{ to: categoryPagePath(category.slug, category.parentSlug), label: category.name }] : []),
    { to: productPagePath(dish.slug), label: dish.name },
  ];
}

/** The built dish in the shape of the API's product, which the cart stores (both languages' names). */
export function cartProductOf(dish: DishForCart, category: DishCategory | null): CartProductSource {
  return {
    id: dish.apiId,
    name: dish.name,
    name_ua: dish.nameUa,
    price: dish.price,
    weight: dish.weight,
    main_image: { urlForList: dish.imageListUrl },
    category: { name: category?.name ?? '', name_ua: category?.nameUa ?? '' },
    modifiers_group: dish.modifierGroups,
    addons: dish.addons,
  };
}

/** The dish page's photo as the page shows it without picture sources (its fallback JPEG's site path); undefined without one. */
export function shownPhotoPath(image: DishPageFields['image']): string | undefined {
  return image?.childImageSharp?.gatsbyImageData.images.fallback?.src;
}
