import React from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../test/render';
import { AddToCart } from '../catalog/AddToCart';
import { ProductCard, type ProductCardData } from '../catalog/ProductCard';
import type { ModifierGroup } from '../catalog/modifiers';
import ProductTemplate from '../../templates/product';
import { CartDrawer } from '../cart/CartDrawer';
import { cartStore } from '../cart/cart-store';
import { loadCart } from '../cart/cart-loader';
import { lineInputFromProduct } from '../cart/cart-math';
import { cola, pizza } from '../cart/test-data';
import { useUi } from '../../shared/ui-store';
import { cartFixtureMenu } from './test-feed';
import { useLiveDish, useLiveMenuStore } from './live-menu-store';

// The poller chunk is not under test here: the store is set by hand.
jest.mock('./live-menu-poller', () => ({ startBrowserLiveMenu: () => () => undefined }));

const noGroups: never[] = [];

// The cart's code loaded, as after the first render (src/features/cart/cart-loader.ts).
beforeAll(() => loadCart());

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartStore.getState().nullify();
    cartStore.getState().dismissMenuNotices();
    useLiveMenuStore.setState({ menu: null });
  });
});

describe('add to cart with the live menu', () => {
  it('a dish on the stop-list cannot be added (the button says so, in both languages)', () => {
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ unavailable: [40] }) }));
    const { unmount } = renderInLocale(<AddToCart product={cola} groups={noGroups} />, 'ua');
    expect(screen.getByRole('button', { name: 'Тимчасово недоступно' })).toBeDisabled();
    unmount();
    renderInLocale(<AddToCart product={cola} groups={noGroups} />, 'ru');
    expect(screen.getByRole('button', { name: 'Временно недоступно' })).toBeDisabled();
    expect(cartStore.getState().all).toEqual([]);
  });

  it('adds at the live price; without a feed at the built one', () => {
    renderInLocale(<AddToCart product={cola} groups={noGroups} />, 'ua');
    act(() => screen.getByRole('button').click());
    expect(cartStore.getState().all[0].price).toBe(45);
    act(() => {
      cartStore.getState().nullify();
      useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 52] }) });
    });
    act(() => screen.getByRole('button').click());
    expect(cartStore.getState().all[0].price).toBe(52);
  });
});

const colaCard: ProductCardData = {
  apiId: 40,
  slug: 'cola',
  name: 'Кола 0,5',
  price: 45,
  oldPrice: null,
  weight: 500,
  image: null,
  imageUrl: '/api/images/products/40-list.webp',
};

describe('catalogue cards with the live menu', () => {
  it.each([
    ['ua', 'Тимчасово недоступно'],
    ['ru', 'Временно недоступно'],
  ] as const)(
    '%s: the new price and "temporarily unavailable" over the photo; the built values without a feed',
    (locale, flag) => {
      renderInLocale(<ProductCard product={colaCard} />, locale);
      expect(screen.getByTestId('card-price')).toHaveTextContent('45 грн');
      expect(screen.queryByTestId('card-unavailable')).toBeNull();
      act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 52], unavailable: [40] }) }));
      expect(screen.getByTestId('card-price')).toHaveTextContent('52 грн');
      expect(screen.getByTestId('card-unavailable')).toHaveTextContent(flag);
    },
  );

  it('a dish the feed does not know keeps its built values', () => {
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 52], unavailable: [40] }) }));
    renderInLocale(<ProductCard product={{ ...colaCard, apiId: 99, price: 60 }} />, 'ua');
    expect(screen.getByTestId('card-price')).toHaveTextContent('60 грн');
    expect(screen.queryByTestId('card-unavailable')).toBeNull();
  });
});

