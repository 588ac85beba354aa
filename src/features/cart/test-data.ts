/** Shared fixtures of the cart tests (not shipped: only test files import it). */
import type { CartLine, CartLineInput, CartProductSource, Gift } from './cart-math';

export const pizza: CartProductSource = {
  id: 7,
  name: 'Пицца Маргарита',
  name_ua: 'Піца Маргарита',
  price: 189,
  weight: 520,
  main_image: { urlForList: '/api/images/products/7-list.webp' },
  category: { name: 'Пицца', name_ua: 'Піца' },
  modifiers_group: [
    {
      id: 1,
      name: 'Розмір',
      modifiers: [
        { id: 11, name: '30 см', pivot: { price: 0 } },
        { id: 12, name: '40 см', pivot: { price: 90 } },
      ],
    },
    {
      id: 2,
      name: 'Додатки',
      modifiers: [
        { id: 21, name: 'Сир', pivot: { price: 25 } },
        { id: 22, name: 'Бекон', pivot: { price: 35 } },
      ],
    },
  ],
  addons: [40],
};

export const cola: CartProductSource = {
  id: 40,
  name: 'Кола 0,5',
  name_ua: 'Кола 0,5',
  price: 45,
  weight: 500,
  main_image: { urlForList: '/api/images/products/40-list.webp' },
  category: { name: 'Напитки', name_ua: 'Напої' },
  modifiers_group: [],
};

export function input(over: Partial<CartLineInput> = {}): CartLineInput {
  return {
    product_id: 40,
    name: 'Кола 0,5',
    name_ua: 'Кола 0,5',
    price: 45,
    weight: 500,
    main_image: { urlForList: '/api/images/products/40-list.webp' },
    category: { name: 'Напитки', name_ua: 'Напої' },
    modifiers_group: [],
    ...over,
  };
}

export function line(over: Partial<CartLine> = {}): CartLine {
  return { ...input(), id: 'line-1', count: 1, discount: 0, ...over } as CartLine;
}

export const gifts: Gift[] = [
  { id: 1, sum: 500, product: { ...cola, id: 90, name: 'Соус', name_ua: 'Соус', price: 30 } },
  { id: 2, sum: 800, product: { ...cola, id: 91, name: 'Ролл', name_ua: 'Рол', price: 120 } },
  { id: 3, sum: 1200, product: { ...cola, id: 92, name: 'Пицца', name_ua: 'Піца', price: 189 } },
];
