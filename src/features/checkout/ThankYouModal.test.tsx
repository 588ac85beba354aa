import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { installFetch } from '../../test/fetch';
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
