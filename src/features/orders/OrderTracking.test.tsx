import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInLocale, translationsOf } from '../../test/render';
import { I18nProvider } from '../../i18n/I18n';
import { installFetch, type FetchCall, type Reply } from '../../test/fetch';
import { useModal } from '../../shared/modal-store';
import { useToasts } from '../../ui/toast-store';
import { CURRENT_ORDERS_KEY, addCurrentOrder, readCurrentOrders } from './current-orders';
import { OrderTracking } from './OrderTracking';
import { rememberOrderSecret } from '../../shared/order-secrets';

// 15 June 2026, 12:00 Kyiv; the order is due at 13:00 Kyiv.
const NOW = new Date('2026-06-15T09:00:00.000Z');
const DUE = '2026-06-15T10:00:00.000Z';
/** The secret the shop API answered when order 12 was placed from this browser. */
const SECRET = 's'.repeat(43);

let status: string;
let selfDelivery: boolean;
/** The window the API promises (it never starts before the kitchen opens: the API's rule). */
let promised: { delivery_at: string; delivery_from: string; delivery_to: string };
let down: boolean;
let calls: FetchCall[];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  localStorage.clear();
  useModal.setState({ current: null });
  useToasts.setState({ toasts: [] });
  status = 'New';
  selfDelivery = false;
  promised = { delivery_at: DUE, delivery_from: '2026-06-15T09:45:00.000Z', delivery_to: '2026-06-15T10:15:00.000Z' };
  down = false;
  calls = installFetch(({ path, query }): Reply | undefined => {
    if (down) return { status: 500, body: {} };
    // The shop API reads a guest's order only with its secret.
    if (path.startsWith('/api/orders/') && query.secret !== SECRET) return { status: 401, body: { message: 'Unauthenticated.' } };
    if (path === '/api/orders/12')
      return {
        status: 200,
        body: {
          id: 12,
          number: 10012,
          formattedDeliveryTime: '13:00',
          deliveryTimeRange: '12:45 - 13:15',
          ...promised,
          is_self_delivery: selfDelivery,
          is_working_time: true,
          payment_status: 'not_required',
          status,
        },
      };
    if (path === '/api/orders/check-status-by-id/12') return { status: 200, body: status };
    return undefined;
  });
});
afterEach(() => jest.useRealTimers());

const place = () => {
  rememberOrderSecret(12, SECRET);
  addCurrentOrder({ id: 12, number: 10012, created_at: NOW.toISOString() });
};
const popup = () => screen.findByRole('complementary', { name: 'Статус замовлення' }, { timeout: 15_000 });
const statusText = () => screen.getByTestId('order-popup-status');
const nextPoll = () => act(() => jest.advanceTimersByTimeAsync(20_000));
const statusCalls = () => calls.filter((c) => c.path.startsWith('/api/orders/check-status-by-id/'));

test('nothing without a current order; a corrupt stored value is dropped without breaking the page', async () => {
  localStorage.setItem(CURRENT_ORDERS_KEY, '{not json');
  renderInLocale(<OrderTracking pathname="/" />);
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(screen.queryByTestId('order-popup')).toBeNull();
  expect(localStorage.getItem(CURRENT_ORDERS_KEY)).toBeNull();
  expect(calls).toHaveLength(0);
});

test('the latest order: number, window +/- 15 min, steps advancing with each 20 s poll', async () => {
  addCurrentOrder({ id: 5, number: 10005, created_at: NOW.toISOString() });
  place();
  renderInLocale(<OrderTracking pathname="/ua/sales/" />);
  const box = await popup();
  expect(box).toHaveTextContent('Замовлення № 10012');
  await waitFor(() => expect(statusText()).toHaveTextContent('Прийнято'));
  expect(screen.getByTestId('order-popup-window')).toHaveTextContent('Доставимо орієнтовно 12:45 – 13:15');
  const steps = within(box).getByRole('list', { name: 'Етапи замовлення' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Прийнято', 'Готується', 'В дорозі']);
  expect(within(steps).getByText('Прийнято')).toHaveAttribute('aria-current', 'step');

  status = 'In progress';
  await nextPoll();
  expect(statusText()).toHaveTextContent('Готується');
  expect(statusCalls()).toHaveLength(1);
  status = 'On the way';
  await nextPoll();
  expect(statusText()).toHaveTextContent('В дорозі');
  expect(within(steps).getByText('В дорозі')).toHaveAttribute('aria-current', 'step');
});

test("the window is the API's: an order for the opening minute reads from the opening, not 15 minutes before", async () => {
  // Due at 10:00 Kyiv tomorrow, the kitchen opening: the API promises 10:00 - 10:30.
  promised = {
    delivery_at: '2026-06-16T07:00:00.000Z',
    delivery_from: '2026-06-16T07:00:00.000Z',
    delivery_to: '2026-06-16T07:30:00.000Z',
  };
  place();
  renderInLocale(<OrderTracking pathname="/ua/" />);
  await popup();
  await waitFor(() =>
    expect(screen.getByTestId('order-popup-window')).toHaveTextContent('Доставимо орієнтовно 16 червня, 10:00 – 10:30'),
  );
});

test('pickup: the last step reads "ready for pickup" (Russian page)', async () => {
  selfDelivery = true;
  status = 'On the way';
  place();
  renderInLocale(<OrderTracking pathname="/ru/" />, 'ru');
  await screen.findByRole('complementary', { name: 'Статус заказа' }, { timeout: 15_000 });
  await waitFor(() => expect(statusText()).toHaveTextContent('Готов к выдаче'));
  expect(screen.getByTestId('order-popup-window')).toHaveTextContent('Можно забрать ориентировочно 12:45 – 13:15');
});

test('Delivered: the popup goes and the review modal opens for the order', async () => {
  place();
  renderInLocale(<OrderTracking pathname="/" />);
  await popup();
  await waitFor(() => expect(statusText()).toHaveTextContent('Прийнято'));
  status = 'Delivered';
  await nextPoll();
  expect(screen.queryByTestId('order-popup')).toBeNull();
  expect(useModal.getState().current).toEqual({ name: 'modal-review', props: { orderId: 12 } });
  // Kept until the review closes, so a reload asks again.
  expect(readCurrentOrders()).toHaveLength(1);
  const polls = calls.length;
  await nextPoll();
  expect(calls).toHaveLength(polls);
});

test('Delivered while another modal is open: the review waits for it to close', async () => {
  status = 'Delivered';
  useModal.setState({ current: { name: 'modal', props: { title: 'x', description: 'y' } } });
  place();
  renderInLocale(<OrderTracking pathname="/" />);
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByTestId('order-popup')).toBeNull());
  expect(useModal.getState().current?.name).toBe('modal');
  act(() => useModal.getState().close());
  expect(useModal.getState().current).toEqual({ name: 'modal-review', props: { orderId: 12 } });
});

