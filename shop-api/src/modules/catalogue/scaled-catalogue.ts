import { CATEGORIES, INGREDIENTS, PRODUCTS, type CategorySeed, type ProductRow } from './seed-data';

/**
 * An opt-in catalogue scaled to `total` products (SHOP_API_SCALE / `npm run api -- --reset
 * --scale N`), for build-time and memory figures of a large menu. The demo menu stays as it is;
 * the extra dishes are variants of its dishes ("Піца Маргарита з беконом та руколою"), named in
 * both languages, grouped into generated collections of about PRODUCTS_PER_COLLECTION dishes
 * ("Піца · Від шефа"), some of them sub-categories of the demo's top-level categories.
 *
 * Images: a variant shows the photo of the dish it varies (`image` = the base dish's image set),
 * so the scaled catalogue has the same 88 distinct dish images as the demo. That is what a real
 * menu of variants looks like, and it keeps Gatsby's image processing bounded (one File node and
 * one set of AVIF/WebP renditions per distinct URL) while every product still has a real image.
 *
 * Pure and deterministic: the same `total` always gives the same rows.
 */

export const PRODUCTS_PER_COLLECTION = 100;
/** Largest supported scale: the variant names of the smallest base category run out beyond it. */
export const MAX_SCALE = 50_000;

export interface ScaledCategory extends CategorySeed {
  /** Demo category whose dishes this collection varies (modifiers, add-ons, sauces follow it). */
  base: string;
}

export interface ScaledProduct {
  row: ProductRow;
  /** Image set base name: the base dish's (`products/{base slug}`). */
  image: string;
  /** Demo category the dish belongs to by kind (modifier groups, add-ons, is_sauce). */
  kind: string;
}

/** [slug, uk, ru] of a collection. */
const COLLECTIONS: [string, string, string][] = [
  ['classic', 'Класика', 'Классика'],
  ['chef', 'Від шефа', 'От шефа'],
  ['season', 'Сезонне меню', 'Сезонное меню'],
  ['premium', 'Преміум', 'Премиум'],
  ['hits', 'Хіти продажів', 'Хиты продаж'],
  ['week', 'Новинки тижня', 'Новинки недели'],
  ['lunch', 'Обідні пропозиції', 'Обеденные предложения'],
  ['party', 'Для компанії', 'Для компании'],
  ['light', 'Легке меню', 'Лёгкое меню'],
  ['xl', 'Великі порції', 'Большие порции'],
  ['kids', 'Дитяче меню', 'Детское меню'],
  ['hot', 'Гостре', 'Острое'],
];
const COLLECTION_TAG: Record<string, string> = { hits: 'hit', week: 'new', kids: 'kids', hot: 'spicy' };

/** [slug, uk and ru in the instrumental case (after "з" / "с"), ingredient key?] */
type Addition = [string, string, string, string?];

