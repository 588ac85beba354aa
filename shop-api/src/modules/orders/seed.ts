import type { AppContext } from '../../context';

const DAY = 86_400_000;

/**
 * Promo codes that between them hit every rejection of spec section 5 (dates relative to the
 * seeding time). WELCOME10 always works; the others say in their name what they need. Their terms
 * are the public offer's promo-code section; they have no banner (the profile's card then shows the
 * discount itself) until the restaurant puts one under the API's images.
 */
const SEEDED_PROMO_TERMS_URL = '/page/offer';

export function seedPromoCodes(ctx: AppContext) {
  const now = ctx.now().getTime();
  const iso = (days: number) => new Date(now + days * DAY).toISOString();
  const insert = ctx.db.prepare(
    `INSERT INTO promo_codes (code, name_uk, name_ru, image, conditions_url, valid_from, valid_to, min_sum, area_id, mode,
       login_required, once, discount_type, discount_value, product_id, enabled)
     VALUES (@code, @uk, @ru, @image, @url, @from, @to, @min, @area, @mode, @login, @once, @type, @value, @product, @enabled)`,
  );
  const base = {
    from: iso(-30),
    to: iso(365),
    min: 0,
    area: null,
    mode: 'any',
    login: 0,
    once: 0,
    product: null,
    enabled: 1,
    image: '',
    url: SEEDED_PROMO_TERMS_URL,
  };
  const rows: Record<string, unknown>[] = [
    { code: 'WELCOME10', uk: 'Знижка 10% на все меню', ru: 'Скидка 10% на всё меню', type: 'percent', value: 10 },
    { code: 'MINUS50', uk: '50 грн від 500 грн', ru: '50 грн от 500 грн', type: 'fixed', value: 50, min: 500 },
    { code: 'SUMMER', uk: 'Літня знижка 15%', ru: 'Летняя скидка 15%', type: 'percent', value: 15, from: iso(-200), to: iso(-1) },
    { code: 'NEWYEAR', uk: 'Новорічні 20%', ru: 'Новогодние 20%', type: 'percent', value: 20, from: iso(30), to: iso(60) },
    {
      code: 'BLACKFRIDAY',
      uk: 'Чорна пʼятниця (вимкнено)',
      ru: 'Чёрная пятница (отключено)',
      type: 'percent',
      value: 30,
      enabled: 0,
    },
    { code: 'FIRST15', uk: 'Перше замовлення −15%', ru: 'Первый заказ −15%', type: 'percent', value: 15, login: 1, once: 1 },
    {
      code: 'CENTER20',
      uk: 'Центр міста −20 грн',
      ru: 'Центр города −20 грн',
      type: 'fixed',
      value: 20,
      area: 1,
      mode: 'delivery',
    },
    { code: 'DELIVERY30', uk: 'Доставка −30 грн', ru: 'Доставка −30 грн', type: 'fixed', value: 30, mode: 'delivery' },
    { code: 'PICKUP15', uk: 'Самовивіз −15%', ru: 'Самовывоз −15%', type: 'percent', value: 15, mode: 'pickup' },
    { code: 'MOCHI', uk: 'Моті у подарунок', ru: 'Моти в подарок', type: 'dish', value: 0, product: 72 },
  ];
  for (const r of rows) insert.run({ ...base, ...r });
}
