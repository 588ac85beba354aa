/**
 * The real map (issue 47): the zones and the pickup points over the configured raster tiles, with
 * the tiles' attribution. Its own chunk with Leaflet and its CSS, loaded only when a visitor opens
 * the map (DeliveryMap); Leaflet gives keyboard panning (arrows) and zoom (+/-) on the focused map.
 */
import React, { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useTranslation } from '../../i18n/I18n';
import { theme } from '../../shared/theme';
import { zoneRings, type AddressPoint, type DeliveryAreaData, type PickupPointData } from './delivery-types';
import type { MapTiles } from './map-tiles';
import { LeafletStyles } from './leaflet-styles';

export interface LeafletZoneMapProps {
  areas: DeliveryAreaData[];
  pickupPoints: PickupPointData[];
  /** The customer's address (checkout), marked and framed with the zones. */
  point?: AddressPoint | null;
  tiles: MapTiles;
}

/** A pickup point's or the address's marker: a dot of `fillColor` ringed in white. */
const dot = (fillColor: string): L.CircleMarkerOptions => ({
  radius: 8,
  color: theme.color.surface,
  weight: 3,
  fillColor,
  fillOpacity: 1,
});

export default function LeafletZoneMap({ areas, pickupPoints, point = null, tiles }: LeafletZoneMapProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { scrollWheelZoom: false });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    // The view first: Leaflet draws a shape only on a map that has one.
    const bounds = L.latLngBounds(areas.flatMap((a) => a.polygon));
    if (point) bounds.extend([point.lat, point.lng]);
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [12, 12] });
    // No zones yet: the demo city (Odesa) at district scale.
    else map.setView([46.48, 30.73], 12);
    for (const a of areas)
      L.polygon(zoneRings(a), {
        color: a.color,
        weight: 2,
        fillOpacity: a.served ? 0.3 : 0.1,
        dashArray: a.served ? undefined : '6 4',
      })
        .bindTooltip(a.name)
        .addTo(map);
    for (const p of pickupPoints)
      L.circleMarker([p.lat, p.lng], dot(p.available ? theme.color.brand : theme.color.unavailable))
        .bindTooltip(t('pickup_point', { name: p.name }))
        .addTo(map);
    if (point)
      L.circleMarker([point.lat, point.lng], dot(theme.color.text))
        .bindTooltip(t('zone_map_your_address'), { permanent: true, direction: 'top', offset: [0, -8] })
        .addTo(map);
    // Opened by the visitor's button, which is gone now: the keyboard carries on in the map.
    box.current.focus();
    return () => {
      map.remove();
    };
  }, [areas, pickupPoints, point, tiles, t]);
  return (
    <>
      <LeafletStyles />
      <div
        ref={box}
        role="region"
        aria-label={t('delivery_zones_street_map')}
        data-testid="zone-map-tiles"
        className="zone-map-tiles"
      />
    </>
  );
}