const SAVOURY: Addition[] = [
  ['bacon', 'беконом', 'беконом', 'bacon'],
  ['grilled-chicken', 'куркою гриль', 'курицей гриль', 'chicken'],
  ['double-cheese', 'подвійним сиром', 'двойным сыром', 'mozzarella'],
  ['arugula', 'руколою', 'рукколой'],
  ['jalapeno', 'халапеньо', 'халапеньо', 'chili'],
  ['mushrooms', 'печерицями', 'шампиньонами', 'mushrooms'],
  ['cream-sauce', 'вершковим соусом', 'сливочным соусом', 'sour-cream'],
  ['parmesan', 'пармезаном', 'пармезаном', 'parmesan'],
  ['dried-tomatoes', "в'яленими томатами", 'вялеными томатами', 'tomato'],
  ['pesto', 'песто', 'песто', 'basil'],
  ['onion', 'карамелізованою цибулею', 'карамелизированным луком', 'onion'],
  ['egg', 'яйцем', 'яйцом', 'egg'],
  ['beef', 'яловичиною', 'говядиной', 'beef'],
  ['truffle', 'трюфельною олією', 'трюфельным маслом'],
];
const FISH: Addition[] = [
  ['salmon', 'лососем', 'лососем', 'salmon'],
  ['tuna', 'тунцем', 'тунцом', 'tuna'],
  ['eel', 'вугрем', 'угрём', 'eel'],
  ['shrimp', 'креветкою', 'креветкой', 'shrimp'],
  ['tobiko', 'ікрою тобіко', 'икрой тобико', 'tobiko'],
  ['avocado', 'авокадо', 'авокадо', 'avocado'],
  ['sesame', 'кунжутом', 'кунжутом', 'sesame'],
  ['spicy', 'соусом спайсі', 'соусом спайси', 'chili'],
  ['mango', 'манго', 'манго'],
  ['cucumber', 'огірком', 'огурцом', 'cucumber'],
  ['cream-cheese', 'вершковим сиром', 'сливочным сыром', 'cream-cheese'],
  ['unagi', 'соусом унагі', 'соусом унаги', 'unagi'],
  ['crab', 'сніжним крабом', 'снежным крабом', 'crab'],
  ['scallop', 'гребінцем', 'гребешком'],
];
const SWEET: Addition[] = [
  ['strawberry', 'полуницею', 'клубникой', 'strawberry'],
  ['chocolate', 'шоколадом', 'шоколадом', 'chocolate'],
  ['caramel', 'карамеллю', 'карамелью'],
  ['nuts', 'горіхами', 'орехами'],
  ['vanilla', 'ваніллю', 'ванилью'],
  ['raspberry', 'малиною', 'малиной'],
  ['mango', 'манго', 'манго'],
  ['honey', 'медом', 'мёдом'],
  ['pistachio', 'фісташками', 'фисташками'],
  ['cherry', 'вишнею', 'вишней'],
  ['ice-cream', 'морозивом', 'мороженым'],
  ['cinnamon', 'корицею', 'корицей'],
];
const DRINK: Addition[] = [
  ['lime', 'лаймом', 'лаймом'],
  ['mint', "м'ятою", 'мятой', 'mint'],
  ['ginger', 'імбиром', 'имбирём'],
  ['strawberry', 'полуницею', 'клубникой', 'strawberry'],
  ['orange', 'апельсином', 'апельсином'],
  ['passion-fruit', 'маракуєю', 'маракуйей'],
  ['ice', 'льодом', 'льдом'],
  ['lemon', 'лимоном', 'лимоном', 'lemon'],
  ['basil', 'базиліком', 'базиликом', 'basil'],
  ['cucumber', 'огірком', 'огурцом', 'cucumber'],
  ['raspberry', 'малиною', 'малиной'],
  ['honey', 'медом', 'мёдом'],
];
const SAUCE: Addition[] = [
  ['garlic', 'часником', 'чесноком'],
  ['dill', 'кропом', 'укропом', 'dill'],
  ['honey', 'медом', 'мёдом'],
  ['mustard', 'гірчицею', 'горчицей'],
  ['chili', 'перцем чилі', 'перцем чили', 'chili'],
  ['lime', 'лаймом', 'лаймом'],
  ['herbs', 'травами', 'травами'],
  ['paprika', 'копченою паприкою', 'копчёной паприкой'],
  ['sesame', 'кунжутом', 'кунжутом', 'sesame'],
  ['ginger', 'імбиром', 'имбирём'],
  ['cheese', 'сиром', 'сыром', 'cheddar'],
  ['mango', 'манго', 'манго'],
];
const ADDITIONS: Record<string, Addition[]> = {
  rolls: FISH,
  nigiri: FISH,
  'hot-rolls': FISH,
  sets: FISH,
  desserts: SWEET,
  drinks: DRINK,
  sauces: SAUCE,
};
const additionsOf = (kind: string) => ADDITIONS[kind] ?? SAVOURY;

const INGREDIENT_KEYS = new Set(INGREDIENTS.map(([key]) => key));

/** Russian takes "со" before a consonant cluster that starts with с/з/ш/щ/ж, and before "льд"/"мн". */
export function withRu(phrase: string): string {
  return /^([сзшщж][^аеёиоуыэюя\s]|льд|мн)/i.test(phrase) ? `со ${phrase}` : `с ${phrase}`;
}

/** "з A", "з A та B", "з A, B та C" (Ukrainian) and the Russian counterpart. */
export function variantSuffix(additions: Addition[]): { uk: string; ru: string } {
  const list = (words: string[], and: string) =>
    words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
  const uk = list(
    additions.map((a) => a[1]),
    'та',
  );
  const ru = list(
    additions.map((a) => a[2]),
    'и',
  );
  return { uk: `з ${uk}`, ru: withRu(ru) };
}

