/**
 * The cart store (spec section 3 "Cart state", section 4 "Cart"): Zustand + Immer, rules from
 * cart-math.ts, persistence from cart-storage.ts, calls from cart-api.ts, events to analytics.
 *
 * - Every change of the lines saves them locally, recomputes total/discount/gifts and sends a
 *   `cart-status` event to the marketing sink.
 * - `add` is optimistic: the line is in the cart (and saved) before any network call.
 * - Network calls (gifts, sauces, check-discount) return errors as values: the cart is never lost
 *   or changed by a failure; `error` holds a message key for the UI (locales/<lang>/cart.json).
 * - Logout / account switch: the auth feature calls `nullify()` (drops the GUID and empties the
 *   list, in every open tab through the storage event) and `clearLastOrder()`. Use `resetForLogout()`
 *   for both at once, so one customer's cart never leaks to the next.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { ApiClient, ApiError } from '../../api-client/client';
import { shopApi } from '../../api-client/shop-api';
import { getAnalytics, type Analytics, type AnalyticsLine } from '../analytics';
import {
  addLine,
  MAX_COUNT,
  applyDiscounts as applyLineDiscounts,
  cartTotal,
  discountTotal,
  giftProgress,
  lineSum,
  removeLine as removeCartLine,
  resetDiscounts,
  setLineCount,
  setLineModifiers,
  unitPrice,
  type CartLine,
  type CartLineInput,
  type CartModifierGroup,
  type CartProductSource,
  type Gift,
  type LineDiscount,
} from './cart-math';
import { whenIdle } from '../../shared/when-idle';
import { fetchGifts, fetchMenu, fetchSauces, postCheckDiscount } from './cart-api';
import {
  applyLivePrices,
  MENU_NOTICE_KEYS,
  menuOff,
  nothingOff,
  orderableLines,
  reconcileWithMenu,
  sameOff,
  type MenuNotice,
  type MenuOff,
} from './cart-menu';
import { readLiveMenu, type LiveMenu } from '../live-menu';
import {
  browserCartStorage,
  CART_KEY,
  GUID_KEY,
  isGuid,
  newGuid,
  parseStoredCart,
  validateLines,
  type CartStorage,
} from './cart-storage';

export type CartStatus = 'init' | 'ready' | 'checking';

export type NoticeKind = 'success' | 'error' | 'info';
/** Shows a toast: `key` is a translation key (locales/<lang>/cart.json or common.json). */
export type Notifier = (key: string, kind: NoticeKind, vars?: Record<string, string | number>) => void;

export interface NextGift {
  gift: Gift;
  /** UAH still missing. */
  remaining: number;
}

export interface CartData {
  status: CartStatus;
  /** UAH: sum of the line sums of the lines that can be ordered now (`orderable`). */
  total: number;
  /** UAH: sum of the line discounts from the last check-discount. */
  discount: number;
  /** The free gift reached (at most one: the highest qualifying), shown as a free item. */
  freeProducts: Gift[];
  /** The next gift and the amount still missing (hint), or null. */
  nextGift: NextGift | null;
  /** The line last added (for an "in cart" highlight); null after a reset. */
  added: CartLine | null;
  /** The lines. */
  all: CartLine[];
  gifts: Gift[];
  sauces: CartProductSource[];
  /** The last placed order (checkout sets it; the thank-you/tracking UI reads it). */
  lastOrder: unknown;
  /** The cart GUID (created on the first add). */
  guid: string | null;
  /** Message key of the last failed cart call, or null. */
  error: string | null;
  /** What the fresh-menu check changed (for the drawer to list); cleared by dismissMenuNotices. */
  menuNotices: MenuNotice[];
  /** What cannot be ordered now (the last live feed, or the server's refusal at checkout). */
  off: MenuOff;
  /**
   * The lines that can be ordered now (`all` itself when every line can): the total, the discount
   * check and checkout count these; the others stay in `all`, flagged "temporarily unavailable".
   */
  orderable: CartLine[];
}

