import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { installFetch, ok, type FetchCall, type Reply } from '../../test/fetch';
import StaffDesk from './StaffDesk';
import type { DeskOrder, MenuState } from './desk-api';

const PERMISSIONS = {
  operator: ['orders', 'stop_list'],
  manager: ['orders', 'stop_list', 'prices', 'hours', 'refunds', 'reports', 'zones'],
};

const ZONE = {
  id: 1,
  name_uk: 'Центр',
  name_ru: 'Центр',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [30.7, 46.45],
        [30.76, 46.45],
        [30.76, 46.49],
        [30.7, 46.49],
        [30.7, 46.45],
      ],
    ],
  },
  priority: 0,
  active: true,
  served: true,
  min_sum: 300,
  delivery_price: 50,
  free_from: 500,
  delivery_minutes: 60,
  color: '#43a047',
};

const order = (status: DeskOrder['status'], version: number): DeskOrder => ({
  id: 7,
  number: 10007,
  version,
  revision: version,
  status,
  accept_by: '2099-01-01T00:00:00.000Z',
  accepted_at: status === 'New' ? null : '2026-11-18T10:01:00.000Z',
  created_at: '2026-11-18T10:00:00.000Z',
  name: 'Іван',
  phone: '+380509998877',
  email: null,
  delivery_type: 'delivery',
  is_self_delivery: false,
  address: {
    street: 'Дерибасівська',
    house: '5',
    apartment: '',
    private_house: false,
    entrance: '',
    floor: '',
    code: '',
    name: '',
    is_main: false,
  },
  pickup_point: null,
  time: 'asap',
  formattedDeliveryTime: '',
  deliveryTimeRange: '',
  delivery_at: '2026-11-18T10:45:00.000Z',
  delivery_from: '2026-11-18T10:45:00.000Z',
  delivery_to: '2026-11-18T11:15:00.000Z',
  is_working_time: true,
  pay_type: 'cash',
  payment_state: 'on_receipt',
  payment_status: 'not_required',
  subtotal: 358,
  sum: 358,
  discount: 0,
  delivery_price: 0,
  bonus_debit: 0,
  sum_to_pay: 358,
  sum_paid: 0,
  promo_code: null,
  cashback: 0,
  change_from: null,
  cutlery: 2,
  comment: '',
  promised_at: status === 'New' ? null : '2026-11-18T10:45:00.000Z',
  cancel_reason: null,
  changed_at: null,
  needs_confirmation: false,
  items: [{ id: 1, product_id: 1, name: 'Борщ', name_ua: 'Борщ', count: 2, price: 179, discount: 0, modifiers: [] }],
  modifier_names: {},
  money: { held: 0, captured: 0, refunded: 0, refund_pending: 0, outstanding: 0 },
  receipts: [],
  money_calls: [],
});

const menu: MenuState = {
  dishes: [{ id: 1, name: 'Борщ', category: 'Супи', price: 179, available: true }],
  modifiers: [],
  kitchen_paused: false,
  time_start: '10:00',
  time_end: '22:00',
  override: null,
};

