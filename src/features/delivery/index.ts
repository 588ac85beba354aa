/** The delivery feature's public face: the address field with the geocoder's suggestions (issue 47). */
export { AddressSearchField, type AddressSearchFieldProps } from './AddressSearchField';
export type { AddressSuggestion } from './address-search-api';
