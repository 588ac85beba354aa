import type { SearchSourceProduct } from './search-index';

type Row = [id: number, slug: string, ua: string, ru: string, catUa: string, catRu: string, compUa: string, compRu: string];
type Parent = [ua: string, ru: string] | null;

const ROWS: [Row, Parent][] = [
  [
    [
      1,
      'margarita',
      'Піца Маргарита',
      'Пицца Маргарита',
      'Піца',
      'Пицца',
      'Тісто, моцарела, базилік',
      'Тесто, моцарелла, базилик',
    ],
    null,
  ],
  [[2, 'ham-pizza', 'Піца з шинкою', 'Пицца с ветчиной', 'Піца', 'Пицца', 'Тісто, шинка', 'Тесто, ветчина'], null],
  [
    [
      3,
      'philadelphia',
      'Філадельфія',
      'Филадельфия',
      'Роли',
      'Роллы',
      'Рис, норі, лосось, вершковий сир',
      'Рис, нори, лосось, сливочный сыр',
    ],
    ['Суші та роли', 'Суши и роллы'],
  ],
  [
    [4, 'borshch', 'Борщ український', 'Борщ украинский', 'Супи', 'Супы', 'Буряк, капуста, сметана', 'Свёкла, капуста, сметана'],
    null,
  ],
  [[5, 'salmon-pizza', 'Піца з лососем', 'Пицца с лососем', 'Піца', 'Пицца', 'Тісто, лосось', 'Тесто, лосось'], null],
  [
    [6, 'dragon', 'Дракон', 'Дракон', 'Роли', 'Роллы', 'Рис, вугор, креветка', 'Рис, угорь, креветка'],
    ['Суші та роли', 'Суши и роллы'],
  ],
  [[7, 'nigiri-shrimp', 'Нігірі з креветкою', 'Нигири с креветкой', 'Нігірі', 'Нигири', 'Рис, креветка', 'Рис, креветка'], null],
  [[8, 'deruny', 'Деруни', 'Картофельные драники', 'Сніданки', 'Завтраки', 'Картопля, сметана', 'Картофель, сметана'], null],
  [[9, 'fries', 'Картопля фрі', 'Картофель фри', 'Закуски', 'Закуски', 'Картопля', 'Картофель'], null],
];

/** A small menu in both locales, as the source plugin's nodes (plus category names). */
export function fixtureProducts(): SearchSourceProduct[] {
  return (['ua', 'ru'] as const).flatMap((locale) =>
    ROWS.map(([[id, slug, ua, ru, catUa, catRu, compUa, compRu], parent]) => ({
      apiId: id,
      slug,
      name: locale === 'ua' ? ua : ru,
      nameUa: ua,
      locale,
      price: 100 + id,
      weight: 200 + id,
      categoryName: locale === 'ua' ? catUa : catRu,
      parentCategoryName: parent ? parent[locale === 'ua' ? 0 : 1] : null,
      imageListUrl: `/api/images/products/${slug}-400.jpg`,
      composition: locale === 'ua' ? compUa : compRu,
    })),
  );
}
