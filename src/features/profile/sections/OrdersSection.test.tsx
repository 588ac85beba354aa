import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../../test/render';
import { cartStore } from '../../cart/cart-store';
import { installFetch, ok, type Reply } from '../test-fetch';
import OrdersSection from './OrdersSection';

const order = {
  id: 7,
  number: 10007,
  status: 'On the way',
  created_at: '2025-06-15T08:05:00Z',
  formattedDeliveryTime: '12:00',
  deliveryTimeRange: '11:45 - 12:15',
  delivery_at: '2025-06-15T09:00:00Z',
  is_self_delivery: false,
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12', private_house: false, name: 'Дім' },
  pickup_point: null,
  subtotal: 418,
  sum: 418,
  discount: 0,
  delivery_price: 0,
  bonus_debit: 20,
  sum_to_pay: 398,
  sum_paid: 0,
  pay_type: 'cash',
  payment_status: 'not_required',
  // The API's sums of the online payment (none for cash) and its fiscal receipts.
  money: { held: 0, captured: 0, refunded: 0, refund_pending: 0, outstanding: 0 },
  receipts: [],
  promo_code: null,
  cashback: 0,
  comment: '',
  items: [
    {
      id: 1,
      product_id: 10,
      name: 'Піца Барбекю',
      price: 329,
      count: 1,
      discount: 0,
      modifiers: [{ id: 65, count: 1, price: 90 }],
    },
    { id: 2, product_id: 71, name: 'Шоколадний фондан', price: 89, count: 1, discount: 0, modifiers: [] },
  ],
};

const repeatLine = {
  id: 'r1',
  product_id: 10,
  name: 'Піца Барбекю',
  name_ua: 'Піца Барбекю',
  price: 329,
  count: 1,
  discount: 0,
  weight: 600,
  main_image: { url: '/a.jpg', urlForList: '/a-400.jpg', width: 800, height: 800 },
  category: { id: 1, slug: 'pizza', name: 'Піца', name_ua: 'Піца' },
  modifiers_group: [
    {
      id: 3,
      name: 'Розмір',
      min: 1,
      max: 1,
      modifiers: [
        { id: 64, name: '30 см', max_count: 1, count: 0, pivot: { price: 0 } },
        { id: 65, name: '40 см', max_count: 1, count: 1, pivot: { price: 90 } },
      ],
    },
  ],
  addons: [],
};

function setup(repeat: Reply, orders: unknown[] = [order]) {
  return installFetch(({ method, path }) => {
    if (path === '/api/profile/orders') return ok(orders);
    if (path === '/api/orders/7/repeat' && method === 'POST') return repeat;
    return undefined;
  });
}

beforeEach(() => {
  cartStore.getState().setCart([]);
});

