import React, { useId, useState } from 'react';
import styled from 'styled-components';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { SiteImage } from '../../ui/SiteImage';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { bareList, cardSurface, media, theme } from '../../shared/theme';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { WishlistHeart } from '../wishlist';
import { AddToCart } from './AddToCart';
import type { CartProductSource } from '../cart';
import type { ModifierGroup } from './modifiers';
import { useLiveDish } from '../live-menu';

export interface ProductCardData {
  apiId: number;
  slug: string;
  name: string;
  price: number;
  oldPrice: number | null;
  weight: number;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  /** A plain image URL for cards built from API data (the wishlist page), used without `image`. */
  imageUrl?: string;
}

/** What a catalogue card needs for its details: the composition and the cart button's product. */
export interface ProductCardDetails {
  composition: string;
  cartProduct: CartProductSource;
  groups: ModifierGroup[];
}

/**
 * The grid's real slot widths for the browser's image choice (CSS px): half the screen on phones,
 * a third on tablets, a fifth of the 1320 px page on desktop. Gatsby's default ("100vw" below
 * 400 px) made phones fetch the 800 px file for a 180 px card.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 260px, (min-width: 768px) 33vw, 50vw';

export const ProductGrid = styled.ul`
  ${bareList}
  display: grid;
  gap: 12px;
  /* Spec section 9: 2 columns on mobile, 5 on desktop. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.mobile} {
    /* An opened card grows alone; its neighbour keeps its own height. */
    align-items: start;
  }
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 18px;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  h2 {
    font-size: 15px;
    font-weight: 650;
    margin: 0;
  }
  h2 a {
    text-decoration: none;
  }
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  position: relative;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px 12px;
  flex: 1;
`;

const Meta = styled.div`
  margin-top: auto;
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 6px;
  font-size: 13px;
  color: ${theme.color.muted};
  flex-wrap: wrap;
  strong {
    white-space: nowrap;
    font-size: 17px;
    color: ${theme.color.text};
  }
  s {
    white-space: nowrap;
    margin-right: 4px;
  }
`;

const ImageBox = styled.div`
  aspect-ratio: 1;
  /* Its size never depends on the photo, so a photo arriving lays out only this box, not the page. */
  contain: strict;
  /* Far below the first screen the photo is not rendered, so its lazy <img> does not start loading
     (the browser's own lazy margin, 1 250 px and more, fetched every card of a category on a phone
     while the first screen's photos were still arriving); it loads as the visitor scrolls near. */
  content-visibility: auto;
  background: ${theme.color.surfaceSunken};
  > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/**
 * The card's composition: always shown on desktop; on phones the card opens to show it (spec
 * section 4, "product card open on mobile"), so the 2-column grid stays compact. The cart button
 * is outside it: one tap adds a dish (or opens its options) on every width (issue 41).
 */
const Details = styled.div`
  position: relative;
  z-index: 1; /* above the stretched link */
  display: grid;
  gap: 8px;
  p {
    margin: 0;
    font-size: 13px;
    color: ${theme.color.muted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  ${media.mobile} {
    &[data-open='false'] {
      display: none;
    }
    p {
      -webkit-line-clamp: 6;
    }
  }
`;

const Buy = styled.div`
  position: relative;
  z-index: 1; /* above the stretched link */
  button {
    width: 100%;
    padding: 10px 12px;
  }
`;

const OpenToggle = styled.button`
  position: relative;
  z-index: 1;
  display: none;
  align-self: stretch;
  min-height: 36px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.background};
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  ${media.mobile} {
    display: block;
  }
  span[aria-hidden] {
    display: inline-block;
    margin-left: 4px;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(180deg);
  }
`;

/**
 * "Temporarily unavailable" over the photo's bottom edge (the photo box, with its layout
 * containment, is its containing block), so the card keeps its size when the live menu answers
 * after the first paint (no layout shift).
 */
const UnavailableBadge = styled.p`
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 8px;
  margin: 0;
  padding: 4px 8px;
  border-radius: ${theme.radius.s};
  background: ${theme.color.darkGlass};
  color: ${theme.color.onDark};
  font-size: 13px;
  font-weight: 600;
  text-align: center;
`;

/** The favourites heart sits above the card's stretched link. */
const Heart = styled.div`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
`;

/**
 * Photos of the first cards load at once, the rest lazily: two rows on a phone (two columns) and
 * the first row on a desktop (four columns) are in the first viewport, and the largest of them is
 * the category page's LCP element (a lazy one waited for layout: 1.2 s of load delay in Lighthouse).
 */
export const EAGER_CARD_PHOTOS = 4;

export function ProductCard({
  product,
  eager,
  details,
}: {
  product: ProductCardData;
  eager?: boolean;
  details?: ProductCardDetails;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { lang } = useLocale();
  const image = product.image?.childImageSharp?.gatsbyImageData;
  const live = useLiveDish({ id: product.apiId, price: product.price, oldPrice: product.oldPrice });
  return (
    <Card data-open={details?.composition ? open : undefined} data-product-id={product.apiId} data-available={live.available}>
      <ImageBox>
        {image ? (
          <SiteImage image={image} alt={product.name} sizes={CARD_IMAGE_SIZES} loading={eager ? 'eager' : 'lazy'} fill />
        ) : product.imageUrl ? (
          <img src={product.imageUrl} alt={product.name} loading={eager ? 'eager' : 'lazy'} width={400} height={400} />
        ) : null}
        {!live.available && <UnavailableBadge data-testid="card-unavailable">{t('dish_unavailable')}</UnavailableBadge>}
      </ImageBox>
      <Heart>
        <WishlistHeart productId={product.apiId} name={product.name} size={40} />
      </Heart>
      <Body>
        <h2>
          <LocalizedLink to={`/product/${product.slug}/`}>{product.name}</LocalizedLink>
        </h2>
        <Meta>
          <span>
            {live.oldPrice ? <s>{t('price_uah', { price: formatPrice(live.oldPrice, lang) })}</s> : null}
            <strong data-testid="card-price">{t('price_uah', { price: formatPrice(live.price, lang) })}</strong>
          </span>
          <span>{t('weight_g', { weight: product.weight })}</span>
        </Meta>
        {details?.composition && (
          <>
            <OpenToggle
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t(open ? 'card_close' : 'card_open', { name: product.name })}
              onClick={() => setOpen((v) => !v)}
            >
              {t(open ? 'card_less' : 'card_more')}
              <span aria-hidden="true">▾</span>
            </OpenToggle>
            <Details id={detailsId} data-open={open} data-testid="card-details">
              <p>{details.composition}</p>
            </Details>
          </>
        )}
        {details && (
          <Buy data-testid="card-buy">
            <AddToCart product={details.cartProduct} groups={details.groups} />
          </Buy>
        )}
      </Body>
    </Card>
  );
}
