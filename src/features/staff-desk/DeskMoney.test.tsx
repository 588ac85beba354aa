import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { installFetch, ok, type Reply } from '../../test/fetch';
import StaffDesk from './StaffDesk';
import type { DeskOrder } from './desk-api';

/** An online order the desk accepted: 500 UAH captured, its sell receipt issued. */
const paid: DeskOrder = {
  id: 8,
  number: 10008,
  version: 1,
  revision: 4,
  status: 'In progress',
  accept_by: '2099-01-01T00:00:00.000Z',
  accepted_at: '2026-11-18T10:01:00.000Z',
  created_at: '2026-11-18T10:00:00.000Z',
  name: 'Олена',
  phone: '+380509998877',
  email: null,
  delivery_type: 'pickup',
  is_self_delivery: true,
  address: null,
  pickup_point: { id: 1, name: 'Центр', address: 'Дерибасівська, 5' },
  time: 'asap',
  formattedDeliveryTime: '',
  deliveryTimeRange: '',
  delivery_at: '2026-11-18T10:45:00.000Z',
  delivery_from: '2026-11-18T10:45:00.000Z',
  delivery_to: '2026-11-18T11:15:00.000Z',
  is_working_time: true,
  pay_type: 'online',
  payment_state: 'paid',
  payment_status: 'paid',
  subtotal: 500,
  sum: 500,
  discount: 0,
  delivery_price: 0,
  bonus_debit: 0,
  sum_to_pay: 500,
  sum_paid: 500,
  promo_code: null,
  cashback: 0,
  change_from: null,
  cutlery: 1,
  comment: '',
  promised_at: '2026-11-18T10:45:00.000Z',
  cancel_reason: null,
  changed_at: null,
  needs_confirmation: false,
  items: [{ id: 1, product_id: 1, name: 'Піца', name_ua: 'Піца', count: 2, price: 250, discount: 0, modifiers: [] }],
  modifier_names: {},
  money: { held: 0, captured: 500, refunded: 0, refund_pending: 0, outstanding: 0 },
  receipts: [{ kind: 'sell', amount: 500, status: 'done', url: 'https://check.checkbox.ua/0b1c' }],
  money_calls: [
    {
      kind: 'capture',
      amount: 500,
      reason: 'order_accepted',
      status: 'done',
      error: null,
      created_at: '2026-11-18T10:01:00.000Z',
    },
  ],
};

const PERMISSIONS = { operator: ['orders', 'stop_list'], manager: ['orders', 'stop_list', 'refunds', 'reports'] };

