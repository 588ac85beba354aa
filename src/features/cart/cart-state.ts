/**
 * The cart store's shape (spec section 3 "Cart state"), one interface per slice: the store
 * (cart-store.ts) is the four slices on zustand's slices pattern, each in its own file.
 */
import type { ApiClient } from '../../api-client/client';
import type { Analytics } from '../analytics';
import type { CartLine, CartLineInput, CartModifierGroup, CartProductSource, Gift, LineDiscount } from './cart-math';
import type { MenuNotice, MenuOff } from './cart-menu';
import type { CartStorage } from './cart-storage';
import type { LiveMenu } from '../live-menu';

export type CartStatus = 'init' | 'ready' | 'checking';

export type NoticeKind = 'success' | 'error' | 'info';
/** Shows a toast: `key` is a translation key (locales/<lang>/cart.json or common.json). */
export type Notifier = (key: string, kind: NoticeKind, vars?: Record<string, string | number>) => void;

export interface NextGift {
  gift: Gift;
  /** UAH still missing. */
  remaining: number;
}

/** The lines, their GUID and what depends on them (cart-lines-slice.ts). */
export interface LinesSlice {
  status: CartStatus;
  /** UAH: sum of the line sums of the lines that can be ordered now (`orderable`). */
  total: number;
  /** The line last added (for an "in cart" highlight); null after a reset. */
  added: CartLine | null;
  all: CartLine[];
  /**
   * The lines that can be ordered now (`all` itself when every line can): the total, the discount
   * check and checkout count these; the others stay in `all`, flagged "temporarily unavailable".
   */
  orderable: CartLine[];
  /** The last placed order (checkout sets it; the thank-you/tracking UI reads it). */
  lastOrder: unknown;
  /** The cart GUID (created on the first add). */
  guid: string | null;
  /** Message key of the last failed cart call, or null. */
  error: string | null;

  /** Adds (or merges) a product; returns the resulting line. Optimistic, no network. */
  add(input: CartLineInput): CartLine;
  /**
   * Adds several products in one action (a repeated order): each joins the cart as add() does
   * (same dish and modifiers merge, counts capped at 100), one save, one analytics add_to_cart
   * with every line's added units; no toast (the caller says what happened).
   */
  addMany(inputs: readonly CartLineInput[]): void;
  removeLine(id: string): void;
  /** Sets a line's count; clamped to 1..100. */
  updateCount(id: string, count: number): void;
  increase(id: string): void;
  decrease(id: string): void;
  updateModifiers(id: string, groups: CartModifierGroup[]): void;
  /** Replaces the whole cart (e.g. repeat order); all discounts reset to 0. */
  setCart(lines: CartLine[]): void;
  /** Drops the GUID and empties the list (after an order, on logout / account switch). */
  nullify(): void;
  /** The cart GUID (the order's idempotency key), created and saved if the cart has none. */
  ensureGuid(): string;
  /** nullify() + clearLastOrder(): what logout and account switch call. */
  resetForLogout(): void;
  setLastOrder(order: unknown): void;
  clearLastOrder(): void;
  /** Reads the saved cart (on load); invalid stored values give an empty cart or the part that validates. */
  restore(): void;
  /** The cart list became visible: one analytics list event. */
  reportViewed(): void;
  clearError(): void;
  /** Applies a `storage` event (another tab changed the cart); exposed for tests. */
  handleStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void;
}

/** Gifts by the total and the sauces offered in the drawer (cart-gifts-slice.ts). */
export interface GiftsSlice {
  /** The free gift reached (at most one: the highest qualifying), shown as a free item. */
  freeProducts: Gift[];
  /** The next gift and the amount still missing (hint), or null. */
  nextGift: NextGift | null;
  gifts: Gift[];
  sauces: CartProductSource[];
  loadSauces(): Promise<void>;
  loadGifts(options?: { force?: boolean }): Promise<void>;
}

/** The server's line discounts (cart-discount-slice.ts). */
export interface DiscountSlice {
  /** UAH: sum of the line discounts from the last check-discount. */
  discount: number;
  applyDiscounts(discounts: LineDiscount[]): void;
  /** POST check-discount with the lines; results apply only if the lines did not change meanwhile. */
  checkDiscount(promoCode?: string): Promise<{ ok: boolean; error?: string }>;
}

/** The lines against the menu and the live feed (cart-menu-slice.ts). */
export interface MenuSlice {
  /** What the fresh-menu check changed (for the drawer to list); cleared by dismissMenuNotices. */
  menuNotices: MenuNotice[];
  /** What cannot be ordered now (the last live feed, or the server's refusal at checkout). */
  off: MenuOff;
  /**
   * Fresh-menu check: compares the lines with the menu (given, e.g. built-in data, or fetched from
   * GET /api/products) and the live feed read alongside (applied first, see applyLiveMenu). Changed
   * prices are updated and dishes/modifiers gone from the catalogue dropped, each with a notice;
   * ones that are only off now stay, flagged. A failed fetch or an empty menu changes nothing.
   */
  checkMenu(menu?: CartProductSource[]): Promise<{ ok: boolean; notices: MenuNotice[] }>;
  /**
   * The live feed's prices over the lines (price changes each with a notice that stays on the line
   * until dismissed); unavailable dishes stay in the cart, flagged where shown. Never a network call.
   */
  applyLiveMenu(menu: LiveMenu): void;
  /** Reads the live feed once more and applies it (checkout, before it stops on a flag that may be older than the menu). */
  refreshLiveMenu(): Promise<void>;
  /** The server refused these dishes (hidden, workshop off): their lines stay, flagged, until a feed says otherwise. */
  markUnavailable(productIds: readonly number[]): void;
  dismissMenuNotices(): void;
}

export type CartState = LinesSlice & GiftsSlice & DiscountSlice & MenuSlice;

type Data<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K] };
/** The cart's values without its actions. */
export type CartData = Data<CartState>;

export interface CartDeps {
  api: ApiClient;
  storage: CartStorage;
  analytics: Analytics | (() => Analytics);
  notify: Notifier;
  makeGuid?: () => string;
  /** Reads the live feed once (null when it cannot be read); the fresh-menu check uses it. */
  readLiveMenu?: () => Promise<LiveMenu | null>;
}
