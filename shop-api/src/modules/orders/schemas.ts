import { REVIEW_PHOTO_MAX_CHARS } from './review-photo';
import { Type } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';
import { CheckoutFormSchema, PaymentStatusName } from '../payments';
import { NearestPickupSchema } from '../content';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Money = Type.Number({ minimum: 0, maximum: 1_000_000 });

export const ModifierInput = Type.Object(
  { id: Id, count: Type.Integer({ minimum: 1, maximum: 100 }) },
  { additionalProperties: false },
);

/** A cart line as the storefront keeps it (spec section 3 cart product; extra display fields are ignored). */
export const CartLineInput = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64, description: 'local line id (uuid)' })),
  product_id: Id,
  count: Type.Integer({ minimum: 1, maximum: 100 }),
  price: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'unit price with modifiers, UAH, as the client shows it' }),
  modifiers: Type.Optional(Type.Array(ModifierInput, { maxItems: 30 })),
});
export const CartLines = Type.Array(CartLineInput, { minItems: 1, maxItems: 100 });

export const DeliveryType = Type.Union([Type.Literal('delivery'), Type.Literal('pickup')]);

export const PromoCheckBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
  items: CartLines,
  delivery_type: DeliveryType,
  area_id: Type.Optional(Id),
  street: Type.Optional(Type.String({ maxLength: 120 })),
  house: Type.Optional(Type.String({ maxLength: 20 })),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
});
export const PromoCheckResult = Type.Object({
  valid: Type.Boolean(),
  code: Type.String(),
  name: Type.String(),
  discount: Type.Number(),
  message: Type.String({ description: "message key: 'promo_applied'" }),
});

export const PromoCodeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD (start of validity)' }),
  code: Type.String(),
  image: Type.String({ description: 'image name' }),
  conditions_url: Type.String(),
  valid_from: Type.String(),
  valid_to: Type.String(),
  min_sum: Type.Number(),
  area: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  delivery_only: Type.Boolean(),
  pickup_only: Type.Boolean(),
  login_required: Type.Boolean(),
  once: Type.Boolean(),
  discount_type: Type.String({ description: "'percent' | 'fixed' (UAH) | 'dish' (one unit of product_id free)" }),
  discount_value: Type.Number(),
  product_id: Nullable(Type.Integer()),
});

export const CheckDiscountBody = Type.Object({
  items: Type.Array(CartLineInput, { maxItems: 100 }),
  promo_code: Type.Optional(Type.String({ maxLength: 40 })),
});
export const CheckDiscountResult = Type.Object({
  loyatyResult: Type.Object({
    programResults: Type.Array(
      Type.Object({ discounts: Type.Array(Type.Object({ orderItemId: Type.String(), discount: Type.Number() })) }),
    ),
  }),
  total: Type.Number(),
  discount: Type.Number(),
});

const short = (max: number) => Type.String({ maxLength: max });
export const AddressInput = Type.Object({
  street: Type.String({ minLength: 1, maxLength: 120 }),
  house: Type.String({ minLength: 1, maxLength: 20 }),
  apartment: Type.Optional(short(20)),
  private_house: Type.Optional(Type.Boolean()),
  entrance: Type.Optional(short(20)),
  code: Type.Optional(short(20)),
  floor: Type.Optional(short(20)),
  name: Type.Optional(short(100)),
  is_main: Type.Optional(Type.Boolean()),
});

export const CreateOrderBody = Type.Object({
  cart_guid: Type.String({ format: 'uuid', description: 'idempotency key: the same cart is never ordered twice' }),
  items: CartLines,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ minLength: 3, maxLength: 32 }),
  phone_proof: Type.Optional(
    Type.String({
      maxLength: 128,
      description: "a guest's proof of the phone (secret/check's phone_proof); 422 phone_unconfirmed without a valid one",
    }),
  ),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  delivery_type: DeliveryType,
  address: Type.Optional(AddressInput),
  pickup_point_id: Type.Optional(Id),
  time: Type.String({ minLength: 1, maxLength: 40, description: "'asap' or an ISO date-time" }),
  pay_type: Type.Union([Type.Literal('cash'), Type.Literal('online'), Type.Literal('terminal')]),
  change_from: Type.Optional(Money),
  cutlery: Type.Integer({ minimum: 0, maximum: 99 }),
  comment: Type.Optional(short(1000)),
  promo_code: Type.Optional(short(40)),
  bonus_debit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  expected_delivery_price: Type.Optional(Money),
  return_url: Type.Optional(
    Type.String({ maxLength: 500, description: 'storefront page the payment page returns to (result_url, with ?order=<id>)' }),
  ),
});

