import { cartProductOf, dishTrail, type DishCategory, type DishForCart } from './dish-page';

const pizza: DishCategory = { slug: 'pizza', name: 'Піца', nameUa: 'Піца', parentSlug: null };
const rolls: DishCategory = { slug: 'rolls', name: 'Роллы', nameUa: 'Роли', parentSlug: 'sushi' };
const dish: DishForCart = {
  apiId: 7,
  name: 'Маргарита',
  nameUa: 'Маргарита',
  price: 189,
  weight: 450,
  modifierGroups: [],
  imageListUrl: '/images/margarita-list.jpg',
  addons: [3],
};

describe('dishTrail', () => {
  it.each([
    ['a top-level category', pizza, ['/', '/category/pizza/', '/product/margarita/']],
    ['a subcategory', rolls, ['/', '/category/sushi/rolls/', '/product/margarita/']],
    ['no category (moved or hidden)', null, ['/', '/product/margarita/']],
  ])('%s', (_case, category, paths) => {
    const trail = dishTrail('Головна', category, { slug: 'margarita', name: 'Маргарита' });
    expect(trail.map((s) => s.to)).toEqual(paths);
    expect(trail[0].label).toBe('Головна');
    expect(trail.at(-1)?.label).toBe('Маргарита');
  });
});

describe('cartProductOf', () => {
  it('gives the cart the API product shape with both languages of the category name', () => {
    expect(cartProductOf(dish, rolls)).toEqual({
      id: 7,
      name: 'Маргарита',
      name_ua: 'Маргарита',
      price: 189,
      weight: 450,
      main_image: { urlForList: '/images/margarita-list.jpg' },
      category: { name: 'Роллы', name_ua: 'Роли' },
      modifiers_group: [],
      addons: [3],
    });
  });

  it('leaves the category names empty when the dish has no category', () => {
    expect(cartProductOf(dish, null).category).toEqual({ name: '', name_ua: '' });
  });
});
