import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../test/render';
import { installFetch } from '../../test/fetch';
import { PayAgainButton } from './PaymentUi';

/**
 * "Pay online" for an order the shop API does not let pay yet: a guest's big order waiting for the
 * desk (409 order_awaiting_confirmation, issue 43) says why in the customer's language, not that
 * the payment page failed.
 */
test.each([
  ['ua', 'Оплата стане доступною, щойно ресторан підтвердить замовлення — ми зателефонуємо вам'],
  ['ru', 'Оплата станет доступна, как только ресторан подтвердит заказ — мы вам позвоним'],
] as const)('409 order_awaiting_confirmation: the button says the restaurant confirms first (%s)', async (locale, text) => {
  installFetch(() => ({ status: 409, body: { message: 'order_awaiting_confirmation' } }));
  renderInLocale(<PayAgainButton orderId={7} />, locale);
  await userEvent.click(screen.getByTestId('pay-again'));
  expect(await screen.findByRole('status')).toHaveTextContent(text);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('another refusal is the failure message', async () => {
  installFetch(() => ({ status: 400, body: { message: 'payments_unavailable' } }));
  renderInLocale(<PayAgainButton orderId={7} />);
  await userEvent.click(screen.getByTestId('pay-again'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося відкрити сторінку оплати');
});