export const StatusName = Type.Union([
  Type.Literal('New'),
  Type.Literal('In progress'),
  Type.Literal('On the way'),
  Type.Literal('Delivered'),
  Type.Literal('Cancelled'),
]);

export const PopupOrder = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  formattedDeliveryTime: Type.String({ description: 'HH:mm, Kyiv' }),
  deliveryTimeRange: Type.String({
    description: 'HH:mm - HH:mm, Kyiv: plus or minus 15 minutes, never starting before the kitchen opens',
  }),
  delivery_at: Type.String(),
  delivery_from: Type.String({ description: 'ISO instant the promised window starts (never before opening)' }),
  delivery_to: Type.String({ description: 'ISO instant the promised window ends (30 minutes after it starts)' }),
  is_self_delivery: Type.Boolean(),
  is_working_time: Type.Boolean(),
  status: StatusName,
  payment_status: PaymentStatusName,
  money: Type.Object(
    {
      held: Type.Number({ description: 'UAH authorised on the card, not yet captured' }),
      captured: Type.Number({ description: 'UAH taken' }),
      refunded: Type.Number({ description: 'UAH given back' }),
      refund_pending: Type.Number({ description: 'UAH of refunds sent, not yet confirmed' }),
      outstanding: Type.Number({ description: 'UAH still to pay online (0 for cash, terminal and cancelled orders)' }),
    },
    { description: 'the online payment in sums (issue 45)' },
  ),
  receipts: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('sell'), Type.Literal('return')]),
      amount: Type.Number({ description: 'UAH' }),
      status: Type.Union([Type.Literal('pending'), Type.Literal('done')], {
        description: 'pending: queued for the cash register',
      }),
      url: Nullable(Type.String({ description: "the fiscal receipt's page (Checkbox), once done" })),
    }),
    { description: 'fiscal receipts of online payments and refunds' },
  ),
});

export const OrderSchema = Type.Composite([
  PopupOrder,
  Type.Object({
    name: Type.String(),
    phone: Type.String(),
    email: Nullable(Type.String()),
    delivery_type: DeliveryType,
    address: Nullable(
      Type.Object({
        street: Type.String(),
        house: Type.String(),
        apartment: Type.String(),
        private_house: Type.Boolean(),
        entrance: Type.String(),
        code: Type.String(),
        floor: Type.String(),
        name: Type.String(),
        is_main: Type.Boolean(),
      }),
    ),
    pickup_point: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() })),
    time: Type.String(),
    subtotal: Type.Number(),
    sum: Type.Number({ description: 'goods after discounts' }),
    discount: Type.Number(),
    delivery_price: Type.Number(),
    bonus_debit: Type.Integer(),
    sum_to_pay: Type.Number(),
    sum_paid: Type.Number(),
    pay_type: Type.String(),
    change_from: Nullable(Type.Number()),
    cutlery: Type.Integer(),
    comment: Type.String(),
    promo_code: Nullable(Type.String()),
    cashback: Type.Integer({ description: 'bonuses credited when Delivered' }),
    created_at: Type.String(),
    items: Type.Array(
      Type.Object({
        id: Type.Integer(),
        product_id: Type.Integer(),
        name: Type.String(),
        name_ua: Type.String(),
        price: Type.Number(),
        count: Type.Integer(),
        discount: Type.Number(),
        modifiers: Type.Array(Type.Object({ id: Type.Integer(), count: Type.Integer(), price: Type.Number() })),
      }),
    ),
  }),
]);

