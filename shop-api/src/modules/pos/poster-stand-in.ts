/**
 * The local Poster stand-in: a `fetch` answering Poster's web API as Poster does (method paths
 * under /api, `?token=`, `{response}` / `{error: {code, message}}` with Poster's error codes) from
 * an in-memory account, so the Poster client runs unchanged against it. Tests switch it off
 * (`down`), lose answers, and play the POS's staff (`setStatus`). Off under NODE_ENV=production.
 */
import { posterDateTime } from './poster';
import { STAND_IN_POSTER } from './settings';

/** Poster's menu in its own shapes (menu.getCategories, menu.getProducts): prices in kopecks, as strings. */
export interface StandInCategory {
  category_id: string;
  category_name: string;
  category_photo: string;
  parent_category: string;
  category_hidden: string;
  sort_order: string;
}
export interface StandInModification {
  dish_modification_id: number;
  name: string;
  /** UAH ("price in money", as Poster's dish modifications carry it). */
  price: number;
}
export interface StandInProduct {
  product_id: string;
  product_name: string;
  menu_category_id: string;
  photo: string;
  photo_origin: string | null;
  hidden: string;
  sort_order: string;
  spots: { spot_id: string; price: string; visible: string }[];
  group_modifications: {
    dish_modification_group_id: number;
    name: string;
    num_min: number;
    num_max: number;
    modifications: StandInModification[];
  }[];
}

export interface StandInIncomingOrder {
  incoming_order_id: number;
  spot_id: number;
  status: number;
  phone: string;
  first_name: string | null;
  address: string | null;
  comment: string | null;
  created_at: string;
  products: {
    io_product_id: number;
    product_id: number;
    modification: { m: number; a: number }[];
    count: number;
    price: number;
  }[];
  payment: { type: number; sum: number; currency: string } | null;
}