export interface CartActions {
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
  applyDiscounts(discounts: LineDiscount[]): void;
  loadSauces(): Promise<void>;
  loadGifts(options?: { force?: boolean }): Promise<void>;
  /** POST check-discount with the lines; results apply only if the lines did not change meanwhile. */
  checkDiscount(promoCode?: string): Promise<{ ok: boolean; error?: string }>;
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
  /** The cart list became visible: one analytics list event. */
  reportViewed(): void;
  clearError(): void;
  /** Applies a `storage` event (another tab changed the cart); exposed for tests. */
  handleStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void;
}

export type CartState = CartData & CartActions;

export interface CartDeps {
  api: ApiClient;
  storage: CartStorage;
  analytics: Analytics | (() => Analytics);
  notify: Notifier;
  makeGuid?: () => string;
  /** Reads the live feed once (null when it cannot be read); the fresh-menu check uses it. */
  readLiveMenu?: () => Promise<LiveMenu | null>;
}

/** Message keys (locales/<lang>/cart.json). */
export const CART_MESSAGES = {
  added: 'add_to_cart_success',
  lineMax: 'cart_line_max',
  giftsFailed: 'cart_gifts_failed',
  saucesFailed: 'cart_sauces_failed',
  discountFailed: 'cart_discount_failed',
  discountStale: 'cart_discount_stale',
} as const;

export function toAnalyticsLine(line: CartLine): AnalyticsLine {
  return {
    id: line.id,
    product_id: line.product_id,
    name: line.name,
    name_ua: line.name_ua,
    unitPrice: unitPrice(line),
    count: line.count,
    sum: lineSum(line),
    category: line.category,
  };
}

const initialData = (): CartData => ({
  status: 'init',
  total: 0,
  discount: 0,
  freeProducts: [],
  nextGift: null,
  added: null,
  all: [],
  gifts: [],
  sauces: [],
  lastOrder: null,
  guid: null,
  error: null,
  menuNotices: [],
  off: nothingOff(),
  orderable: [],
});

/**
 * The notices after a check: the live feed and the fresh-menu check may both speak about a line;
 * a newer notice of the same kind for the same line replaces the older one, the others stay.
 */
const mergeNotices = (old: MenuNotice[], added: MenuNotice[]) => [
  ...old.filter((n) => !added.some((m) => m.lineId === n.lineId && m.kind === n.kind)),
  ...added,
];

/** Recomputes what depends on the lines and the gifts. */
function derive(state: CartData) {
  state.orderable = orderableLines(state.all, state.off);
  state.total = cartTotal(state.orderable);
  state.discount = discountTotal(state.orderable);
  const progress = giftProgress(state.gifts, state.total);
  state.freeProducts = progress.current ? [progress.current] : [];
  state.nextGift = progress.next ? { gift: progress.next, remaining: progress.remaining } : null;
}

export type CartStore = StoreApi<CartState>;