describe('orders', () => {
  it('shows status, sum and details', async () => {
    setup(ok({ items: [], unavailable: [] }));
    renderInLocale(<OrdersSection />);
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByRole('heading', { name: 'Замовлення № 10007' })).toBeInTheDocument();
    expect(within(card).getByTestId('order-status')).toHaveTextContent('В дорозі');
    expect(card).toHaveTextContent('398 грн');
    expect(card).toHaveTextContent('Дерибасівська, 5, кв. 12');
    expect(card).toHaveTextContent('з добавками');
    expect(card).toHaveTextContent('Оплачено бонусами');
    expect(card).toHaveTextContent('Готівкою');
  });

  it('repeat: the available dishes join the cart (modifier price kept apart), the hidden ones are named', async () => {
    const user = userEvent.setup();
    setup(ok({ items: [repeatLine], unavailable: [{ product_id: 71, name: 'Шоколадний фондан' }] }));
    renderInLocale(<OrdersSection />);
    await user.click(await screen.findByRole('button', { name: 'Повторити замовлення' }));
    expect(await screen.findByTestId('repeat-result')).toHaveTextContent('Зараз недоступні: Шоколадний фондан.');
    const lines = cartStore.getState().all;
    expect(lines.map((l) => [l.product_id, l.price, l.count, l.modifiers_group[0]?.modifiers.map((m) => m.id)])).toEqual([
      [10, 239, 1, [65]],
    ]);
    expect(cartStore.getState().total).toBe(329);
    expect(screen.getByRole('link', { name: 'Оформити замовлення' })).toHaveAttribute('href', '/ua/checkout/');
  });

  it('repeat with nothing available: impossible, the cart is untouched', async () => {
    const user = userEvent.setup();
    setup(ok({ items: [], unavailable: [{ product_id: 71, name: 'Шоколадний фондан' }] }));
    renderInLocale(<OrdersSection />, 'ru');
    await user.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Повторить заказ невозможно: блюда сейчас недоступны (Шоколадний фондан).',
    );
    expect(cartStore.getState().all).toEqual([]);
  });

  it('repeat failing on the network says so and can be tried again', async () => {
    const user = userEvent.setup();
    setup('network');
    renderInLocale(<OrdersSection />);
    await user.click(await screen.findByRole('button', { name: 'Повторити замовлення' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Немає з’єднання з сервером');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Повторити замовлення' })).toBeEnabled());
  });

  it('an unpaid online order: payment failed, the sum already paid, and one checkout request however often "pay" is clicked', async () => {
    const user = userEvent.setup();
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const online = { ...order, pay_type: 'online', payment_status: 'failed', status: 'New' };
    const checkout = { action: '/api/payments/liqpay-standin/checkout', data: 'ZGF0YQ==', signature: 'c2ln' };
    let requests = 0;
    installFetch(({ method, path }) => {
      if (path === '/api/profile/orders') return ok([online]);
      if (path === '/api/orders/7/payment' && method === 'POST') {
        requests++;
        return ok(checkout);
      }
      return undefined;
    });
    renderInLocale(<OrdersSection />, 'ru');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('payment-status')).toHaveTextContent('Оплата не прошла');
    expect(within(card).getByTestId('order-sum-paid')).toHaveTextContent('0 грн');
    const pay = within(card).getByRole('button', { name: 'Оплатить онлайн' });
    await user.dblClick(pay);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(requests).toBe(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(checkout.action);
    expect(Object.fromEntries(new FormData(form))).toEqual({ data: checkout.data, signature: checkout.signature });
    expect(pay).toBeDisabled();
    submit.mockRestore();
  });

  it.each([
    ['ua', 'Списано з картки', 'Повернено', 'Фіскальний чек, 398 грн', 'Чек повернення, 100 грн', 'формується'],
    ['ru', 'Списано с карты', 'Возвращено', 'Фискальный чек, 398 грн', 'Чек возврата, 100 грн', 'формируется'],
  ] as const)(
    '%s: a partly refunded online order shows the sums, the sell receipt link and the return receipt on its way',
    async (lang, captured, refunded, sell, ret, pending) => {
      const paid = {
        ...order,
        pay_type: 'online',
        payment_status: 'paid',
        sum_paid: 398,
        money: { held: 0, captured: 398, refunded: 100, refund_pending: 0, outstanding: 0 },
        receipts: [
          { kind: 'sell', amount: 398, status: 'done', url: 'https://check.checkbox.ua/5e1f' },
          { kind: 'return', amount: 100, status: 'pending', url: null },
        ],
      };
      installFetch(({ path }) => (path === '/api/profile/orders' ? ok([paid]) : undefined));
      renderInLocale(<OrdersSection />, lang);
      const money = within(await screen.findByTestId('order-card')).getByTestId('payment-money');
      expect(money).toHaveTextContent(`${captured}398 грн`);
      expect(money).toHaveTextContent(`${refunded}100 грн`);
      expect(within(money).getByRole('link', { name: new RegExp(sell) })).toHaveAttribute(
        'href',
        'https://check.checkbox.ua/5e1f',
      );
      const [, returnReceipt] = within(money).getAllByTestId('receipt');
      expect(returnReceipt).toHaveTextContent(`${ret} · ${pending}`);
      expect(within(returnReceipt).queryByRole('link')).toBeNull();
    },
  );

  it('no orders yet: an empty state with a way to the menu', async () => {
    setup(ok({ items: [], unavailable: [] }), []);
    renderInLocale(<OrdersSection />);
    expect(await screen.findByTestId('profile-empty')).toHaveTextContent('Ви ще нічого не замовляли.');
    expect(screen.getByRole('link', { name: 'До меню' })).toHaveAttribute('href', '/');
  });
});
