import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { CartDrawer } from './CartDrawer';
import { cartStore } from './cart-store';
import { lineInputFromProduct } from './cart-math';
import { useUi } from '../../shared/ui-store';
import { cola, pizza } from './test-data';

describe('cart drawer', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      cartStore.getState().nullify();
      useUi.setState({ openPanel: 'cart' });
    });
  });

  it('shows the empty cart with its two messages', () => {
    renderInLocale(<CartDrawer />, 'ua');
    expect(screen.getByText('Ваш кошик порожній')).toBeInTheDocument();
    expect(screen.getByText('Додайте страви з меню, щоб оформити замовлення')).toBeInTheDocument();
  });

  it('lists lines in the page language with modifiers, changes counts within 1..100, removes, totals in UAH', () => {
    act(() => {
      cartStore.getState().add(lineInputFromProduct(pizza, { 12: 1, 21: 2 }));
    });
    renderInLocale(<CartDrawer />, 'ua');
    const line = screen.getByTestId('cart-line');
    expect(line).toHaveTextContent('Піца Маргарита');
    expect(line).toHaveTextContent('40 см, Сир ×2');
    // 189 + 90 + 2 x 25 = 329 UAH
    expect(screen.getByTestId('cart-total')).toHaveTextContent('329 грн');
    const minus = within(line).getByRole('button', { name: /Прибрати одну порцію/ });
    expect(minus).toBeDisabled();
    expect(within(line).getByRole('textbox')).toHaveAttribute('readonly');
    fireEvent.click(within(line).getByRole('button', { name: /Додати ще одну порцію/ }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('658 грн');
    expect(minus).toBeEnabled();
    fireEvent.click(within(line).getByRole('button', { name: /Видалити/ }));
    expect(screen.getByText('Ваш кошик порожній')).toBeInTheDocument();
  });

  it('offers the sauces and adds one as a line', () => {
    act(() => {
      cartStore.getState().add(lineInputFromProduct(pizza));
      cartStore.setState({ sauces: [cola] });
    });
    renderInLocale(<CartDrawer />, 'ua');
    expect(screen.getByText('Соуси до замовлення')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-sauce'));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getAllByTestId('cart-line')[1]).toHaveTextContent(cola.name_ua);
  });

  it.each([
    ['ua', 'Ціна «Піца Маргарита» змінилася: було 279 грн, тепер 289 грн', '«Кола 0,5» більше немає в меню'],
    ['ru', 'Цена «Пицца Маргарита» изменилась: было 279 грн, стало 289 грн', '«Кола 0,5» больше нет в меню'],
  ] as const)(
    '%s: lists what the fresh-menu check changed in the page language until dismissed',
    async (locale, price, removed) => {
      act(() => {
        cartStore.getState().add(lineInputFromProduct(pizza, { 12: 1 }));
        cartStore.getState().add(lineInputFromProduct(cola));
      });
      await act(() => cartStore.getState().checkMenu([{ ...pizza, price: 199 }]));
      renderInLocale(<CartDrawer />, locale);
      const notices = screen.getByTestId('cart-menu-notices');
      expect(notices).toHaveTextContent(price);
      expect(notices).toHaveTextContent(removed);
      expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
      fireEvent.click(within(notices).getByRole('button', { name: locale === 'ua' ? 'Зрозуміло' : 'Понятно' }));
      expect(screen.queryByTestId('cart-menu-notices')).toBeNull();
    },
  );

  it('closes on Escape (a route change closes it too)', () => {
    renderInLocale(<CartDrawer />, 'ru');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