function serve(role: 'operator' | 'manager', refund: () => Reply, receipts: unknown[] = [], orders: DeskOrder[] = [paid]) {
  sessionStorage.clear();
  const staff = { id: 1, login: 'anna', name: 'Anna', role, permissions: PERMISSIONS[role] };
  return installFetch(({ method, path }) => {
    if (path === '/api/staff/me') return ok({ staff, expires_at: '2099-01-01T00:00:00.000Z' });
    if (path === '/api/staff/login') return ok({ token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', staff });
    if (path === '/api/staff/orders') return ok({ last_event_id: 1, orders });
    if (path === '/api/staff/receipts') return ok(receipts);
    if (path === '/api/staff/orders/8/refund' && method === 'POST') return refund();
    return 'network';
  });
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Логін'), { target: { value: 'anna' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'desk-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
  return screen.findByTestId('desk-order');
}

const refunded = (amount: number): Reply =>
  ok({
    refund: { amount, status: 'done', error: null },
    money: { held: 0, captured: 500, refunded: amount, refund_pending: 0, outstanding: 0 },
  });

test("the card shows what was captured, the receipt's link and the provider's calls", async () => {
  serve('manager', () => refunded(1));
  const { unmount } = renderInLocale(<StaffDesk />);
  const card = await signIn();
  const money = within(card).getByTestId('desk-money');
  // A named group, not a landmark: one per order card, so a region would repeat its name (axe landmark-unique).
  expect(within(card).getByRole('group', { name: 'Гроші замовлення' })).toBe(money);
  expect(within(card).queryAllByRole('region')).toHaveLength(0);
  expect(within(money).getByTestId('money-captured')).toHaveTextContent('500 грн');
  expect(within(money).getByRole('link', { name: /Фіскальний чек, 500 грн/ })).toHaveAttribute(
    'href',
    'https://check.checkbox.ua/0b1c',
  );
  expect(within(money).getByTestId('desk-money-calls')).toHaveTextContent('Списання · 500 грн · виконано · замовлення прийнято');
  unmount();
});

test('a partial refund with a reason: a lost answer is retried with the same key, one refund', async () => {
  let tries = 0;
  const calls = serve('manager', () => (++tries === 1 ? 'network' : refunded(150.5)));
  const { unmount } = renderInLocale(<StaffDesk />);
  const card = await signIn();
  fireEvent.click(within(card).getByRole('button', { name: 'Повернути кошти' }));
  const form = within(card).getByRole('form', { name: 'Повернення коштів, замовлення № 10008' });
  expect(within(form).getByLabelText('Сума, грн')).toHaveValue('500');
  fireEvent.change(within(form).getByLabelText('Сума, грн'), { target: { value: '150,5' } });
  fireEvent.change(within(form).getByLabelText('Причина повернення'), { target: { value: 'Не було соусу' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Повернути' }));
  expect(await within(form).findByTestId('desk-refund-message')).toHaveTextContent('Немає відповіді від сервера');
  fireEvent.click(within(form).getByRole('button', { name: 'Повернути' }));
  await waitFor(() => expect(within(card).getByTestId('desk-refund-message')).toHaveTextContent('Кошти повернено'));
  const sent = calls.filter((c) => c.path === '/api/staff/orders/8/refund');
  expect(sent).toHaveLength(2);
  expect(sent[0].body).toEqual({ amount: 150.5, reason: 'Не було соусу', key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(sent[1].body).toEqual(sent[0].body);
  expect(within(card).getByTestId('money-refunded')).toHaveTextContent('150,50 грн');
  // The next refund is another refund: a new key.
  fireEvent.click(within(card).getByRole('button', { name: 'Повернути кошти' }));
  expect(within(card).getByLabelText('Сума, грн')).toHaveValue('349,50');
  fireEvent.change(within(card).getByLabelText('Причина повернення'), { target: { value: 'Скарга' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Повернути' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/staff/orders/8/refund')).toHaveLength(3));
  const third = calls.filter((c) => c.path === '/api/staff/orders/8/refund')[2].body as { key: string };
  expect(third.key).not.toBe((sent[0].body as { key: string }).key);
  unmount();
});

test.each([
  ['600', 'Скарга', 'Це більше, ніж можна повернути'],
  ['0', 'Скарга', 'Вкажіть суму в гривнях'],
  ['12.345', 'Скарга', 'Вкажіть суму в гривнях'],
  ['100', '   ', 'Вкажіть причину повернення'],
])('the refund of %s UAH with reason "%s" is not sent: %s', async (amount, reason, text) => {
  const calls = serve('manager', () => refunded(1));
  const { unmount } = renderInLocale(<StaffDesk />);
  const card = await signIn();
  fireEvent.click(within(card).getByRole('button', { name: 'Повернути кошти' }));
  fireEvent.change(within(card).getByLabelText('Сума, грн'), { target: { value: amount } });
  fireEvent.change(within(card).getByLabelText('Причина повернення'), { target: { value: reason } });
  fireEvent.click(within(card).getByRole('button', { name: 'Повернути' }));
  expect(await within(card).findByTestId('desk-refund-message')).toHaveTextContent(text);
  expect(calls.some((c) => c.path === '/api/staff/orders/8/refund')).toBe(false);
  unmount();
});

test('an operator sees the money but has no refund button', async () => {
  serve('operator', () => refunded(1));
  const { unmount } = renderInLocale(<StaffDesk />);
  const card = await signIn();
  expect(within(card).getByTestId('money-captured')).toHaveTextContent('500 грн');
  expect(within(card).queryByRole('button', { name: 'Повернути кошти' })).toBeNull();
  unmount();
});

test('the receipts still waiting for the cash register are listed with their tries and error', async () => {
  serve('operator', () => refunded(1), [
    {
      order_id: 8,
      number: 10008,
      kind: 'sell',
      amount: 500,
      status: 'queued',
      tries: 3,
      error: 'shift: 503',
      created_at: '2026-11-18T10:01:00.000Z',
    },
  ]);
  const { unmount } = renderInLocale(<StaffDesk />);
  await signIn();
  const waiting = await screen.findByTestId('desk-receipts');
  expect(waiting).toHaveTextContent('Чеки, що чекають на касу: 1');
  expect(waiting).toHaveTextContent('№ 10008: чек продажу, 500 грн, спроб 3 · shift: 503');
  unmount();
});

test.each([
  [
    'ua',
    { login: 'Логін', signIn: 'Увійти' },
    'онлайн · оплачено · 340,10 грн',
    'готівка · при отриманні · 1 250,50 грн · решта з 1 300 грн',
  ],
  [
    'ru',
    { login: 'Логин', signIn: 'Войти' },
    'онлайн · оплачено · 340,10 грн',
    'наличные · при получении · 1 250,50 грн · сдача с 1 300 грн',
  ],
] as const)(
  'the payment line in %s writes UAH as the shop does: kopecks after a comma, thousands apart',
  async (lang, text, online, cash) => {
    const captured = { ...paid.money, captured: 340.1 };
    const orders: DeskOrder[] = [
      { ...paid, sum_to_pay: 340.1, sum_paid: 340.1, money: captured, receipts: [], money_calls: [] },
      {
        ...paid,
        id: 9,
        number: 10009,
        pay_type: 'cash',
        payment_state: 'on_receipt',
        payment_status: 'not_required',
        sum_to_pay: 1250.5,
        sum_paid: 0,
        change_from: 1300,
      },
    ];
    serve('operator', () => refunded(1), [], orders);
    const { unmount } = renderInLocale(<StaffDesk />, lang);
    fireEvent.change(screen.getByLabelText(text.login), { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'desk-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: text.signIn }));
    const cards = await screen.findAllByTestId('desk-order');
    expect(cards).toHaveLength(2);
    const lines = cards.map((c) =>
      within(c)
        .getByTestId('desk-payment')
        .textContent?.replace(/\u00a0/g, ' '),
    );
    expect(lines.sort()).toEqual([cash, online].sort());
    unmount();
  },
);