/** The form the storefront posts to the payment provider's checkout page (LiqPay: data + signature). */

/** POST /api/orders answer: the order, and for an unpaid online order the checkout form to post. */
export const PlacedOrderSchema = Type.Composite([
  OrderSchema,
  Type.Object({
    checkout: Nullable(CheckoutFormSchema),
    awaiting_confirmation: Type.Boolean({
      description: "a guest's big order waiting for the desk's acceptance: not payable online before it (no checkout)",
    }),
    secret: Type.String({ description: "the order's secret: the placing browser reads, pays and reviews the order with it" }),
  }),
]);

/** 422 of order creation: the Laravel shape plus what the client needs to fix the cart. */
export const OrderErrorBody = Type.Object({
  message: Type.String(),
  nearest_pickup: Type.Optional(
    Type.Union([NearestPickupSchema, Type.Null()], {
      description: 'with delivery_impossible: the open pickup point closest to the address (null: none open)',
    }),
  ),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  items: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Type.String()),
        product_id: Type.Integer(),
        count: Type.Integer(),
        price: Type.Number(),
        old_price: Type.Number(),
        modifiers: Type.Array(Type.Object({ id: Type.Integer(), count: Type.Integer() })),
      }),
    ),
  ),
  product_ids: Type.Optional(Type.Array(Type.Integer(), { description: 'dishes removed / not available' })),
  next_opening: Type.Optional(Nullable(Type.String({ description: 'ISO instant the kitchen opens' }))),
  min_sum: Type.Optional(Type.Number()),
  delivery_price: Type.Optional(Type.Number()),
});

export const ReviewBody = Type.Object({
  order_id: Id,
  food: Type.Integer({ minimum: 0, maximum: 5 }),
  delivery: Type.Integer({ minimum: 0, maximum: 5 }),
  pack: Type.Integer({ minimum: 0, maximum: 5 }),
  food_text: Type.Optional(short(2000)),
  delivery_text: Type.Optional(short(2000)),
  pack_text: Type.Optional(short(2000)),
  photo: Type.Optional(
    Type.String({
      maxLength: REVIEW_PHOTO_MAX_CHARS,
      description: 'data:image/(jpeg|png|webp);base64,... (at most 2 MiB; stored as a JPEG without metadata)',
    }),
  ),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  order_number: Type.Integer(),
  food: Type.Integer(),
  delivery: Type.Integer(),
  pack: Type.Integer(),
  food_text: Type.String(),
  delivery_text: Type.String(),
  pack_text: Type.String(),
  has_photo: Type.Boolean(),
  created_at: Type.String(),
});

export const IdParams = Type.Object({ id: Id });

export const CartLineOut = Type.Object({
  id: Type.String(),
  product_id: Type.Integer(),
  name: Type.String(),
  name_ua: Type.String(),
  price: Type.Number({ description: 'current unit price with modifiers' }),
  count: Type.Integer(),
  discount: Type.Number(),
  weight: Type.Number(),
  main_image: Type.Object({ url: Type.String(), urlForList: Type.String(), width: Type.Integer(), height: Type.Integer() }),
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
          count: Type.Integer(),
          pivot: Type.Object({ price: Type.Number() }),
        }),
      ),
    }),
  ),
  addons: Type.Array(Type.Integer()),
});
export const RepeatAnswer = Type.Object({
  items: Type.Array(CartLineOut),
  unavailable: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String() })),
});

export const AcceptAddressBody = Type.Object({ id: Id, name: Type.String({ maxLength: 100 }), asMain: Type.Boolean() });
export const AcceptAddressAnswer = Type.Object({ message: Type.String(), address_id: Type.Integer() });

export const DevOrdersQuery = Type.Object({ cart_guid: Type.String({ format: 'uuid' }) });
export const DevOrderRef = Type.Object({ id: Type.Integer(), number: Type.Integer() });
export const DevStatusBody = Type.Object({ status: StatusName });