export function createCartStore(deps: CartDeps): CartStore {
  const analytics = () => (typeof deps.analytics === 'function' ? deps.analytics() : deps.analytics);
  const makeGuid = deps.makeGuid ?? (() => newGuid());
  /** Bumped on every change of the lines: stale check-discount answers are ignored. */
  let revision = 0;
  let saucesLoading: Promise<void> | null = null;
  let saucesLoaded = false;
  let giftsLoading: Promise<void> | null = null;
  let giftsLoaded = false;

  const store = createStore<CartState>()(
    immer((set, get) => {
      /** Sets new lines, recomputes, saves, reports the cart status. */
      const commit = (
        lines: CartLine[],
        extra?: (draft: CartData) => void,
        options: { save?: boolean; report?: boolean } = {},
      ) => {
        revision++;
        set((draft) => {
          draft.all = lines;
          extra?.(draft);
          derive(draft);
        });
        if (options.save !== false) deps.storage.saveLines(get().all);
        if (options.report !== false) {
          const s = get();
          analytics().cartStatus({ guid: s.guid, total: s.total, lines: s.all.map(toAnalyticsLine) });
        }
      };

      /** An action before restore() (e.g. an add during hydration) restores first, so nothing is overwritten. */
      const ensureRestored = () => {
        if (get().status === 'init') get().restore();
      };
      const markReady = () => {
        if (get().status === 'init')
          set((d) => {
            d.status = 'ready';
          });
      };

      const tellMenuNotices = (notices: MenuNotice[]) => {
        for (const n of notices) {
          const vars: Record<string, string | number> = { name: n.name };
          if (n.kind === 'modifiers_removed') vars.modifiers = n.modifiers.join(', ');
          if (n.kind === 'price_changed') Object.assign(vars, { from: n.from, to: n.to });
          deps.notify(MENU_NOTICE_KEYS[n.kind], 'info', vars);
        }
      };

      const report = (error: ApiError | string) => {
        const key = typeof error === 'string' ? error : error.message;
        set((d) => {
          d.error = key;
        });
        deps.notify(key, 'error');
      };

      return {
        ...initialData(),

        add(input) {
          ensureRestored();
          let guid = get().guid;
          if (!guid) {
            guid = makeGuid();
            deps.storage.saveGuid(guid);
          }
          const result = addLine(get().all, input);
          const previous = get().all.find((l) => l.id === result.line.id)?.count ?? 0;
          const addedUnits = result.line.count - (result.merged ? previous : 0);
          const newGuidValue = guid;
          commit(result.lines, (d) => {
            d.guid = newGuidValue;
            d.added = result.line;
          });
          const line = get().all.find((l) => l.id === result.line.id) ?? result.line;
          if (addedUnits > 0) {
            analytics().addToCart([{ line: toAnalyticsLine(line), quantity: addedUnits }]);
            deps.notify(CART_MESSAGES.added, 'success');
          } else {
            deps.notify(CART_MESSAGES.lineMax, 'info', { max: MAX_COUNT });
          }
          return line;
        },

        addMany(inputs) {
          ensureRestored();
          if (inputs.length === 0) return;
          const guid = get().guid ?? makeGuid();
          if (!get().guid) deps.storage.saveGuid(guid);
          let lines = get().all;
          const units = new Map<string, number>();
          for (const input of inputs) {
            const result = addLine(lines, input);
            const previous = lines.find((l) => l.id === result.line.id)?.count ?? 0;
            const added = result.line.count - (result.merged ? previous : 0);
            if (added > 0) units.set(result.line.id, (units.get(result.line.id) ?? 0) + added);
            lines = result.lines;
          }
          commit(lines, (d) => {
            d.guid = guid;
          });
          const added = get()
            .all.filter((l) => units.has(l.id))
            .map((l) => ({ line: toAnalyticsLine(l), quantity: units.get(l.id)! }));
          analytics().addToCart(added);
        },

        removeLine(id) {
          ensureRestored();
          if (!get().all.some((l) => l.id === id)) return;
          commit(removeCartLine(get().all, id), (d) => {
            if (d.added?.id === id) d.added = null;
          });
        },

        updateCount(id, count) {
          ensureRestored();
          const line = get().all.find((l) => l.id === id);
          const next = setLineCount(get().all, id, count);
          const changed = next.find((l) => l.id === id);
          if (!line || !changed || changed.count === line.count) return;
          commit(next);
        },

        increase(id) {
          const line = get().all.find((l) => l.id === id);
          if (line) get().updateCount(id, line.count + 1);
        },

        decrease(id) {
          const line = get().all.find((l) => l.id === id);
          if (line) get().updateCount(id, line.count - 1);
        },

        updateModifiers(id, groups) {
          ensureRestored();
          if (!get().all.some((l) => l.id === id)) return;
          commit(setLineModifiers(get().all, id, groups));
        },

        setCart(lines) {
          markReady();
          // Lines from elsewhere (repeat order, another device) pass the same validator as storage.
          commit(resetDiscounts(validateLines(lines)));
        },

        nullify() {
          markReady();
          deps.storage.clearGuid();
          commit([], (d) => {
            d.guid = null;
            d.added = null;
            d.error = null;
          });
        },

        ensureGuid() {
          ensureRestored();
          const current = get().guid;
          if (current) return current;
          const guid = makeGuid();
          deps.storage.saveGuid(guid);
          set((d) => {
            d.guid = guid;
          });
          return guid;
        },

        resetForLogout() {
          get().nullify();
          get().clearLastOrder();
        },

        setLastOrder(order) {
          set((d) => {
            d.lastOrder = order;
          });
        },

        clearLastOrder() {
          set((d) => {
            d.lastOrder = null;
          });
        },

        restore() {
          // Only the first time: later, memory is ahead of (or equal to) storage — and a storage
          // that fails to read must not wipe a cart that lives in memory only.
          if (get().status !== 'init') return;
          const lines = deps.storage.loadLines();
          const guid = deps.storage.loadGuid();
          // Save back: a legacy (v1) or partly invalid value is rewritten in the current format.
          commit(
            lines,
            (d) => {
              d.guid = guid;
              d.status = 'ready';
            },
            { report: false },
          );
        },

        applyDiscounts(discounts) {
          ensureRestored();
          commit(applyLineDiscounts(get().all, discounts));
        },

        loadSauces() {
          if (saucesLoaded) return Promise.resolve();
          if (saucesLoading) return saucesLoading;
          saucesLoading = fetchSauces(deps.api).then((result) => {
            saucesLoading = null;
            if (!result.ok) return report(CART_MESSAGES.saucesFailed);
            saucesLoaded = true;
            set((d) => {
              d.sauces = result.data;
            });
          });
          return saucesLoading;
        },

        loadGifts(options = {}) {
          if (giftsLoaded && !options.force) return Promise.resolve();
          if (giftsLoading) return giftsLoading;
          giftsLoading = fetchGifts(deps.api).then((result) => {
            giftsLoading = null;
            if (!result.ok) return report(CART_MESSAGES.giftsFailed);
            giftsLoaded = true;
            set((d) => {
              d.gifts = result.data;
              derive(d);
            });
          });
          return giftsLoading;
        },

        async checkDiscount(promoCode) {
          ensureRestored();
          // Lines off now are left out (the server would refuse the whole check for them).
          const lines = get().orderable;
          if (lines.length === 0) return { ok: true };
          const asked = revision;
          set((d) => {
            d.status = 'checking';
          });
          const result = await postCheckDiscount(deps.api, lines, promoCode);
          set((d) => {
            d.status = 'ready';
          });
          if (!result.ok) {
            report(CART_MESSAGES.discountFailed);
            return { ok: false, error: CART_MESSAGES.discountFailed };
          }
          if (asked !== revision) return { ok: false, error: CART_MESSAGES.discountStale };
          get().applyDiscounts(result.data);
          set((d) => {
            d.error = null;
          });
          return { ok: true };
        },

        async checkMenu(menu) {
          ensureRestored();
          const [fetched, live] = await Promise.all([
            menu ? null : fetchMenu(deps.api),
            deps.readLiveMenu ? deps.readLiveMenu().catch(() => null) : null,
          ]);
          // The feed first: its prices and what is off (a stopped dish is not in the public menu).
          if (live) get().applyLiveMenu(live);
          let products = menu;
          if (!products) {
            if (!fetched?.ok) return { ok: false, notices: [] };
            products = fetched.data;
          }
          // An empty menu is a broken answer, not "everything was removed".
          if (products.length === 0 || get().all.length === 0) return { ok: products.length > 0, notices: [] };
          const { lines, notices, changed } = reconcileWithMenu(get().all, products, live);
          if (changed) {
            commit(lines, (d) => {
              d.menuNotices = mergeNotices(d.menuNotices, notices);
              if (d.added && !lines.some((l) => l.id === d.added?.id)) d.added = null;
            });
            tellMenuNotices(notices);
          }
          return { ok: true, notices };
        },

        applyLiveMenu(menu) {
          ensureRestored();
          const off = menuOff(menu, get().off);
          if (!sameOff(off, get().off))
            set((d) => {
              d.off = off;
              derive(d);
            });
          const { lines, notices, changed } = applyLivePrices(get().all, menu);
          if (!changed) return;
          commit(lines, (d) => {
            d.menuNotices = mergeNotices(d.menuNotices, notices);
          });
          tellMenuNotices(notices);
        },

        async refreshLiveMenu() {
          const live = deps.readLiveMenu ? await deps.readLiveMenu().catch(() => null) : null;
          if (live) get().applyLiveMenu(live);
        },

        markUnavailable(productIds) {
          const added = productIds.filter((id) => !get().off.dishes.includes(id));
          if (added.length === 0) return;
          set((d) => {
            d.off.dishes = [...d.off.dishes, ...added].sort((a, b) => a - b);
            derive(d);
          });
        },

        dismissMenuNotices() {
          set((d) => {
            d.menuNotices = [];
          });
        },

        reportViewed() {
          analytics().viewCart(get().all.map(toAnalyticsLine));
        },

        clearError() {
          set((d) => {
            d.error = null;
          });
        },

        handleStorageEvent(event) {
          markReady();
          if (event.key === null) {
            // localStorage.clear() in another tab
            commit(
              [],
              (d) => {
                d.guid = null;
              },
              { save: false, report: false },
            );
            return;
          }
          if (event.key === CART_KEY) {
            commit(parseStoredCart(event.newValue), undefined, { save: false, report: false });
          } else if (event.key === GUID_KEY) {
            const guid = isGuid(event.newValue) ? event.newValue : null;
            set((d) => {
              d.guid = guid;
            });
          }
        },
      };
    }),
  );
  return store;
}

