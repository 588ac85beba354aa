import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../test/render';
import { ConstructorBuilder } from './ConstructorBuilder';
import { cartStore } from '../../cart/cart-store';
import { loadCart } from '../../cart/cart-loader';
import type { ModifierGroup } from '../modifiers';

const groups: ModifierGroup[] = [
  {
    id: 1,
    name: 'Розмір',
    min: 1,
    max: 1,
    modifiers: [
      { id: 11, name: '30 см', max_count: 1, pivot: { price: 0 } },
      { id: 12, name: '40 см', max_count: 1, pivot: { price: 90 } },
    ],
  },
  {
    id: 2,
    name: 'Додатки',
    min: 1,
    max: 5,
    modifiers: [
      { id: 21, name: 'Бекон', max_count: 2, pivot: { price: 40 } },
      { id: 22, name: 'Маслини', max_count: 1, pivot: { price: 25 } },
    ],
  },
];

const product = {
  id: 7,
  name: 'Піца-конструктор',
  name_ua: 'Піца-конструктор',
  price: 169,
  weight: 420,
  main_image: { urlForList: '/x.jpg' },
  category: { name: 'Піца', name_ua: 'Піца' },
  modifiers_group: groups,
};

describe('ConstructorBuilder', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no layout
    // The cart's code loaded, as after the first render (src/features/cart/cart-loader.ts).
    return loadCart();
  });
  beforeEach(() => {
    localStorage.clear();
    act(() => cartStore.getState().nullify());
  });

  it('numbers the steps, enforces each step minimum, prices the dish live and adds exactly it', () => {
    renderInLocale(<ConstructorBuilder product={product} groups={groups} photo={null} />);
    expect(screen.getByRole('group', { name: /^1\. Розмір/ })).toBeInTheDocument();
    const summary = screen.getByTestId('constructor-summary');
    expect(summary.querySelector('strong')).toHaveTextContent('169 грн');

    fireEvent.click(within(summary).getByRole('button', { name: 'У кошик' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Оберіть щонайменше 1.');
    expect(cartStore.getState().all).toHaveLength(0);
    // The first step that still needs a choice is brought into view and focused.
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Більше: Бекон' })).toHaveFocus();

    fireEvent.click(screen.getByRole('radio', { name: /40 см/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Більше: Бекон' }));
    fireEvent.click(screen.getByRole('button', { name: 'Більше: Бекон' }));
    expect(within(summary).getByText('Бекон × 2')).toBeInTheDocument();
    expect(summary.querySelector('strong')).toHaveTextContent('339 грн'); // 169 + 90 + 2 x 40
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(within(summary).getByRole('button', { name: 'У кошик' }));
    const [line] = cartStore.getState().all;
    expect(line.product_id).toBe(7);
    expect(line.modifiers_group.flatMap((g) => g.modifiers.map((m) => [m.id, m.count]))).toEqual([
      [12, 1],
      [21, 2],
    ]);
  });
});
