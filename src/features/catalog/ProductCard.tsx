import React from 'react';
import styled from 'styled-components';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { media, theme } from '../../layout/theme';
import { useLocale } from '../../i18n/I18n';
import { formatPrice } from './format';
import { WishlistHeart } from '../profile/WishlistHeart';

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

export const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  /* Spec section 9: 2 columns on mobile, 5 on desktop. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
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
  border-radius: ${theme.radius.m};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
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
  background: #f1ebe2;
  .gatsby-image-wrapper,
  > img {
    width: 100%;
    height: 100%;
  }
  > img {
    object-fit: cover;
    display: block;
  }
`;

/** The favourites heart sits above the card's stretched link. */
const Heart = styled.div`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
`;

export function ProductCard({ product, eager }: { product: ProductCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const image = product.image?.childImageSharp?.gatsbyImageData;
  return (
    <Card>
      <ImageBox>
        {image ? (
          <GatsbyImage image={image} alt={product.name} loading={eager ? 'eager' : 'lazy'} />
        ) : product.imageUrl ? (
          <img src={product.imageUrl} alt={product.name} loading={eager ? 'eager' : 'lazy'} width={400} height={400} />
        ) : null}
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
            {product.oldPrice ? <s>{t('price_uah', { price: formatPrice(product.oldPrice, lang) })}</s> : null}
            <strong>{t('price_uah', { price: formatPrice(product.price, lang) })}</strong>
          </span>
          <span>{t('weight_g', { weight: product.weight })}</span>
        </Meta>
      </Body>
    </Card>
  );
}
