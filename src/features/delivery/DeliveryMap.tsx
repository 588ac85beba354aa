import React from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { bareList, media, theme } from '../../shared/theme';
import { MAP_TILES, type MapTiles } from './map-tiles';
import { ZonesMap } from './ZonesMap';
import type { DeliveryAreaData, PickupPointData } from './delivery-types';

export type { DeliveryAreaData, PickupPointData } from './delivery-types';

const Wrap = styled.section`
  display: grid;
  gap: 20px;
  margin: 24px 0;
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  ul {
    ${bareList}
    display: grid;
    gap: 10px;
  }
  li {
    background: ${theme.color.surface};
    border-radius: ${theme.radius.s};
    padding: 10px 12px;
    border-left: 6px solid var(--zone);
  }
  li[data-served='false'] {
    opacity: 0.7;
  }
`;

/**
 * Delivery zones drawn from the API's polygons with each zone's terms. The drawing is an SVG (no
 * third-party tiles); where tiles are configured (`tiles`, default this build's), a button opens
 * the real map over them in its place.
 */
export function DeliveryMap({
  areas,
  pickupPoints,
  tiles = MAP_TILES,
}: {
  areas: DeliveryAreaData[];
  pickupPoints: PickupPointData[];
  tiles?: MapTiles | null;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const uah = (n: number) => t('price_uah', { price: formatPrice(n, lang) });
  return (
    <Wrap aria-labelledby="delivery-zones-title">
      <div>
        <h2 id="delivery-zones-title">{t('delivery_zones')}</h2>
        <ZonesMap areas={areas} pickupPoints={pickupPoints} tiles={tiles} />
      </div>
      <ul>
        {areas.map((a) => (
          <li key={a.id} data-served={a.served} style={{ ['--zone' as string]: a.color }}>
            <strong>{a.name}</strong>
            <br />
            {a.served ? (
              <>
                {t('zone_min_sum', { sum: uah(a.min_sum) })} ·{' '}
                {t('zone_delivery_price', { price: uah(a.delivery_price), free: uah(a.free_from) })} ·{' '}
                {t('zone_time', { minutes: a.delivery_minutes })}
              </>
            ) : (
              t('zone_not_served')
            )}
          </li>
        ))}
        {pickupPoints.map((p) => (
          <li key={`pickup-${p.id}`} style={{ ['--zone' as string]: p.available ? theme.color.brand : theme.color.unavailable }}>
            <strong>{t('pickup_point', { name: p.name })}</strong>
            <br />
            {p.address}
            {!p.available && p.reason ? ` · ${p.reason}` : ''}
          </li>
        ))}
      </ul>
    </Wrap>
  );
}
