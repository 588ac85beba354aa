/**
 * What outside validators found (issue 42): a control's accessible name must contain the text it
 * shows (WCAG 2.5.3, label in name: axe's label-content-name-mismatch), and a plain `<ul>` / `<dl>`
 * carries no `aria-label` (its name goes on a landmark around it, or the heading beside it).
 */
import React from 'react';
import { act, screen, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { renderInLocale } from '../test/render';
import { Header } from './Header';
import { MobileCartBar } from '../features/cart/MobileCartBar';
import { CartDrawer } from '../features/cart/CartDrawer';
import { cartStore } from '../features/cart/cart-store';
import { loadCart } from '../features/cart/cart-loader';
import { lineInputFromProduct } from '../features/cart/cart-math';
import { cola } from '../features/cart/test-data';
import { useUi } from '../shared/ui-store';
import ProductTemplate from '../templates/product';

/** The text a sighted user reads in an element: no aria-hidden or hidden parts, spaces collapsed. */
function visibleText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"], [hidden]').forEach((n) => n.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Controls whose name may come from their content: the ones label in name is about (landmarks are not). */
const CONTROLS = ['a[href]', 'button', '[role="button"]', '[role="link"]', '[role="menuitem"]', '[role="tab"]', '[role="option"]']
  .flatMap((c) => [`${c}[aria-label]`, `${c}[aria-labelledby]`])
  .join(', ');

/** Every named control whose name leaves out the text it shows: `shown -> name` lines. */
function labelNotInName(root: Element): string[] {
  return [...root.querySelectorAll(CONTROLS)].flatMap((el) => {
    const shown = visibleText(el).toLowerCase();
    const name = computeAccessibleName(el).replace(/\s+/g, ' ').toLowerCase();
    return shown && !name.includes(shown) ? [`"${shown}" -> "${name}"`] : [];
  });
}

const namedPlainLists = (root: Element) =>
  [...root.querySelectorAll('ul[aria-label], dl[aria-label], ul[aria-labelledby], dl[aria-labelledby]')].filter(
    (el) => !el.hasAttribute('role'),
  );

// The cart's code loaded, as after the first render (src/features/cart/cart-loader.ts).
beforeAll(() => loadCart());

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartStore.getState().nullify();
    useUi.setState({ openPanel: null });
  });
});

describe('label in name (WCAG 2.5.3)', () => {
  it.each([
    ['ua', 'Смачна Хата — Головна', 'Сума кошика 0 грн'],
    ['ru', 'Смачна Хата — Главная', 'Сумма корзины 0 грн'],
  ] as const)('%s: the logo link says the name it shows, the cart summary the total it shows', (locale, logo, cart) => {
    const { container } = renderInLocale(<Header currentPath={`/${locale}/`} />, locale);
    expect(screen.getByRole('link', { name: logo })).toHaveTextContent('Смачна Хата');
    expect(screen.getByRole('button', { name: cart })).toHaveTextContent(/^0 грн$/);
    expect(labelNotInName(container)).toEqual([]);
  });

  it('the cart summary follows the total; the phone bar says it too', () => {
    const { container } = renderInLocale(
      <>
        <Header currentPath="/ua/" />
        <MobileCartBar />
      </>,
    );
    act(() => void cartStore.getState().add(lineInputFromProduct(cola)));
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Сума кошика 45 грн' }));
    // The phone bar is display: none at jsdom's (desktop) width.
    const bar = screen.getByTestId('mobile-cart-bar');
    expect(within(bar).getByRole('button', { name: 'Сума кошика 45 грн', hidden: true })).toHaveTextContent(/^45 грн$/);
    expect(labelNotInName(container)).toEqual([]);
  });
});

describe('no aria-label on a plain list', () => {
  it('the cart drawer lines', () => {
    act(() => {
      cartStore.getState().add(lineInputFromProduct(cola));
      useUi.setState({ openPanel: 'cart' });
    });
    const { container } = renderInLocale(<CartDrawer />);
    expect(screen.getByRole('dialog', { name: 'Кошик' })).toBeInTheDocument();
    expect(container.querySelector('ul')).not.toBeNull();
    expect(namedPlainLists(container)).toEqual([]);
  });

  it('the product page: the nutrition facts are a named region around the list', () => {
    const data = {
      product: {
        ...{ apiId: 40, slug: 'cola', name: 'Кола 0,5', nameUa: 'Кола 0,5', price: 45, oldPrice: null, weight: 500 },
        ...{ modifierGroups: [], imageListUrl: '/api/images/products/40-list.webp', addons: [], description: '' },
        ...{ composition: '', allergens: '', diameter: null, calories: 120, proteins: null, fats: null },
        ...{ carbohydrates: null, image: null, tags: [], ingredients: [], isConstructor: false },
      },
      category: null,
      constructorDish: null,
    };
    const { container } = renderInLocale(
      <ProductTemplate {...({ data } as unknown as React.ComponentProps<typeof ProductTemplate>)} />,
    );
    const facts = screen.getByRole('region', { name: 'Поживна цінність' });
    expect(facts.querySelector('dl')).not.toBeNull();
    expect(namedPlainLists(container)).toEqual([]);
  });
});
