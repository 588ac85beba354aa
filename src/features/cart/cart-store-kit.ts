/**
 * What the cart's slices share: the commit of new lines (recompute, save, report), the restore
 * guard, error and notice reporting, and the revision that tells a stale check-discount answer.
 */
import type { StateCreator } from 'zustand';
import type { ApiError } from '../../api-client/client';
import type { Analytics, AnalyticsLine } from '../analytics';
import { cartTotal, discountTotal, giftProgress, lineSum, unitPrice, type CartLine } from './cart-math';
import { MENU_NOTICE_KEYS, orderableLines, type MenuNotice } from './cart-menu';
import { newGuid } from './cart-storage';
import type { CartData, CartDeps, CartState } from './cart-state';

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

/** Recomputes what depends on the lines and the gifts. */
export function derive(state: CartData) {
  state.orderable = orderableLines(state.all, state.off);
  state.total = cartTotal(state.orderable);
  state.discount = discountTotal(state.orderable);
  const progress = giftProgress(state.gifts, state.total);
  state.freeProducts = progress.current ? [progress.current] : [];
  state.nextGift = progress.next ? { gift: progress.next, remaining: progress.remaining } : null;
}

/** A slice of the cart store: zustand's slices pattern, under Immer. */
export type CartSliceCreator<Slice> = StateCreator<CartState, [['zustand/immer', never]], [], Slice>;
type CartSet = Parameters<CartSliceCreator<CartState>>[0];
type CartGet = Parameters<CartSliceCreator<CartState>>[1];

export type CartKit = ReturnType<typeof createCartKit>;

export function createCartKit(deps: CartDeps, set: CartSet, get: CartGet) {
  let revision = 0;
  const analytics = (): Analytics => (typeof deps.analytics === 'function' ? deps.analytics() : deps.analytics);
  return {
    deps,
    analytics,
    makeGuid: deps.makeGuid ?? (() => newGuid()),
    /** Bumped on every change of the lines: stale check-discount answers are ignored. */
    revision: () => revision,
    /**
     * Sets new lines, recomputes, saves, reports the cart status. `revise: false`: the lines are
     * priced as before (names only), an answer asked before still applies.
     */
    commit(
      lines: CartLine[],
      extra?: (draft: CartData) => void,
      options: { save?: boolean; report?: boolean; revise?: boolean } = {},
    ) {
      if (options.revise !== false) revision++;
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
    },
    /** An action before restore() (e.g. an add during hydration) restores first, so nothing is overwritten. */
    ensureRestored() {
      if (get().status === 'init') get().restore();
    },
    markReady() {
      if (get().status === 'init')
        set((d) => {
          d.status = 'ready';
        });
    },
    /** Keeps the failed call's message key in `error` and shows it. */
    report(error: ApiError | string) {
      const key = typeof error === 'string' ? error : error.message;
      set((d) => {
        d.error = key;
      });
      deps.notify(key, 'error');
    },
    /** One toast per notice of the fresh-menu check or the live feed. */
    tellMenuNotices(notices: MenuNotice[]) {
      for (const n of notices) {
        const vars: Record<string, string | number> = { name: n.name };
        if (n.kind === 'modifiers_removed') vars.modifiers = n.modifiers.join(', ');
        if (n.kind === 'price_changed') Object.assign(vars, { from: n.from, to: n.to });
        deps.notify(MENU_NOTICE_KEYS[n.kind], 'info', vars);
      }
    },
  };
}
