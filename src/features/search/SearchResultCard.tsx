/** One search result: photo, name (the link to the dish), the live price or "temporarily unavailable". */
import React from 'react';
import styled from 'styled-components';
import { bareList, cardSurface, media, theme } from '../../shared/theme';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { LocalizedLink } from '../../ui/LocalizedLink';
import { formatPrice } from '../../shared/format';
import type { SearchEntry } from './search-index';
import { useLiveDish } from '../live-menu';

export const Results = styled.ul`
  ${bareList}
  margin-bottom: 20px;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${theme.color.surfaceSunken};
  }
  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  h3 a {
    text-decoration: none;
    color: inherit;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${theme.color.brand};
    outline-offset: 2px;
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 10px 10px;
  flex: 1;
`;

const Meta = styled.div`
  margin-top: auto;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 6px;
  flex-wrap: wrap;
  font-size: 13px;
  color: ${theme.color.muted};
  strong {
    font-size: 16px;
    color: ${theme.color.text};
    white-space: nowrap;
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 1;
  background: ${theme.color.surfaceSunken};
`;

export function ResultCard({ entry, onNavigate }: { entry: SearchEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  // The index is built with the site; the live menu has the price and stop-list of now.
  const live = useLiveDish({ id: entry.id, price: entry.price, oldPrice: null });
  return (
    <Card data-available={live.available}>
      {entry.image ? (
        <img src={entry.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
      ) : (
        <Placeholder aria-hidden="true" />
      )}
      <CardBody>
        <h3>
          <LocalizedLink to={`/product/${entry.slug}/`} onClick={onNavigate}>
            {entry.name}
          </LocalizedLink>
        </h3>
        <Meta>
          <strong>{t('price_uah', { price: formatPrice(live.price, lang) })}</strong>
          <span>{live.available ? t('weight_g', { weight: entry.weight }) : t('dish_unavailable')}</span>
        </Meta>
      </CardBody>
    </Card>
  );
}