function serve(
  role: 'operator' | 'manager',
  zonePut: (body: unknown) => Reply = () => ok({ ...ZONE, min_sum: 450 }),
): FetchCall[] {
  sessionStorage.clear();
  localStorage.clear();
  const staff = { id: 1, login: 'anna', name: 'Anna', role, permissions: PERMISSIONS[role] };
  return installFetch(({ method, path, body }) => {
    if (path === '/api/staff/me') return ok({ staff, expires_at: '2099-01-01T00:00:00.000Z' });
    if (path === '/api/staff/login') return ok({ token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', staff });
    if (path === '/api/staff/orders') return ok({ last_event_id: 1, orders: [order('New', 0)] });
    if (path === '/api/staff/orders/7/accept' && method === 'POST') return ok(order('In progress', 1));
    if (path === '/api/staff/menu') return ok(menu);
    if (path === '/api/staff/receipts') return ok([]);
    if (path === '/api/staff/zones' && method === 'POST') return { status: 201, body: { ...(body as object), id: 2 } };
    if (path === '/api/staff/zones') return ok([ZONE]);
    if (path === '/api/staff/zones/1' && method === 'PUT') return zonePut(body);
    return 'network';
  });
}

async function signIn() {
  fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Введіть логін і пароль.');
  fireEvent.change(screen.getByLabelText('Логін'), { target: { value: 'anna' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'desk-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
}

test('sign in, see the new order, accept it with the chosen time: the card moves on', async () => {
  const calls = serve('operator');
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  const card = await screen.findByTestId('desk-order');
  expect(within(card).getByTestId('desk-status')).toHaveTextContent('Нове');
  fireEvent.change(within(card).getByRole('combobox'), { target: { value: '30' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Прийняти' }));
  await waitFor(() => expect(within(card).getByTestId('desk-status')).toHaveTextContent('Готується'));
  expect(calls.find((c) => c.path === '/api/staff/orders/7/accept')?.body).toEqual({ version: 0, promised_minutes: 30 });
  unmount();
});

test('the menu tab: the stop-list, the kitchen pause and the prices', async () => {
  const calls = serve('manager');
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  fireEvent.click(await screen.findByRole('tab', { name: 'Меню і стоп-лист' }));
  expect(await screen.findByLabelText('Борщ: є в наявності')).toBeChecked();
  expect(screen.getByLabelText(/Кухня на паузі/)).not.toBeChecked();
  fireEvent.change(screen.getByLabelText('Ціна страви Борщ, грн'), { target: { value: '0' } });
  fireEvent.submit(screen.getByLabelText('Ціна страви Борщ, грн'));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/staff/menu/dish')).toBe(false);
  unmount();
});

test.each<['operator' | 'manager', boolean]>([
  ['operator', false],
  ['manager', true],
])('the menu tab of an %s shows prices and hours as controls: %s', async (role, controls) => {
  serve(role);
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  fireEvent.click(await screen.findByRole('tab', { name: 'Меню і стоп-лист' }));
  // Both roles keep the stop-list and the kitchen pause.
  expect(await screen.findByLabelText('Борщ: є в наявності')).toBeInTheDocument();
  expect(screen.getByLabelText(/Кухня на паузі/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Ціна страви Борщ, грн') !== null).toBe(controls);
  expect(screen.queryByRole('button', { name: 'Зберегти години' }) !== null).toBe(controls);
  if (!controls) expect(screen.getByTestId('desk-price')).toHaveTextContent('179 грн');
  unmount();
});

test('tickets: printing on accept gives the kitchen ticket, a reprint says copy, the courier ticket has the change to bring', async () => {
  serve('operator');
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  const card = await screen.findByTestId('desk-order');
  fireEvent.click(screen.getByLabelText('Друкувати чек на кухню, коли приймаєте замовлення'));
  fireEvent.change(screen.getByLabelText('Папір принтера'), { target: { value: '58' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Прийняти' }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const ticket = () => screen.getByTestId('desk-ticket');
  expect(ticket()).toHaveAttribute('data-paper', '58');
  expect(ticket()).toHaveTextContent('КУХНЯ');
  expect(ticket()).toHaveTextContent('Замовлення № 10007');
  expect(ticket()).toHaveTextContent('Обіцяно на: 12:45');
  expect(ticket()).toHaveTextContent('2 × Борщ');
  expect(ticket()).not.toHaveTextContent('КОПІЯ');
  // The page is as wide as the paper.
  expect(ticket().querySelector('style:not([data-styled])')?.textContent).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);

  fireEvent.click(within(card).getByRole('button', { name: 'Чек на кухню' }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  expect(ticket()).toHaveTextContent('КОПІЯ');

  fireEvent.click(within(card).getByRole('button', { name: 'Чек кур’єру' }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(3));
  expect(ticket()).toHaveTextContent('КУР’ЄР');
  expect(ticket()).toHaveTextContent('Дерибасівська, 5');
  expect(ticket()).toHaveTextContent('Іван, +380509998877');
  expect(ticket()).toHaveTextContent('готівка · при отриманні · 358 грн');
  expect(ticket()).not.toHaveTextContent('КОПІЯ');
  // The settings stay on this device.
  expect(JSON.parse(localStorage.getItem('staff-desk-print') ?? '{}')).toMatchObject({ paper: 58, printOnAccept: true });
  print.mockRestore();
  unmount();
});

test('an order sent off by a slip is taken back within the minute: the button, the call, the card back to cooking', async () => {
  sessionStorage.clear();
  const staff = { id: 1, login: 'anna', name: 'Anna', role: 'operator', permissions: PERMISSIONS.operator };
  const sentOff = { ...order('On the way', 3), changed_at: new Date(Date.now() - 10_000).toISOString() };
  const calls = installFetch(({ method, path }) => {
    if (path === '/api/staff/me') return ok({ staff, expires_at: '2099-01-01T00:00:00.000Z' });
    if (path === '/api/staff/login') return ok({ token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', staff });
    if (path === '/api/staff/orders') return ok({ last_event_id: 1, orders: [sentOff] });
    if (path === '/api/staff/orders/7/undo' && method === 'POST') return ok(order('In progress', 4));
    return 'network';
  });
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  const card = await screen.findByTestId('desk-order');
  expect(within(card).getByTestId('desk-status')).toHaveTextContent('В дорозі');
  fireEvent.click(within(card).getByRole('button', { name: 'Повернути: ще не передано' }));
  await waitFor(() => expect(within(card).getByTestId('desk-status')).toHaveTextContent('Готується'));
  expect(calls.find((c) => c.path === '/api/staff/orders/7/undo')?.body).toEqual({ version: 3 });
  expect(within(card).queryByRole('button', { name: 'Повернути: ще не передано' })).toBeNull();
  unmount();
});

test.each<['operator' | 'manager', boolean]>([
  ['operator', false],
  ['manager', true],
])("the zones tab for an %s: %s; a manager's sets a zone's minimum sum, the polygon sent back as it was", async (role, shown) => {
  const calls = serve(role);
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  await screen.findByTestId('desk-order');
  expect(screen.queryByRole('tab', { name: 'Зони доставки' }) !== null).toBe(shown);
  if (shown) {
    fireEvent.click(screen.getByRole('tab', { name: 'Зони доставки' }));
    const minimum = await screen.findByLabelText('Мінімальна сума зони «Центр», грн');
    expect(minimum).toHaveValue('300');
    fireEvent.change(minimum, { target: { value: 'много' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Перевірте числа');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(minimum, { target: { value: '450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.getByTestId('desk-zone-message')).toHaveTextContent('Збережено'));
    const { id: _id, ...sent } = { ...ZONE, min_sum: 450 };
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(sent);
  }
  unmount();
});

// jsdom draws no SVG; Leaflet looks for this to choose its SVG renderer (it only needs the method to exist).
Object.defineProperty(window.SVGSVGElement.prototype, 'createSVGRect', { configurable: true, value: () => ({}) });

test("a zone's outline: the map and the points' list open; a point added halfway, bad degrees refused, the API's refusal told, the polygon saved closed", async () => {
  let refuse = true;
  const calls = serve('manager', (body) => {
    if (refuse) return { status: 422, body: { message: 'invalid', errors: { geometry: ['zone_ring_self_intersecting'] } } };
    return ok({ ...ZONE, ...(body as object), id: 1 });
  });
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  await screen.findByTestId('desk-order');
  fireEvent.click(screen.getByRole('tab', { name: 'Зони доставки' }));
  const open = await screen.findByRole('button', { name: 'Межі зони «Центр»' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('region', { name: 'Мапа меж зони «Центр»' })).toBeInTheDocument();
  // Leaflet's draggable points, one per corner, named for screen readers.
  await waitFor(() => expect(document.querySelectorAll('.zone-point')).toHaveLength(4));
  expect(document.querySelector('.zone-point')).toHaveAttribute('title', 'Точка 1 зони «Центр»');
  const points = screen.getByRole('list', { name: 'Точки межі зони «Центр»' });
  expect(within(points).getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByLabelText('Точка 2: довгота')).toHaveValue('30.76');

  fireEvent.click(screen.getByRole('button', { name: 'Додати точку після 1' }));
  expect(within(points).getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByLabelText('Точка 2: довгота')).toHaveValue('30.73');
  await waitFor(() => expect(document.querySelectorAll('.zone-point')).toHaveLength(5));

  fireEvent.change(screen.getByLabelText('Точка 3: широта'), { target: { value: '95' } });
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти межі' }));
  expect(await screen.findByTestId('desk-zone-outline-message')).toHaveTextContent('Перевірте градуси');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  fireEvent.change(screen.getByLabelText('Точка 3: широта'), { target: { value: '46,44' } });
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти межі' }));
  await waitFor(() => expect(screen.getByTestId('desk-zone-outline-message')).toHaveTextContent('Межа перетинає сама себе'));

  refuse = false;
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти межі' }));
  await waitFor(() => expect(screen.getByTestId('desk-zone-outline-message')).toHaveTextContent('Збережено'));
  const sent = calls.filter((c) => c.method === 'PUT').pop()?.body as typeof ZONE;
  expect(sent.geometry.coordinates[0]).toEqual([
    [30.7, 46.45],
    [30.73, 46.45],
    [30.76, 46.44],
    [30.76, 46.49],
    [30.7, 46.49],
    [30.7, 46.45],
  ]);
  // The numbers go as they were.
  expect(sent).toMatchObject({ min_sum: 300, delivery_price: 50, priority: 0, active: true });
  fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
  expect(screen.queryByTestId('desk-zone-outline')).toBeNull();
  unmount();
});

test('a new zone: both names needed; created switched off as a square in the middle of the zones, and its outline opens', async () => {
  const calls = serve('manager');
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  await screen.findByTestId('desk-order');
  fireEvent.click(screen.getByRole('tab', { name: 'Зони доставки' }));
  const form = await screen.findByRole('form', { name: 'Нова зона' });
  fireEvent.change(within(form).getByLabelText('Назва українською'), { target: { value: 'Аркадія' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Нова зона' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Назвіть зону обома мовами');
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/staff/zones')).toBe(false);
  fireEvent.change(within(form).getByLabelText('Назва російською'), { target: { value: 'Аркадия' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Нова зона' }));
  expect(await screen.findByRole('heading', { name: 'Межі зони «Аркадія»' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Межі зони «Аркадія»' })).toHaveAttribute('aria-expanded', 'true');
  const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/staff/zones')?.body as typeof ZONE;
  expect(sent).toMatchObject({ name_uk: 'Аркадія', name_ru: 'Аркадия', active: false, served: true, min_sum: 300 });
  // The middle of the one zone (30.73, 46.47), a square of 0.0125 degrees, closed.
  expect(sent.geometry.coordinates).toEqual([
    [
      [30.72375, 46.46375],
      [30.73625, 46.46375],
      [30.73625, 46.47625],
      [30.72375, 46.47625],
      [30.72375, 46.46375],
    ],
  ]);
  unmount();
});

test('orders that did not reach the POS: a line each with the reason and a retry that sends it now; cancelled ones still open in the POS (issue 48)', async () => {
  sessionStorage.clear();
  const staff = { id: 1, login: 'anna', name: 'Anna', role: 'operator', permissions: PERMISSIONS.operator };
  const waiting = {
    order_id: 8,
    number: 10008,
    state: 'pending',
    attempts: 3,
    last_error: 'incomingOrders.createIncomingOrder: Poster error 32 spot not found',
    next_try_at: '2026-11-18T10:04:00.000Z',
    queued_at: '2026-11-18T10:00:00.000Z',
  };
  let sent = false;
  // Cancelled here after it reached Poster, still open there.
  const open = [{ order_id: 9, number: 10009, pos_order_id: '41' }];
  const calls = installFetch(({ method, path }) => {
    if (path === '/api/staff/me') return ok({ staff, expires_at: '2099-01-01T00:00:00.000Z' });
    if (path === '/api/staff/login') return ok({ token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', staff });
    if (path === '/api/staff/orders') return ok({ last_event_id: 1, orders: [order('In progress', 1)] });
    if (path === '/api/staff/pos/unsent') return ok({ provider: 'poster', orders: sent ? [] : [waiting], cancel_in_pos: open });
    if (path === '/api/staff/pos/unsent/8/retry' && method === 'POST') {
      sent = true;
      return ok({ provider: 'poster', orders: [], cancel_in_pos: open });
    }
    return 'network';
  });
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  const line = await screen.findByTestId('pos-unsent');
  expect(within(line).getByRole('heading', { name: 'Не дійшли до каси (Poster): 1' })).toBeInTheDocument();
  const item = within(line).getByTestId('pos-unsent-order');
  expect(item).toHaveTextContent('№ 10008 · наступна спроба о 12:04 · спроб: 3');
  expect(item).toHaveTextContent('Причина: incomingOrders.createIncomingOrder: Poster error 32 spot not found');
  fireEvent.click(within(item).getByRole('button', { name: 'Надіслати № 10008 до каси ще раз' }));
  await waitFor(() => expect(screen.queryByTestId('pos-unsent-order')).toBeNull());
  expect(calls.filter((c) => c.path === '/api/staff/pos/unsent/8/retry')).toHaveLength(1);
  expect(within(line).getByRole('heading')).toHaveTextContent('Скасовані тут, але ще відкриті в касі: 1');
  expect(within(line).getByTestId('pos-cancel-order')).toHaveTextContent('№ 10009 · у касі № 41');
  unmount();
});
