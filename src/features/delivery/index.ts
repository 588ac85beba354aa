/** The delivery feature's public face (issue 47): the address field with the geocoder's suggestions, the zones' maps. */
import { lazy } from 'react';

export { AddressSearchField } from './AddressSearchField';
export { MAP_TILES } from './map-tiles';
export type { OutlinePoint } from './ZoneOutlineMap';

/** The staff's outline editor map: Leaflet in a chunk of its own, fetched when first shown (decision 471). */
export const ZoneOutlineMap = lazy(() => import('./ZoneOutlineMap'));

/** Checkout's map of the zones with the customer's address: a chunk of its own, fetched once an address is located. */
export const AddressZonesMap = lazy(() => import(/* webpackChunkName: "part-address-zones-map" */ './AddressZonesMap'));
