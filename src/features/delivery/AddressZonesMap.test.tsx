import React from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { installFetch, ok, type FetchCall } from '../../test/fetch';
import { setApiLanguage } from '../../api-client/shop-api';
import AddressZonesMap from './AddressZonesMap';
import { forgetZones } from './zones-api';

// jsdom draws no SVG; Leaflet looks for this to choose its SVG renderer (it only needs the method to exist).
Object.defineProperty(window.SVGSVGElement.prototype, 'createSVGRect', { configurable: true, value: () => ({}) });

// A square zone (46.40..46.50 N, 30.60..30.80 E) with a square hole in its middle (46.44..46.46, 30.68..30.72).
const OUTLINE: [number, number][] = [
  [46.4, 30.6],
  [46.4, 30.8],
  [46.5, 30.8],
  [46.5, 30.6],
];
const HOLE_LNG_LAT: [number, number][] = [
  [30.68, 46.44],
  [30.72, 46.44],
  [30.72, 46.46],
  [30.68, 46.46],
  [30.68, 46.44],
];
const AREA = {
  id: 1,
  name: 'Центр',
  min_sum: 300,
  delivery_price: 50,
  free_from: 500,
  delivery_minutes: 60,
  served: true,
  color: '#43a047',
  priority: 0,
  polygon: OUTLINE,
  geometry: { type: 'Polygon', coordinates: [[...OUTLINE.map(([lat, lng]) => [lng, lat]), [30.6, 46.4]], HOLE_LNG_LAT] },
};
const POINT = { id: 1, name: 'Ресторан', address: 'вул. Дерибасівська, 10', available: true, reason: '', lat: 46.48, lng: 30.73 };
const TILES = { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example tiles' };

let calls: FetchCall[];
let failing = false;
beforeEach(() => {
  forgetZones();
  failing = false;
  calls = installFetch((call) => {
    if (failing) return { status: 503, body: { message: 'down' } };
    if (call.path === '/api/delivery-areas') return ok([AREA]);
    if (call.path === '/api/pickup-points') return ok([POINT]);
    return undefined;
  });
});
afterEach(() => setApiLanguage('ukrainian'));

/** The drawing's viewBox and the centre of the address's marker, as fractions of its width and height. */
function markerAt(svg: Element): [number, number] {
  const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  const dot = screen.getByTestId('zone-map-address').querySelector('circle')!;
  return [Number(dot.getAttribute('cx')) / w, Number(dot.getAttribute('cy')) / h];
}

test('the zones from the API with their hole, the pickup point and the address marked where it lies (uk)', async () => {
  renderInLocale(
    <AddressZonesMap point={{ lat: 46.42, lng: 30.62 }} label="Карта зон доставки: ваша адреса в районі «Центр»" tiles={null} />,
  );
  const svg = await screen.findByRole('img', { name: 'Карта зон доставки: ваша адреса в районі «Центр»' });
  expect(calls.map((c) => `${c.path}?lang=${c.query.lang}`).sort()).toEqual([
    '/api/delivery-areas?lang=ukrainian',
    '/api/pickup-points?lang=ukrainian',
  ]);
  // The zone: its outline and its hole as two closed rings of one even-odd path.
  const zone = svg.querySelector('path')!;
  expect(zone.getAttribute('fill-rule')).toBe('evenodd');
  expect(zone.getAttribute('d')!.match(/Z/g)).toHaveLength(2);
  expect(svg.querySelectorAll('circle').length).toBe(3); // the pickup point, the address's halo and dot
  expect(screen.getByTestId('zone-map-address')).toHaveTextContent('Ваша адреса');
  // South-west corner of the zone: left and low in the drawing.
  const [x, y] = markerAt(svg);
  expect(x).toBeLessThan(0.25);
  expect(y).toBeGreaterThan(0.75);
  expect(screen.queryByRole('button')).toBeNull();
});

test('an address outside every zone is framed too (ru): the drawing stretches to it', async () => {
  setApiLanguage('russian');
  renderInLocale(
    <AddressZonesMap point={{ lat: 46.3, lng: 30.7 }} label="Карта зон доставки: ваш адрес вне зон доставки" tiles={null} />,
    'ru',
  );
  const svg = await screen.findByRole('img', { name: 'Карта зон доставки: ваш адрес вне зон доставки' });
  expect(calls.every((c) => c.query.lang === 'russian')).toBe(true);
  expect(screen.getByTestId('zone-map-address')).toHaveTextContent('Ваш адрес');
  // Below the zone (46.40 N), at the drawing's bottom edge, in the middle across.
  const [x, y] = markerAt(svg);
  expect(x).toBeCloseTo(0.5, 1);
  expect(y).toBeGreaterThan(0.9);
});

test('nothing is shown when the zones cannot be loaded, and they are asked for again next time', async () => {
  failing = true;
  const { container, unmount } = renderInLocale(<AddressZonesMap point={{ lat: 46.42, lng: 30.62 }} label="map" tiles={null} />);
  await waitFor(() => expect(calls.length).toBe(2));
  expect(container).toBeEmptyDOMElement();
  unmount();
  failing = false;
  renderInLocale(<AddressZonesMap point={{ lat: 46.42, lng: 30.62 }} label="map" tiles={null} />);
  expect(await screen.findByRole('img', { name: 'map' })).toBeInTheDocument();
  expect(calls.length).toBe(4);
});

test('tiles configured: the button opens the real map with the zone, the point and the address marked over the tiles', async () => {
  renderInLocale(<AddressZonesMap point={{ lat: 46.42, lng: 30.62 }} label="map" tiles={TILES} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Показати зони на мапі з вулицями' }));
  const map = await screen.findByRole('region', { name: /^Мапа зон доставки з вулицями/ });
  await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
  expect(map.querySelector<HTMLImageElement>('img.leaflet-tile')!.src).toMatch(/^https:\/\/[abc]\.tiles\.example\.org\//);
  // The zone (with its hole: two rings in one path), the pickup point and the address.
  const paths = [...map.querySelectorAll('path.leaflet-interactive')];
  expect(paths).toHaveLength(3);
  expect(paths[0].getAttribute('d')!.match(/z/gi)).toHaveLength(2);
  expect(map.querySelector('.leaflet-tooltip')).toHaveTextContent('Ваша адреса');
});
