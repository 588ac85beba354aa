import { Type } from '@sinclair/typebox';
import { Image, MessageBody, Nullable } from '../../http/schemas';

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  name_ua: Type.String(),
  parent_id: Nullable(Type.Integer()),
  sort: Type.Integer(),
  svg: Type.String({ description: 'Icon markup (SVG) as stored; clients must sanitise before injecting' }),
  seo_text: Type.String({ description: 'HTML' }),
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String({ description: 'HTML' }) })),
});

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  name_ua: Type.String(),
  description: Type.String({ description: 'HTML' }),
  composition: Type.String(),
  allergens: Type.String(),
  price: Type.Number({ description: 'UAH' }),
  old_price: Nullable(Type.Number()),
  weight: Type.Integer({ description: 'grams' }),
  diameter: Nullable(Type.Integer({ description: 'cm' })),
  calories: Nullable(Type.Number({ description: 'kcal per portion' })),
  proteins: Nullable(Type.Number({ description: 'grams per portion' })),
  fats: Nullable(Type.Number()),
  carbohydrates: Nullable(Type.Number()),
  main_image: Image,
  category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), name_ua: Type.String() }),
  modifiers_group: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      min: Type.Integer(),
      max: Type.Integer(),
      modifiers: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          max_count: Type.Integer(),
          pivot: Type.Object({ price: Type.Number({ description: 'UAH per unit' }) }),
        }),
      ),
    }),
  ),
  addons: Type.Array(Type.Integer(), { description: 'ids of products offered with this one (sauces)' }),
  tags: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), color: Type.String() })),
  ingredients: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), image: Image })),
  is_sauce: Type.Boolean(),
  is_constructor: Type.Boolean(),
  popularity: Type.Integer(),
  created_at: Type.String({ format: 'date' }),
});

export const GiftSchema = Type.Object({
  id: Type.Integer(),
  sum: Type.Number({ description: 'UAH cart threshold' }),
  product: ProductSchema,
});

export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 100 }) });
export const ProductParams = Type.Object({ idOrSlug: Type.String({ maxLength: 100 }) });
export const LiveFeedHeaders = Type.Object({ 'if-none-match': Type.Optional(Type.String({ maxLength: 200 })) });
export const ImageResponses = { 200: Type.String({ contentMediaType: 'image/jpeg' }), 404: MessageBody };

const price = Type.Number({ minimum: 0, maximum: 100000 });
export const DevPriceBody = Type.Object({ product_id: Type.Integer(), price });
export const DevDishBody = Type.Object({ product_id: Type.Integer(), hidden: Type.Boolean() });
export const DevModifierBody = Type.Object({ modifier_id: Type.Integer(), hidden: Type.Boolean() });
export const DevWorkshopBody = Type.Object({ code: Type.String({ maxLength: 20 }), enabled: Type.Boolean() });
export const DevNameBody = Type.Object({
  product_id: Type.Integer(),
  name_uk: Type.String({ minLength: 1, maxLength: 200 }),
  name_ru: Type.String({ minLength: 1, maxLength: 200 }),
});