/** Subsets of 1, 2, then 3 additions (index combinations), in a fixed order. */
function subsets(count: number): number[][] {
  const out: number[][] = [];
  for (let a = 0; a < count; a++) out.push([a]);
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) out.push([a, b]);
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) for (let c = b + 1; c < count; c++) out.push([a, b, c]);
  return out;
}

/** Up to the next price ending in 9 (UAH): 54.9 -> 59, 200.5 -> 209. */
const roundPrice = (uah: number) => Math.ceil((uah + 1) / 10) * 10 - 1;

/** Collections and dishes that bring the demo menu up to `total` products (none when total <= the demo's size). */
export function scaledCatalogue(total: number): { categories: ScaledCategory[]; products: ScaledProduct[] } {
  if (!Number.isInteger(total) || total < 0 || total > MAX_SCALE)
    throw new Error(`catalogue scale must be a whole number from 0 to ${MAX_SCALE} (got ${total})`);
  const extra = Math.max(0, total - PRODUCTS.length);
  const bases = CATEGORIES.filter((c) => PRODUCTS.some((p) => p[1] === c.slug));
  const dishesOf = new Map(bases.map((b) => [b.slug, PRODUCTS.filter((p) => p[1] === b.slug && p[0] !== 'build-your-pizza')]));
  const subsetsOf = new Map(bases.map((b) => [b.slug, subsets(additionsOf(b.slug).length)]));
  const used = new Map(bases.map((b) => [b.slug, 0])); // variants handed out per base category

  const categories: ScaledCategory[] = [];
  const products: ScaledProduct[] = [];
  const collectionCount = Math.ceil(extra / PRODUCTS_PER_COLLECTION);
  for (let k = 0; k < collectionCount; k++) {
    const base = bases[k % bases.length];
    const round = Math.floor(k / bases.length);
    const [cSlug, cUk, cRu] = COLLECTIONS[round % COLLECTIONS.length];
    const lap = Math.floor(round / COLLECTIONS.length);
    const slug = `${base.slug}-${cSlug}${lap ? `-${lap + 1}` : ''}`;
    // Every third collection of a top-level category is its sub-category (/category/pizza/pizza-chef/).
    const parent = !base.parent && k % 3 === 2 ? base.slug : undefined;
    categories.push({
      ...base,
      slug,
      parent,
      base: base.slug,
      uk: `${base.uk} · ${cUk}${lap ? ` ${lap + 1}` : ''}`,
      ru: `${base.ru} · ${cRu}${lap ? ` ${lap + 1}` : ''}`,
    });

    const dishes = dishesOf.get(base.slug)!;
    const combos = subsetsOf.get(base.slug)!;
    const additions = additionsOf(base.slug);
    const size = Math.min(PRODUCTS_PER_COLLECTION, extra - k * PRODUCTS_PER_COLLECTION);
    for (let n = 0; n < size; n++) {
      const c = used.get(base.slug)!;
      used.set(base.slug, c + 1);
      const dish = dishes[c % dishes.length];
      const picked = combos[Math.floor(c / dishes.length)];
      if (!picked) throw new Error(`catalogue scale ${total}: variant names of "${base.slug}" ran out`);
      const chosen = picked.map((i) => additions[i]);
      const [dishSlug, , uk, ru, price, weight, ingredients, tags, diameter] = dish;
      const suffix = variantSuffix(chosen);
      const extraIngredients = chosen.map((a) => a[3]).filter((key): key is string => !!key && INGREDIENT_KEYS.has(key));
      const tag = COLLECTION_TAG[cSlug];
      products.push({
        row: [
          `${dishSlug}-${chosen.map((a) => a[0]).join('-')}`,
          slug,
          `${uk} ${suffix.uk}`,
          `${ru} ${suffix.ru}`,
          roundPrice(price * (1 + 0.12 * chosen.length)),
          weight + (base.slug === 'sauces' ? 5 : 40) * chosen.length,
          [...new Set([...ingredients, ...extraIngredients])],
          [...new Set([...tags, ...(tag ? [tag] : [])])],
          diameter,
        ],
        image: `products/${dishSlug}`,
        kind: base.slug,
      });
    }
  }
  return { categories, products };
}
