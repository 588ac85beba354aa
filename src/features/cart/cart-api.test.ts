import { decodeProductSource } from './cart-api';

/** A dish as /api/products sends it; `name_ua` and the category's are the fields under test. */
const dish = (nameUa: string | null, categoryUa: string | null) => ({
  id: 7,
  name: 'Пицца Маргарита',
  name_ua: nameUa,
  price: 189,
  weight: 450,
  main_image: { urlForList: '/images/margherita-400.jpg' },
  category: { name: 'Пицца', name_ua: categoryUa },
  modifiers_group: [],
  addons: null,
});

describe('decodeProductSource: the Ukrainian names fall back to the Russian ones', () => {
  it.each([
    ['given', 'Піца Маргарита', 'Піца', 'Піца Маргарита', 'Піца'],
    ['null', null, null, 'Пицца Маргарита', 'Пицца'],
    // An empty name would print a blank dish in the cart, the checkout summary and its notices.
    ['empty', '', '', 'Пицца Маргарита', 'Пицца'],
  ])('%s', (_case, nameUa, categoryUa, expectedName, expectedCategory) => {
    const decoded = decodeProductSource(dish(nameUa, categoryUa));
    expect(decoded.name_ua).toBe(expectedName);
    expect(decoded.category.name_ua).toBe(expectedCategory);
  });
});