describe('useLiveDish', () => {
  it("re-renders only when the dish's shown values change, not on every feed", () => {
    let renders = 0;
    function Cola() {
      renders++;
      const live = useLiveDish({ id: 40, price: 45, oldPrice: null });
      return <p data-testid="price">{live.price}</p>;
    }
    renderInLocale(<Cola />, 'ua');
    const first = renders;
    // A feed (new objects every time) that leaves the cola as built, then another one like it.
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 45] }) }));
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [199, 45] }) }));
    expect(renders).toBe(first);
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [199, 52] }) }));
    expect(renders).toBe(first + 1);
    expect(screen.getByTestId('price')).toHaveTextContent('52');
  });
});

describe('the product page with the live menu', () => {
  const data = {
    product: {
      apiId: 40,
      slug: 'cola',
      name: 'Кола 0,5',
      nameUa: 'Кола 0,5',
      price: 45,
      oldPrice: null,
      weight: 500,
      modifierGroups: [],
      imageListUrl: '/api/images/products/40-list.webp',
      addons: [],
      description: '',
      composition: '',
      allergens: '',
      diameter: null,
      calories: null,
      proteins: null,
      fats: null,
      carbohydrates: null,
      image: null,
      tags: [],
      ingredients: [],
      isConstructor: false,
    },
    category: null,
    constructorDish: null,
  };
  const page = () => <ProductTemplate {...({ data } as unknown as React.ComponentProps<typeof ProductTemplate>)} />;

  it('shows the live price and cannot add a dish on the stop-list', () => {
    renderInLocale(page(), 'ua');
    expect(screen.getByTestId('product-price')).toHaveTextContent('45 грн');
    expect(screen.getByRole('button', { name: 'У кошик' })).toBeEnabled();
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ prices: [189, 52], unavailable: [40] }) }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('52 грн');
    expect(screen.getByRole('button', { name: 'Тимчасово недоступно' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'У кошик' })).toBeNull();
  });
});

describe('the modifier modal with the live menu', () => {
  it('a modifier that is off is disabled (and said so); the others can be chosen', async () => {
    // The cart fixture's pizza sizes (30 cm, 40 cm) as the modal's one-of group.
    const size = pizza.modifiers_group![0];
    const groups: ModifierGroup[] = [{ ...size, min: 1, max: 1, modifiers: size.modifiers.map((m) => ({ ...m, max_count: 1 })) }];
    act(() => useLiveMenuStore.setState({ menu: cartFixtureMenu({ modifiers_off: [12] }) }));
    renderInLocale(<AddToCart product={pizza} groups={groups} />, 'ua');
    act(() => screen.getByRole('button', { name: 'Обрати' }).click());
    const modal = await screen.findByTestId('modifier-modal');
    expect(within(modal).getByRole('radio', { name: /40 см/ })).toBeDisabled();
    expect(within(modal).getByRole('radio', { name: /30 см/ })).toBeEnabled();
    expect(within(modal).getByTestId('modifier-off')).toHaveTextContent('Тимчасово недоступно');
  });
});

describe('cart lines with the live menu', () => {
  beforeEach(() => act(() => useUi.setState({ openPanel: 'cart' })));

  it('shows the new price with a note, and flags unavailable dishes and modifiers without removing them', () => {
    act(() => {
      cartStore.getState().add(lineInputFromProduct(pizza, { 12: 1 }));
      cartStore.getState().add(lineInputFromProduct(cola));
    });
    renderInLocale(<CartDrawer />, 'ua');
    act(() => {
      const m = cartFixtureMenu({ prices: [196, 45], unavailable: [40], modifiers_off: [12] });
      useLiveMenuStore.setState({ menu: m });
      cartStore.getState().applyLiveMenu(m);
    });
    const [pizzaLine, colaLine] = screen.getAllByTestId('cart-line');
    expect(within(pizzaLine).getByTestId('cart-line-price-note')).toHaveTextContent(
      'Ціна змінилася: було 279 грн, тепер 286 грн',
    );
    expect(within(pizzaLine).getByTestId('cart-line-modifiers-off')).toHaveTextContent('40 см');
    expect(within(colaLine).getByTestId('cart-line-unavailable')).toHaveTextContent('Тимчасово недоступно');
    expect(cartStore.getState().all).toHaveLength(2);
  });
});
