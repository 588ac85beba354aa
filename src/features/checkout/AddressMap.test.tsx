import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { installFetch, ok, type FetchCall } from '../../test/fetch';
import { AddressMap } from './AddressMap';
import { useCheckout, type AreaState } from './checkout-store';
import type { Area } from './checkout-api';

const AREA: Area = { id: 1, name: 'Центр', min_sum: 300, delivery_price: 50, free_from: 500, delivery_minutes: 60, served: true };
const ZONE = {
  ...AREA,
  color: '#43a047',
  priority: 0,
  polygon: [
    [46.4, 30.6],
    [46.4, 30.8],
    [46.5, 30.8],
  ],
  geometry: { type: 'Polygon', coordinates: [] },
};

let calls: FetchCall[];
beforeEach(() => {
  calls = installFetch((call) =>
    call.path === '/api/delivery-areas' ? ok([ZONE]) : call.path === '/api/pickup-points' ? ok([]) : undefined,
  );
  useCheckout.getState().setArea({ status: 'idle' });
});

const located = (over: Partial<Extract<AreaState, { status: 'ok' }>> = {}): AreaState => ({
  status: 'ok',
  key: 'Дерибасівська|10',
  area: AREA,
  streetKnown: true,
  nearestPickup: null,
  point: { lat: 46.45, lng: 30.7 },
  ...over,
});

test.each([
  ['idle', { status: 'idle' } as AreaState],
  ['being located', { status: 'loading', key: 'x|1' } as AreaState],
  ['failed', { status: 'error', key: 'x|1' } as AreaState],
  ['not found by the geocoder', located({ area: null, streetKnown: false, point: null })],
])('no map and no call for the zones while the address is %s', async (_, state) => {
  useCheckout.getState().setArea(state);
  const { container } = renderInLocale(<AddressMap />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(container).toBeEmptyDOMElement();
  expect(calls).toEqual([]);
});

test.each([
  ['ua', located(), 'Карта зон доставки: ваша адреса в районі «Центр»'],
  ['ru', located(), 'Карта зон доставки: ваш адрес в районе «Центр»'],
  [
    'ua',
    located({ area: null, nearestPickup: { id: 1, name: 'Р', address: 'А', distance_km: 3 } }),
    'Карта зон доставки: ваша адреса поза зонами доставки',
  ],
  ['ru', located({ area: null }), 'Карта зон доставки: ваш адрес вне зон доставки'],
] as const)('%s: a located address: the zones with the address marked, named in words', async (locale, state, name) => {
  renderInLocale(<AddressMap />, locale);
  expect(screen.queryByTestId('checkout-address-map')).toBeNull();
  act(() => useCheckout.getState().setArea(state));
  const map = await screen.findByRole('img', { name });
  expect(map.closest('[data-testid="checkout-address-map"]')).not.toBeNull();
  expect(screen.getByTestId('zone-map-address')).toBeInTheDocument();
  expect(map.querySelector('path')!.getAttribute('fill')).toBe('#43a047');
});
