import type Database from 'better-sqlite3';
import {
  ALLERGENS,
  CATEGORIES,
  GIFTS,
  INGREDIENTS,
  PRODUCTS,
  TAGS,
  categoryIconSvg,
  type CategorySeed,
  type ProductRow,
} from './seed-data';
import { scaledCatalogue } from './scaled-catalogue';

/**
 * Fills the catalogue tables of a fresh database with the demo menu; with `scale` (a product
 * count, SHOP_API_SCALE) also with the generated collections of scaled-catalogue.ts.
 */
export function seedCatalogue(db: Database.Database, { scale = 0 }: { scale?: number } = {}) {
  const scaled = scaledCatalogue(scale);
  const allCategories: CategorySeed[] = [...CATEGORIES, ...scaled.categories];
  // Each product: its row, its image set and the demo category it follows (modifiers, add-ons).
  const allProducts: { row: ProductRow; image: string; kind: string }[] = [
    ...PRODUCTS.map((row) => ({ row, image: `products/${row[0]}`, kind: row[1] })),
    ...scaled.products,
  ];
  const categoryBySlug = new Map(allCategories.map((c) => [c.slug, c]));
  for (const code of ['pizza', 'sushi', 'kitchen', 'bar'])
    db.prepare('INSERT INTO workshops (code, enabled) VALUES (?, 1)').run(code);

  const categoryId = new Map<string, number>();
  allCategories.forEach((c, index) => {
    const parentId = c.parent ? categoryId.get(c.parent)! : null;
    const seoUk = c.parent
      ? ''
      : `<p><strong>${c.uk}</strong> з доставкою по Одесі: ${c.descUk}. Доставка близько 60 хвилин, безкоштовно від 500 грн залежно від району.</p><p>Готуємо лише після замовлення, тому страви приїжджають гарячими та свіжими.</p>`;
    const seoRu = c.parent
      ? ''
      : `<p><strong>${c.ru}</strong> с доставкой по Одессе: ${c.descRu}. Доставка около 60 минут, бесплатно от 500 грн в зависимости от района.</p><p>Готовим только после заказа, поэтому блюда приезжают горячими и свежими.</p>`;
    const info = db
      .prepare(
        'INSERT INTO categories (slug, parent_id, name_uk, name_ru, svg, seo_text_uk, seo_text_ru, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(c.slug, parentId, c.uk, c.ru, categoryIconSvg(c.icon), seoUk, seoRu, index + 1);
    categoryId.set(c.slug, Number(info.lastInsertRowid));
    if (!c.parent) {
      const faq: [string, string, string, string][] = [
        [
          'Скільки часу займає доставка?',
          'Сколько времени занимает доставка?',
          'У середньому близько 60 хвилин, у віддалені райони до 90 хвилин.',
          'В среднем около 60 минут, в отдалённые районы до 90 минут.',
        ],
        [
          'Чи можна забрати замовлення самостійно?',
          'Можно ли забрать заказ самостоятельно?',
          'Так, оберіть самовивіз при оформленні замовлення.',
          'Да, выберите самовывоз при оформлении заказа.',
        ],
        [
          `Чи є ${c.uk.toLowerCase()} без глютену?`,
          `Есть ли ${c.ru.toLowerCase()} без глютена?`,
          'Алергени вказані на сторінці кожної страви.',
          'Аллергены указаны на странице каждого блюда.',
        ],
      ];
      faq.forEach(([qUk, qRu, aUk, aRu], sort) =>
        db
          .prepare(
            'INSERT INTO category_faq (category_id, question_uk, question_ru, answer_uk, answer_ru, sort) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(categoryId.get(c.slug), qUk, qRu, `<p>${aUk}</p>`, `<p>${aRu}</p>`, sort),
      );
    }
  });

  const ingredientId = new Map<string, number>();
  const ingredientAllergen = new Map<string, string | undefined>();
  for (const [key, uk, ru, allergen] of INGREDIENTS) {
    const info = db
      .prepare('INSERT INTO ingredients (name_uk, name_ru, image) VALUES (?, ?, ?)')
      .run(uk, ru, `ingredients/${key}`);
    ingredientId.set(key, Number(info.lastInsertRowid));
    ingredientAllergen.set(key, allergen);
  }
  const ingredientNames = new Map(INGREDIENTS.map(([key, uk, ru]) => [key, { uk, ru }]));

  const tagId = new Map<string, number>();
  for (const [slug, uk, ru, color] of TAGS) {
    tagId.set(
      slug,
      Number(
        db.prepare('INSERT INTO tags (slug, name_uk, name_ru, color) VALUES (?, ?, ?, ?)').run(slug, uk, ru, color)
          .lastInsertRowid,
      ),
    );
  }

  const productId = new Map<string, number>();
  const base = Date.UTC(2026, 0, 1);
  const insertProduct = db.prepare(
    `INSERT INTO products (slug, category_id, workshop, name_uk, name_ru, description_uk, description_ru, composition_uk, composition_ru,
      allergens_uk, allergens_ru, price, old_price, weight, diameter, calories, proteins, fats, carbohydrates, image, is_sauce,
      is_constructor, popularity, created_at, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProductIngredient = db.prepare('INSERT INTO product_ingredients (product_id, ingredient_id) VALUES (?, ?)');
  const insertProductTag = db.prepare('INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)');
  allProducts.forEach(({ row, image, kind }, index) => {
    const [slug, categorySlug, uk, ru, price, weight, ingredients, tags, diameter] = row;
    const category = categoryBySlug.get(categorySlug)!;
    const [kcal, p, f, c] = category.per100;
    const composition = (lang: 'uk' | 'ru') => ingredients.map((k) => ingredientNames.get(k)![lang]).join(', ');
    const allergenKeys = [...new Set(ingredients.map((k) => ingredientAllergen.get(k)).filter((a): a is string => !!a))];
    const info = insertProduct.run(
      slug,
      categoryId.get(categorySlug),
      category.workshop,
      uk,
      ru,
      `<p>${uk}: ${category.descUk}.</p>`,
      `<p>${ru}: ${category.descRu}.</p>`,
      composition('uk'),
      composition('ru'),
      allergenKeys.map((a) => ALLERGENS[a][0]).join(', '),
      allergenKeys.map((a) => ALLERGENS[a][1]).join(', '),
      price,
      index % 9 === 4 ? Math.round(price * 1.2) : null,
      weight,
      diameter ?? null,
      Math.round((kcal * weight) / 100),
      Math.round((p * weight) / 10) / 10,
      Math.round((f * weight) / 10) / 10,
      Math.round((c * weight) / 10) / 10,
      image,
      kind === 'sauces' ? 1 : 0,
      slug === 'build-your-pizza' ? 1 : 0,
      (index * 37) % 100,
      new Date(base + ((index * 11) % 300) * 86_400_000).toISOString().slice(0, 10),
      index,
    );
    const id = Number(info.lastInsertRowid);
    productId.set(slug, id);
    for (const k of ingredients) insertProductIngredient.run(id, ingredientId.get(k));
    for (const t of tags) insertProductTag.run(id, tagId.get(t));
    seedModifiers(db, id, kind, slug);
  });

  const addons: Record<string, string[]> = {
    pizza: ['cheese-sauce', 'bbq-sauce', 'garlic-sauce'],
    rolls: ['soy-sauce', 'ginger', 'wasabi'],
    nigiri: ['soy-sauce', 'ginger', 'wasabi'],
    'hot-rolls': ['soy-sauce', 'spicy-sauce'],
    sets: ['soy-sauce', 'ginger', 'wasabi'],
    burgers: ['cheese-sauce', 'bbq-sauce'],
  };
  const insertAddon = db.prepare('INSERT INTO product_addons (product_id, addon_product_id) VALUES (?, ?)');
  for (const { row, kind } of allProducts) {
    for (const addon of addons[kind] ?? []) insertAddon.run(productId.get(row[0]), productId.get(addon));
  }

  for (const [sum, slug] of GIFTS) db.prepare('INSERT INTO gifts (sum, product_id) VALUES (?, ?)').run(sum, productId.get(slug));
}

type ModifierSeed = [uk: string, ru: string, price: number, maxCount: number];

function group(
  db: Database.Database,
  productId: number,
  uk: string,
  ru: string,
  min: number,
  max: number,
  sort: number,
  items: ModifierSeed[],
) {
  const groupId = Number(
    db
      .prepare('INSERT INTO modifier_groups (product_id, name_uk, name_ru, min, max, sort) VALUES (?, ?, ?, ?, ?, ?)')
      .run(productId, uk, ru, min, max, sort).lastInsertRowid,
  );
  items.forEach(([mUk, mRu, price, maxCount], i) =>
    db
      .prepare('INSERT INTO modifiers (group_id, name_uk, name_ru, price, max_count, sort) VALUES (?, ?, ?, ?, ?, ?)')
      .run(groupId, mUk, mRu, price, maxCount, i),
  );
}

const TOPPINGS: ModifierSeed[] = [
  ['Додатковий сир', 'Дополнительный сыр', 35, 2],
  ['Бекон', 'Бекон', 40, 2],
  ['Печериці', 'Шампиньоны', 25, 2],
  ['Халапеньо', 'Халапеньо', 20, 1],
  ['Маслини', 'Маслины', 25, 1],
];

function seedModifiers(db: Database.Database, productId: number, categorySlug: string, slug: string) {
  if (categorySlug === 'pizza') {
    group(db, productId, 'Розмір', 'Размер', 1, 1, 0, [
      ['30 см', '30 см', 0, 1],
      ['40 см', '40 см', 90, 1],
    ]);
    const constructor = slug === 'build-your-pizza';
    group(db, productId, 'Додатки', 'Добавки', constructor ? 1 : 0, constructor ? 5 : 3, 1, TOPPINGS);
  } else if (categorySlug === 'burgers') {
    group(db, productId, 'Гарнір', 'Гарнир', 0, 1, 0, [
      ['Картопля фрі', 'Картофель фри', 49, 1],
      ['Цибулеві кільця', 'Луковые кольца', 59, 1],
    ]);
  } else if (categorySlug === 'wok') {
    group(db, productId, 'Основа', 'Основа', 1, 1, 0, [
      ['Удон', 'Удон', 0, 1],
      ['Соба', 'Соба', 10, 1],
      ['Рисова локшина', 'Рисовая лапша', 0, 1],
    ]);
    group(db, productId, 'Соус', 'Соус', 0, 2, 1, [
      ['Теріякі', 'Терияки', 0, 1],
      ['Гострий', 'Острый', 10, 1],
      ['Кисло-солодкий', 'Кисло-сладкий', 10, 1],
    ]);
  }
}
