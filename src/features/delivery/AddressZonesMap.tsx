/**
 * Checkout's map (issue 47): the zones as the server decides by them now, the pickup points and the
 * customer's address where the server located it (ZonesMap: the SVG, or the real map over tiles on
 * request). A chunk of its own, fetched once an address has been located: checkout's first load
 * pays nothing for it. Nothing is shown while the zones load or if they cannot be (the zone's
 * terms are in the text beside it).
 */
import React from 'react';
import { useAsync } from 'react-use';
import styled from 'styled-components';
import { shopApi } from '../../api-client/shop-api';
import { useLocale } from '../../i18n/I18n';
import type { AddressPoint } from './delivery-types';
import type { MapTiles } from './map-tiles';
import { loadZones } from './zones-api';
import { ZonesMap } from './ZonesMap';

const Framed = styled(ZonesMap)`
  margin-top: 12px;
  max-width: 560px;
`;

/** Checkout's drawing is flatter than the delivery page's (600 × 420 at most): it sits inside the form. */
const CHECKOUT_MAP_HEIGHT = 420;

export interface AddressZonesMapProps {
  point: AddressPoint;
  /** What the map shows, in words (the address's zone, or outside every zone). */
  label: string;
  /** This build's tiles by default (tests pass their own). */
  tiles?: MapTiles | null;
}

export default function AddressZonesMap({ point, label, tiles }: AddressZonesMapProps) {
  const { apiLang } = useLocale();
  const { value: zones } = useAsync(() => loadZones(shopApi, apiLang), [apiLang]);
  if (!zones) return null;
  return (
    <div data-testid="checkout-address-map">
      <Framed
        areas={zones.areas}
        pickupPoints={zones.pickupPoints}
        point={point}
        label={label}
        tiles={tiles}
        maxHeight={CHECKOUT_MAP_HEIGHT}
      />
    </div>
  );
}
