import React, { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '../../i18n/I18n';
import { formatPrice } from '../../shared/format';
import { fitProjection, polygonPath } from './map-projection';
import { media, theme } from '../../shared/theme';
import { SecondaryButton } from '../../ui/Button';
import { MAP_TILES, type MapTiles } from './map-tiles';
import type { DeliveryAreaData, PickupPointData } from './delivery-types';

// Leaflet and its CSS: a chunk of their own, fetched when a visitor opens the map (decision 471).
const LeafletZoneMap = lazy(() => import('./LeafletZoneMap'));

export type { DeliveryAreaData, PickupPointData } from './delivery-types';

const Wrap = styled.section`
  display: grid;
  gap: 20px;
  margin: 24px 0;
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  .zone-map-tiles {
    height: 420px;
    border-radius: ${theme.radius.m};
    ${media.mobile} {
      height: 320px;
    }
  }
  .zone-map-open {
    margin-top: 12px;
  }
  svg {
    width: 100%;
    height: auto;
    background: ${theme.color.mapBg};
    border-radius: ${theme.radius.m};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
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

const MAP_WIDTH = 600;

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
  const [opened, setOpened] = useState(false);
  const { lang } = useLocale();
  const projection = fitProjection(
    areas.map((a) => a.polygon),
    MAP_WIDTH,
  );
  const uah = (n: number) => t('price_uah', { price: formatPrice(n, lang) });
  const drawing = (
    <svg viewBox={`0 0 ${projection.width} ${projection.height}`} role="img" aria-label={t('delivery_zones_map')}>
      {areas.map((a) => (
        <path
          key={a.id}
          d={polygonPath(a.polygon, projection)}
          fill={a.color}
          fillOpacity={a.served ? 0.35 : 0.12}
          stroke={a.color}
          strokeWidth={2}
          strokeDasharray={a.served ? undefined : '6 4'}
        >
          <title>{a.name}</title>
        </path>
      ))}
      {pickupPoints.map((p) => {
        const [x, y] = projection.toXY([p.lat, p.lng]);
        return (
          <g key={p.id}>
            <circle
              cx={x}
              cy={y}
              r={8}
              fill={p.available ? theme.color.brand : theme.color.unavailable}
              stroke={theme.color.surface}
              strokeWidth={3}
            />
            <title>{p.name}</title>
          </g>
        );
      })}
    </svg>
  );
  return (
    <Wrap aria-labelledby="delivery-zones-title">
      <div>
        <h2 id="delivery-zones-title">{t('delivery_zones')}</h2>
        {tiles && opened ? (
          <Suspense fallback={drawing}>
            <LeafletZoneMap areas={areas} pickupPoints={pickupPoints} tiles={tiles} />
          </Suspense>
        ) : (
          drawing
        )}
        {tiles && !opened && (
          <SecondaryButton type="button" className="zone-map-open" onClick={() => setOpened(true)}>
            {t('delivery_zones_open_map')}
          </SecondaryButton>
        )}
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
