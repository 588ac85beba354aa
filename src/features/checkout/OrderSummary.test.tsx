import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { line } from '../cart/test-data';
import { orderSummary } from './checkout-math';
import { OrderSummary } from './OrderSummary';

const lines = [
  line({ id: 'a', product_id: 1, name: 'Пицца', name_ua: 'Піца', price: 179, count: 2, discount: 17.9 }),
  line({ id: 'b', product_id: 2, name: 'Кола', name_ua: 'Кола', price: 45, count: 1 }),
];

describe('OrderSummary', () => {
  it('shows lines in the page language, discount, delivery, bonuses and the sum to pay (kopecks kept)', () => {
    const summary = orderSummary({ lines, area: { min_sum: 300, delivery_price: 50, free_from: 500 }, bonusDebit: 40 });
    renderInLocale(
      <OrderSummary
        lines={lines}
        orderable={lines}
        gift={null}
        summary={summary}
        deliveryType="delivery"
        areaKnown
        promo={{ code: 'WELCOME10' }}
        cashback={{ percent: 5, amount: 19 }}
      />,
    );
    const rows = screen.getAllByTestId('summary-line');
    expect(rows[0]).toHaveTextContent('Піца');
    expect(rows[0]).toHaveTextContent('340,10 грн');
    expect(rows[0]).toHaveTextContent('358 грн');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('403 грн');
    expect(screen.getByText('Знижка (промокод WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('−17,90 грн');
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('50 грн');
    expect(screen.getByTestId('summary-bonus')).toHaveTextContent('−40 грн');
    expect(screen.getByTestId('summary-to-pay')).toHaveTextContent('395,10 грн'); // 403 - 17.90 + 50 - 40
    expect(screen.getByTestId('summary-cashback')).toHaveTextContent('19 бонусів кешбеку (5%)');
    expect(screen.getByText(/Додайте страв ще на 97 грн/)).toBeInTheDocument();
  });

  it('pickup is free, an unknown area says so, and Russian pages show Russian names', () => {
    const summary = orderSummary({ lines, area: null, bonusDebit: 0 });
    const { unmount } = renderInLocale(
      <OrderSummary
        lines={lines}
        orderable={lines}
        gift={null}
        summary={summary}
        deliveryType="pickup"
        areaKnown={false}
        promo={null}
        cashback={null}
      />,
      'ru',
    );
    expect(within(screen.getAllByTestId('summary-line')[0]).getByText('Пицца')).toBeInTheDocument();
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('Бесплатно');
    expect(screen.queryByTestId('summary-bonus')).toBeNull();
    unmount();
    renderInLocale(
      <OrderSummary
        lines={lines}
        orderable={lines}
        gift={null}
        summary={summary}
        deliveryType="delivery"
        areaKnown={false}
        promo={null}
        cashback={null}
      />,
    );
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('після введення адреси');
  });
});
