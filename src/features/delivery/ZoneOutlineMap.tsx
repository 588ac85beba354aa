/**
 * The staff's zone outline editor map (issue 47): the zone's points as draggable markers over the
 * tiles (or a plain background where none are configured), the other zones faded behind it; a
 * click beside the outline adds a point there. A chunk of its own with Leaflet (decision 471),
 * loaded when a manager opens a zone's outline. The points' list beside it (staff desk) does the
 * same by keyboard.
 */
import React, { useEffect, useRef } from 'react';
import L from 'leaflet';
import { theme } from '../../shared/theme';
import { LeafletStyles } from './leaflet-styles';
import type { MapTiles } from './map-tiles';

/** GeoJSON order: [lng, lat], degrees. */
export type OutlinePoint = [number, number];

export interface ZoneOutlineMapProps {
  outline: OutlinePoint[];
  color: string;
  /** The other zones' outlines, for reference. */
  others: { outline: OutlinePoint[]; color: string }[];
  tiles: MapTiles | null;
  label: string;
  pointLabel: (index: number) => string;
  onMove: (index: number, to: OutlinePoint) => void;
  onAdd: (point: OutlinePoint) => void;
}

const latLng = ([lng, lat]: OutlinePoint): L.LatLngTuple => [lat, lng];
const point = (at: L.LatLng): OutlinePoint => [Number(at.lng.toFixed(6)), Number(at.lat.toFixed(6))];

export default function ZoneOutlineMap({ outline, color, others, tiles, label, pointLabel, onMove, onAdd }: ZoneOutlineMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onMove, onAdd });
  useEffect(() => {
    handlers.current = { onMove, onAdd };
  }, [onMove, onAdd]);

  // The map, its tiles and the other zones: once per opening; fitted to this zone and its neighbours.
  useEffect(() => {
    if (!box.current) return;
    const created = L.map(box.current, { scrollWheelZoom: false, doubleClickZoom: false });
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    created.fitBounds(L.latLngBounds(outline.map(latLng)).pad(0.5));
    for (const other of others)
      L.polygon(other.outline.map(latLng), { color: other.color, weight: 1, fillOpacity: 0.08, interactive: false }).addTo(
        created,
      );
    created.on('click', (e: L.LeafletMouseEvent) => handlers.current.onAdd(point(e.latlng)));
    map.current = created;
    layers.current = L.layerGroup().addTo(created);
    return () => {
      created.remove();
      map.current = null;
    };
    // The outline moves with every edit; the view is set once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, others]);

  // The zone's outline and its points, drawn again after each edit.
  useEffect(() => {
    const group = layers.current;
    if (!group) return;
    group.clearLayers();
    L.polygon(outline.map(latLng), { color, weight: 3, fillOpacity: 0.25, interactive: false }).addTo(group);
    outline.forEach((p, i) => {
      const marker = L.marker(latLng(p), {
        draggable: true,
        keyboard: true,
        title: pointLabel(i),
        icon: L.divIcon({ className: 'zone-point', iconSize: [18, 18], html: '' }),
      });
      marker.on('dragend', () => handlers.current.onMove(i, point(marker.getLatLng())));
      marker.addTo(group);
    });
  }, [outline, color, pointLabel]);

  return (
    <>
      <LeafletStyles />
      <div
        ref={box}
        role="region"
        aria-label={label}
        data-testid="zone-outline-map"
        style={{ height: 360, borderRadius: theme.radius.s }}
      />
    </>
  );
}
