import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { DeliveryMap, type DeliveryAreaData, type PickupPointData } from './DeliveryMap';

// jsdom draws no SVG; Leaflet looks for this to choose its SVG renderer (it only needs the method to exist).
Object.defineProperty(window.SVGSVGElement.prototype, 'createSVGRect', { configurable: true, value: () => ({}) });

const AREAS: DeliveryAreaData[] = [
  {
    id: 1,
    name: 'Центр',
    min_sum: 300,
    delivery_price: 50,
    free_from: 500,
    delivery_minutes: 60,
    served: true,
    color: '#43a047',
    polygon: [
      [46.45, 30.7],
      [46.45, 30.76],
      [46.49, 30.76],
      [46.49, 30.7],
    ],
  },
];
const POINTS: PickupPointData[] = [
  {
    id: 1,
    name: 'Ресторан на Дерибасівській',
    address: 'вул. Дерибасівська, 10',
    available: true,
    reason: '',
    lat: 46.48,
    lng: 30.73,
  },
];
const TILES = { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example tiles' };

test('no tiles configured: the SVG drawing and no map button (nothing else is loaded)', () => {
  renderInLocale(<DeliveryMap areas={AREAS} pickupPoints={POINTS} tiles={null} />);
  expect(screen.getByRole('img', { name: 'Карта зон доставки' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByTestId('zone-map-tiles')).toBeNull();
});

test.each([
  ['ua', 'Показати зони на мапі з вулицями', /^Мапа зон доставки з вулицями/],
  ['ru', 'Показать зоны на карте с улицами', /^Карта зон доставки с улицами/],
] as const)(
  '%s: tiles configured: the SVG until the button, then the real map with the tiles, their attribution, the zone and the point',
  async (locale, button, region) => {
    renderInLocale(<DeliveryMap areas={AREAS} pickupPoints={POINTS} tiles={TILES} />, locale);
    expect(screen.getByRole('img')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const map = await screen.findByRole('region', { name: region });
    expect(screen.queryByRole('button', { name: button })).toBeNull();
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = map.querySelector<HTMLImageElement>('img.leaflet-tile')!;
    expect(tile.src).toMatch(/^https:\/\/[abc]\.tiles\.example\.org\/\d+\/\d+\/\d+\.png$/);
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent('© Example tiles');
    // The zone's polygon and the pickup point's circle, in the zone's and the brand's colours.
    const paths = [...map.querySelectorAll('path.leaflet-interactive')];
    expect(paths.map((p) => p.getAttribute('stroke'))).toEqual(['#43a047', expect.any(String)]);
    expect(map).toHaveFocus();
  },
);
