import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { CartDrawer } from './CartDrawer';
import { cartStore } from './cart-store';
import { lineInputFromProduct } from './cart-math';
import { useUi } from '../../shared/ui-store';
import { cola, pizza } from './test-data';
import type { LiveMenu } from '../live-menu/live-menu';
import { decodeLiveFeed } from '../live-menu/live-menu-feed';
import { cartFixtureMenu } from '../live-menu/test-feed';

// The live feed the cart's fresh-menu check reads (the poller chunk's one read), set per test.
let feed: LiveMenu | null = null;
jest.mock('../live-menu/live-menu-poller', () => ({
  readLiveMenuOnce: async () => feed,
  startBrowserLiveMenu: () => () => undefined,
}));

describe('cart drawer', () => {
  beforeEach(() => {
    localStorage.clear();
    feed = null;
    act(() => {
      cartStore.getState().nullify();
      cartStore.getState().dismissMenuNotices();
      cartStore.getState().applyLiveMenu(cartFixtureMenu());
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
      // Cola is gone from the catalogue (the feed does not know it any more): dropped, with a notice.
      feed = decodeLiveFeed({
        version: 'no-cola',
        ids: [7],
        prices: [199],
        old_prices: [null],
        unavailable: [],
        modifiers_off: [],
      });
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

  it.each([
    ['ua', 'Тимчасово недоступно — приберіть страву, щоб оформити замовлення', 'Видалити'],
    ['ru', 'Временно недоступно — уберите блюдо, чтобы оформить заказ', 'Удалить'],
  ] as const)(
    '%s: after a reload a dish on the stop-list stays, flagged, out of the total; removable; back to normal when back',
    async (locale, flag, remove) => {
      feed = cartFixtureMenu({ unavailable: [40] });
      act(() => {
        cartStore.getState().add(lineInputFromProduct(pizza, { 12: 1 }));
        cartStore.getState().add(lineInputFromProduct(cola));
      });
      // The public menu leaves the stopped cola out; the feed says it is only off for now.
      await act(() => cartStore.getState().checkMenu([pizza]));
      renderInLocale(<CartDrawer />, locale);
      const [pizzaLine, colaLine] = screen.getAllByTestId('cart-line');
      expect(within(colaLine).getByTestId('cart-line-unavailable')).toHaveTextContent(flag);
      expect(colaLine).toHaveAttribute('data-off');
      expect(colaLine.querySelector('.sum s')).toHaveTextContent('45 грн');
      expect(pizzaLine).not.toHaveAttribute('data-off');
      expect(screen.getByTestId('cart-total')).toHaveTextContent(/^279 грн$/);
      expect(screen.queryByTestId('cart-menu-notices')).toBeNull();

      // Back on the menu: the flag goes and the line counts again.
      act(() => cartStore.getState().applyLiveMenu(cartFixtureMenu()));
      expect(within(colaLine).queryByTestId('cart-line-unavailable')).toBeNull();
      expect(screen.getByTestId('cart-total')).toHaveTextContent(/^324 грн$/);

      // Stopped again: the customer can remove the line.
      act(() => cartStore.getState().applyLiveMenu(cartFixtureMenu({ unavailable: [40] })));
      fireEvent.click(within(screen.getAllByTestId('cart-line')[1]).getByRole('button', { name: new RegExp(remove) }));
      expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
      expect(screen.getByTestId('cart-total')).toHaveTextContent(/^279 грн$/);
    },
  );

  it('closes on Escape (a route change closes it too)', () => {
    renderInLocale(<CartDrawer />, 'ru');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
