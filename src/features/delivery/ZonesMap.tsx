/**
 * The zones' map shared by the delivery page and checkout (issue 47): an SVG of the zones, their
 * holes and the pickup points (no third-party tiles), with the customer's address as a marked point
 * where one is given. Where tiles are configured, a button opens the real map (Leaflet, its own
 * chunk, decision 471) with the same zones, points and address in the SVG's place.
 */
import React, { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/I18n';
import { fitProjectionInBox, polygonPath, type LatLng } from './map-projection';
import { media, theme } from '../../shared/theme';
import { SecondaryButton } from '../../ui/Button';
import { MAP_TILES, type MapTiles } from './map-tiles';
import { zoneRings, type AddressPoint, type DeliveryAreaData, type PickupPointData } from './delivery-types';

// Leaflet and its CSS: a chunk of their own, fetched when a visitor opens the map (decision 471).
const LeafletZoneMap = lazy(() => import(/* webpackChunkName: "part-street-map" */ './LeafletZoneMap'));

const Box = styled.div`
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
  /* The drawing only: Leaflet's own SVGs (shapes, the attribution's flag) are sized by Leaflet. */
  > svg {
    display: block;
    width: 100%;
    height: auto;
    background: ${theme.color.mapBg};
    border-radius: ${theme.radius.m};
  }
`;

/** The drawing's canvas: 600 units wide, at most 600 tall unless a caller wants it flatter. */
const MAP_WIDTH = 600;

export interface ZonesMapProps {
  areas: DeliveryAreaData[];
  pickupPoints: PickupPointData[];
  /** The customer's address, marked on the map (checkout). */
  point?: AddressPoint | null;
  /** The SVG's accessible name (what the drawing shows, in words). */
  label?: string;
  /** This build's tiles by default; null: the SVG only. */
  tiles?: MapTiles | null;
  /** The drawing's greatest height, in units of a 600-wide canvas (taller zones are scaled down into it). */
  maxHeight?: number;
  className?: string;
}

export function ZonesMap({
  areas,
  pickupPoints,
  point = null,
  label,
  tiles = MAP_TILES,
  maxHeight = MAP_WIDTH,
  className,
}: ZonesMapProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const rings = areas.map(zoneRings);
  // The address is framed too: one outside every zone is still on the map.
  const framed: LatLng[][] = rings.map((r) => r[0]);
  if (point) framed.push([[point.lat, point.lng]]);
  const projection = fitProjectionInBox(framed, MAP_WIDTH, maxHeight);
  const at = point ? projection.toXY([point.lat, point.lng]) : null;
  const drawing = (
    <svg viewBox={`0 0 ${projection.width} ${projection.height}`} role="img" aria-label={label ?? t('delivery_zones_map')}>
      {areas.map((a, i) => (
        <path
          key={a.id}
          d={rings[i].map((ring) => polygonPath(ring, projection)).join(' ')}
          fillRule="evenodd"
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
      {at && (
        <g data-testid="zone-map-address">
          <circle cx={at[0]} cy={at[1]} r={18} fill={theme.color.text} fillOpacity={0.25} />
          <circle cx={at[0]} cy={at[1]} r={9} fill={theme.color.text} stroke={theme.color.surface} strokeWidth={3} />
          <title>{t('zone_map_your_address')}</title>
        </g>
      )}
    </svg>
  );
  return (
    <Box className={className}>
      {tiles && opened ? (
        <Suspense fallback={drawing}>
          <LeafletZoneMap areas={areas} pickupPoints={pickupPoints} point={point} tiles={tiles} />
        </Suspense>
      ) : (
        drawing
      )}
      {tiles && !opened && (
        <SecondaryButton type="button" className="zone-map-open" onClick={() => setOpened(true)}>
          {t('delivery_zones_open_map')}
        </SecondaryButton>
      )}
    </Box>
  );
}
