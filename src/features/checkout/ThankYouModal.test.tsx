import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { installFetch, ok } from '../../test/fetch';
import { cartStore } from '../cart';
import type { PlacedOrder } from './checkout-api';
import ThankYouModal from './ThankYouModal';

const ORDER: PlacedOrder = {
  id: 41,
  number: 10041,
  sum_to_pay: 403,
  delivery_type: 'delivery',
  pay_type: 'cash',
  payment_status: 'not_required',
  checkout: null,
  awaiting_confirmation: false,
  formattedDeliveryTime: '19:00',
  deliveryTimeRange: '19:00 - 19:30',
  delivery_at: '2026-11-28T17:00:00.000Z',
  is_self_delivery: false,
  created_at: '2026-11-28T16:20:00.000Z',
  status: 'new',
  pickup_point: null,
  secret: 's'.repeat(43),
};

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  installFetch(() => undefined);
  cartStore.getState().setLastOrder(ORDER);
  // Chromium's window.scrollTo returns a promise: an effect must not hand it to React as its cleanup.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never);
});
afterEach(() => scrollTo.mockRestore());

test('the page behind goes to its top, and OK closes the thank-you cleanly (no cleanup that is not a function)', async () => {
  const onClose = jest.fn();
  const view = renderInLocale(<ThankYouModal orderId={ORDER.id} nwAddress={null} nwAddressName={null} onClose={onClose} />);
  expect(screen.getByTestId('thankyou-number')).toHaveTextContent('№ 10041');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  await userEvent.click(screen.getByRole('button', { name: 'Гаразд' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(() => view.unmount()).not.toThrow();
});

/** GET /api/orders/{id} after an online payment (the popup shape with the money of issue 45). */
const brief = (money: Record<string, number>, receipts: unknown[]) => ({
  id: 42,
  number: 10042,
  deliveryTimeRange: '12:00 - 12:30',
  formattedDeliveryTime: '12:15',
  delivery_at: '2026-11-18T10:15:00.000Z',
  is_self_delivery: true,
  is_working_time: true,
  status: 'New',
  payment_status: 'paid',
  pickup_point: { id: 1, name: 'Центр', address: 'Дерибасівська, 5' },
  money: { held: 0, captured: 0, refunded: 0, refund_pending: 0, outstanding: 0, ...money },
  receipts,
});

test.each([
  ['ua', 'Заблоковано на картці', 'фіскальний чек з’явиться в історії замовлень'],
  ['ru', 'Заблокировано на карте', 'фискальный чек появится в истории заказов'],
] as const)('%s: a held payment says the sum is blocked and the receipt follows the acceptance', async (lang, held, note) => {
  installFetch(({ path }) => (path === '/api/orders/42' ? ok(brief({ held: 358 }, [])) : undefined));
  renderInLocale(<ThankYouModal orderId={42} nwAddress={null} nwAddressName={null} onClose={() => {}} />, lang);
  const money = await screen.findByTestId('payment-money');
  expect(money).toHaveTextContent(`${held}358 грн`);
  expect(screen.getByTestId('thankyou-receipt-note')).toHaveTextContent(note);
  expect(within(money).queryByRole('link')).toBeNull();
});

test('an immediate payment with its receipt issued: the link, no note', async () => {
  installFetch(({ path }) =>
    path === '/api/orders/42'
      ? ok(brief({ captured: 358 }, [{ kind: 'sell', amount: 358, status: 'done', url: 'https://check.checkbox.ua/77aa' }]))
      : undefined,
  );
  renderInLocale(<ThankYouModal orderId={42} nwAddress={null} nwAddressName={null} onClose={() => {}} />);
  const link = await screen.findByRole('link', { name: 'Фіскальний чек, 358 грн (відкриється в новій вкладці)' });
  expect(link).toHaveAttribute('href', 'https://check.checkbox.ua/77aa');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByTestId('thankyou-receipt-note')).toBeNull();
});

test.each([
  ['ua', 'Замовлення на таку суму ми спершу підтверджуємо дзвінком. Оплатити онлайн можна буде, щойно ресторан його прийме'],
  ['ru', 'Заказ на такую сумму мы сначала подтверждаем звонком. Оплатить онлайн можно будет, как только ресторан его примет'],
] as const)("a guest's big online order waiting for the desk says so (%s); others say nothing of it", (locale, text) => {
  const big = { ...ORDER, pay_type: 'online', payment_status: 'awaiting' as const, awaiting_confirmation: true };
  cartStore.getState().setLastOrder(big);
  const view = renderInLocale(
    <ThankYouModal orderId={big.id} nwAddress={null} nwAddressName={null} onClose={jest.fn()} />,
    locale,
  );
  expect(screen.getByTestId('thankyou-awaiting')).toHaveTextContent(text);
  view.unmount();
  cartStore.getState().setLastOrder(ORDER);
  renderInLocale(<ThankYouModal orderId={ORDER.id} nwAddress={null} nwAddressName={null} onClose={jest.fn()} />, locale);
  expect(screen.queryByTestId('thankyou-awaiting')).toBeNull();
});
