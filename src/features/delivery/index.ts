/** The delivery feature's public face (issue 47): the address field with the geocoder's suggestions, the zones' maps. */
import { lazy } from 'react';

export { AddressSearchField, type AddressSearchFieldProps } from './AddressSearchField';
export type { AddressSuggestion } from './address-search-api';
export { MAP_TILES, type MapTiles } from './map-tiles';
export type { OutlinePoint, ZoneOutlineMapProps } from './ZoneOutlineMap';
export type { AddressPoint } from './delivery-types';
export type { AddressZonesMapProps } from './AddressZonesMap';

/** The staff's outline editor map: Leaflet in a chunk of its own, fetched when first shown (decision 471). */
export const ZoneOutlineMap = lazy(() => import('./ZoneOutlineMap'));

/** Checkout's map of the zones with the customer's address: a chunk of its own, fetched once an address is located. */
export const AddressZonesMap = lazy(() => import(/* webpackChunkName: "part-address-zones-map" */ './AddressZonesMap'));