test('Cancelled: the popup goes, currentOrders is cleared, a toast says so', async () => {
  place();
  renderInLocale(<OrderTracking pathname="/" />);
  await popup();
  await waitFor(() => expect(statusText()).toHaveTextContent('Прийнято'));
  status = 'Cancelled';
  await nextPoll();
  await waitFor(() => expect(screen.queryByTestId('order-popup')).toBeNull());
  expect(localStorage.getItem(CURRENT_ORDERS_KEY)).toBeNull();
  expect(useToasts.getState().toasts.map((t) => [t.key, t.vars])).toEqual([['tr_order_cancelled', { number: 10012 }]]);
});

test('API errors keep the last known status, say so and back off; recovery clears the note', async () => {
  place();
  renderInLocale(<OrderTracking pathname="/" />);
  await popup();
  await waitFor(() => expect(statusText()).toHaveTextContent('Прийнято'));
  down = true;
  await nextPoll();
  expect(statusText()).toHaveTextContent('Прийнято');
  expect(screen.getByTestId('order-popup-stale')).toHaveTextContent('Не вдалося оновити статус');
  const failed = calls.length;
  await nextPoll(); // the back-off: 40 s after a failure
  expect(calls).toHaveLength(failed);
  down = false;
  status = 'In progress';
  await nextPoll();
  expect(statusText()).toHaveTextContent('Готується');
  expect(screen.queryByTestId('order-popup-stale')).toBeNull();
});

test('an unknown order (404) is dropped', async () => {
  addCurrentOrder({ id: 99, number: 10099, created_at: NOW.toISOString() });
  renderInLocale(<OrderTracking pathname="/" />);
  await waitFor(() => expect(readCurrentOrders()).toEqual([]));
  expect(screen.queryByTestId('order-popup')).toBeNull();
});

test('an order this browser holds no secret for (401: placed before secrets, storage cleared) is dropped', async () => {
  addCurrentOrder({ id: 12, number: 10012, created_at: NOW.toISOString() });
  renderInLocale(<OrderTracking pathname="/" />);
  await waitFor(() => expect(readCurrentOrders()).toEqual([]));
  expect(screen.queryByTestId('order-popup')).toBeNull();
  expect(calls.map((c) => c.query.secret)).toEqual([undefined]);
});

test('not on profile pages (both locales); an order from another tab appears', async () => {
  const { rerender } = renderInLocale(<OrderTracking pathname="/ua/profile/orders/" />);
  act(() => {
    // Another tab placed it: its secret and the list are in the shared localStorage.
    rememberOrderSecret(12, SECRET);
    localStorage.setItem(CURRENT_ORDERS_KEY, JSON.stringify([{ id: 12, number: 10012, created_at: NOW.toISOString() }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_ORDERS_KEY }));
  });
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(screen.queryByTestId('order-popup')).toBeNull();
  expect(calls).toHaveLength(0);
  rerender(
    <I18nProvider locale="ua" translations={translationsOf('ua')}>
      <OrderTracking pathname="/ua/sales/" />
    </I18nProvider>,
  );
  expect(await popup()).toHaveTextContent('Замовлення № 10012');
});

test('back on a page while this order’s review is still open: it is not asked again after it closes', async () => {
  status = 'Delivered';
  useModal.setState({ current: { name: 'modal-review', props: { orderId: 12 } } });
  place();
  renderInLocale(<OrderTracking pathname="/" />);
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByTestId('order-popup')).toBeNull());
  // The review closes as ReviewModal closes it: the list is cleared, then the modal.
  act(() => {
    localStorage.removeItem(CURRENT_ORDERS_KEY);
    useModal.getState().close();
  });
  expect(useModal.getState().current).toBeNull();
});

test('on checkout the popup starts in its short form (it covered the form), elsewhere on a desktop expanded', async () => {
  place();
  const view = renderInLocale(<OrderTracking pathname="/ru/checkout/" />, 'ru');
  const short = await screen.findByRole('complementary', { name: 'Статус заказа' }, { timeout: 15_000 });
  expect(within(short).getByRole('button', { expanded: false })).toBeInTheDocument();
  view.unmount();
  renderInLocale(<OrderTracking pathname="/ua/" />);
  expect(within(await popup()).getByRole('button', { expanded: true })).toBeInTheDocument();
});