/** Cross-tab sync: another tab's change of `cartProducts` / `cartGuid` replaces ours. Returns the unsubscribe. */
export function subscribeCrossTab(win: Pick<Window, 'addEventListener' | 'removeEventListener'>, store: CartStore = cartStore) {
  const onStorage = (event: StorageEvent) => {
    // sessionStorage changes fire `storage` too: only localStorage carries the cart.
    if (event.storageArea && typeof localStorage !== 'undefined' && event.storageArea !== localStorage) return;
    store.getState().handleStorageEvent(event);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** Toasts: the UI (toast host) registers its function; until then notices are dropped. */
let notifier: Notifier = () => {};
export function setCartNotifier(fn: Notifier) {
  notifier = fn;
}

/** The site's cart. */
export const cartStore: CartStore = createCartStore({
  api: shopApi,
  storage: browserCartStorage,
  analytics: getAnalytics,
  notify: (key, kind, vars) => notifier(key, kind, vars),
  readLiveMenu,
});

/** React hook: `useCart((s) => s.total)`, `useCart((s) => s.add)`. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/**
 * The fresh-menu check of a restored cart (issue 5: "on load the saved cart is checked against the
 * current menu"): only when something was restored, scheduled so it never competes with the first paint.
 */
export function checkRestoredCart(store: CartStore, schedule: (run: () => void) => void): void {
  if (store.getState().all.length === 0) return;
  schedule(() => void store.getState().checkMenu());
}

/**
 * The app shell calls this once the first page has hydrated (a check during hydration would show its
 * toasts while the page cannot be read yet): the check runs when the browser is next idle.
 */
export function checkRestoredCartWhenIdle(win: Window = window): void {
  checkRestoredCart(cartStore, (run) => void whenIdle(run, { timeoutMs: 2000, fallbackMs: 200 }, win));
}

let started = false;
/** Call once in the browser (app shell): restore the saved cart and follow other tabs. */
export function startCart(win: Window = window): () => void {
  if (started) return () => {};
  started = true;
  cartStore.getState().restore();
  const unsubscribe = subscribeCrossTab(win);
  return () => {
    started = false;
    unsubscribe();
  };
}