export interface PosterStandIn {
  fetch: typeof fetch;
  orders: StandInIncomingOrder[];
  categories: StandInCategory[];
  products: StandInProduct[];
  /** Every call answers 503, as Poster behind a failing gateway. */
  down: boolean;
  /** The next N created orders are made, but their answer never arrives (a timeout). */
  loseAnswers: number;
  /** Menu photos by path (`/upload/...`), served without a token as Poster's site serves them. */
  photos: Map<string, Buffer>;
  /** Calls received, by method (tests count them). */
  calls: string[];
  /** The POS's staff accept (1) or cancel (7) an incoming order. */
  setStatus(incomingOrderId: number, status: 0 | 1 | 7): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (code: number, message: string) => json({ error: { code, message } });

export function createPosterStandIn(now: () => Date): PosterStandIn {
  const state: PosterStandIn = {
    orders: [],
    categories: [],
    products: [],
    down: false,
    loseAnswers: 0,
    calls: [],
    photos: new Map(),
    setStatus(id, status) {
      const order = state.orders.find((o) => o.incoming_order_id === id);
      if (!order) throw new Error(`stand-in: no incoming order ${id}`);
      order.status = status;
    },
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (url.pathname.startsWith('/upload/')) {
        const photo = state.photos.get(url.pathname);
        return photo
          ? new Response(new Uint8Array(photo), { headers: { 'content-type': 'image/png' } })
          : new Response('Not Found', { status: 404 });
      }
      const method = url.pathname.replace(/^\/api\//, '');
      state.calls.push(method);
      if (state.down) return new Response('Service Unavailable', { status: 503 });
      const token = url.searchParams.get('token');
      if (!token) return error(10, 'access_token is not specified');
      if (token !== STAND_IN_POSTER.token) return error(11, 'Invalid access_token');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      switch (method) {
        case 'incomingOrders.createIncomingOrder':
          return createIncomingOrder(body);
        case 'incomingOrders.getIncomingOrder': {
          const order = state.orders.find((o) => o.incoming_order_id === Number(url.searchParams.get('incoming_order_id')));
          return order ? json({ response: order }) : error(42, 'Order not found');
        }
        case 'incomingOrders.getOwnIncomingOrders': {
          const from = url.searchParams.get('date_from') ?? '';
          return json({ response: state.orders.filter((o) => o.created_at >= from) });
        }
        case 'menu.getCategories':
          return json({ response: state.categories });
        case 'menu.getProduct': {
          const product = state.products.find((p) => p.product_id === url.searchParams.get('product_id'));
          return json({ response: product ?? [] });
        }
        case 'menu.getProducts':
          return json({ response: state.products });
        default:
          return json({ error: { code: 20, message: 'The application is not authorized to call this method' } });
      }
    },
  };

  function createIncomingOrder(body: Record<string, unknown>): Response | Promise<Response> {
    if (Number(body.spot_id) !== STAND_IN_POSTER.spotId) return error(60, 'Location not found');
    if (!body.phone && !body.client_id) return error(50, 'Absence of required properties: phone');
    const lines = Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : [];
    if (lines.length === 0) return error(50, 'Absence of required properties: products');
    const products: StandInIncomingOrder['products'] = [];
    for (const line of lines) {
      const product = state.products.find((p) => p.product_id === String(line.product_id));
      if (!product) return error(41, 'Product not found');
      const count = Number(line.count);
      if (!(count > 0)) return error(46, 'Product count have to equal or greater then 0');
      const modification = line.modification ? (JSON.parse(String(line.modification)) as { m: number; a: number }[]) : [];
      const known = new Set(product.group_modifications.flatMap((g) => g.modifications.map((m) => m.dish_modification_id)));
      if (modification.some((m) => !known.has(Number(m.m)))) return error(42, 'Product modification not found');
      products.push({
        io_product_id: products.length + 1,
        product_id: Number(line.product_id),
        modification,
        count,
        price: Number(line.price),
      });
    }
    const payment = (body.payment as StandInIncomingOrder['payment']) ?? null;
    if (payment && Number(payment.sum) !== productsSum(products)) return error(88, 'Payment sum does not match the order sum');
    const order: StandInIncomingOrder = {
      incoming_order_id: state.orders.length + 1,
      spot_id: STAND_IN_POSTER.spotId,
      status: 0,
      phone: String(body.phone ?? ''),
      first_name: body.first_name ? String(body.first_name) : null,
      address: body.address ? String(body.address) : null,
      comment: body.comment ? String(body.comment) : null,
      created_at: posterDateTime(now()),
      products,
      payment,
    };
    state.orders.push(order);
    if (state.loseAnswers > 0) {
      state.loseAnswers--;
      return Promise.reject(Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }));
    }
    return json({ response: order });
  }

  /** What Poster counts an order's products at, kopecks: (price + its modifications) x count. */
  function productsSum(products: StandInIncomingOrder['products']): number {
    return products.reduce((sum, line) => {
      const product = state.products.find((p) => p.product_id === String(line.product_id));
      const modifications = product?.group_modifications.flatMap((g) => g.modifications) ?? [];
      const modificationsKopecks = line.modification.reduce(
        (m, x) => m + Math.round((modifications.find((d) => d.dish_modification_id === Number(x.m))?.price ?? 0) * 100) * x.a,
        0,
      );
      return sum + (line.price + modificationsKopecks) * line.count;
    }, 0);
  }

  return state;
}

/** The stand-in's account filled from the shop's catalogue, POS ids = shop ids (prices to kopecks). */
export function fillStandInMenu(
  standIn: PosterStandIn,
  menu: {
    categories: { id: number; name_uk: string; hidden: boolean; sort: number }[];
    dishes: {
      id: number;
      category_id: number;
      name_uk: string;
      price: number;
      hidden: boolean;
      sort: number;
      groups: {
        id: number;
        name_uk: string;
        min: number;
        max: number;
        modifiers: { id: number; name_uk: string; price: number }[];
      }[];
    }[];
  },
) {
  standIn.categories = menu.categories.map((c) => ({
    category_id: String(c.id),
    category_name: c.name_uk,
    category_photo: '',
    parent_category: '0',
    category_hidden: c.hidden ? '1' : '0',
    sort_order: String(c.sort),
  }));
  standIn.products = menu.dishes.map((d) => ({
    product_id: String(d.id),
    product_name: d.name_uk,
    menu_category_id: String(d.category_id),
    photo: '',
    photo_origin: null,
    hidden: d.hidden ? '1' : '0',
    sort_order: String(d.sort),
    spots: [{ spot_id: String(STAND_IN_POSTER.spotId), price: String(Math.round(d.price * 100)), visible: d.hidden ? '0' : '1' }],
    group_modifications: d.groups.map((g) => ({
      dish_modification_group_id: g.id,
      name: g.name_uk,
      num_min: g.min,
      num_max: g.max,
      modifications: g.modifiers.map((m) => ({ dish_modification_id: m.id, name: m.name_uk, price: m.price })),
    })),
  }));
}
