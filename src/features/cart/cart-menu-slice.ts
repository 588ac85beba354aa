/**
 * The menu-check slice: the lines against the current menu and the live feed. Dishes gone from the
 * catalogue are dropped and changed prices taken, each with a notice; what is only off now stays,
 * flagged, out of `orderable`.
 */
import { fetchMenu } from './cart-api';
import { applyLivePrices, menuOff, namesFromMenu, nothingOff, reconcileWithMenu, sameOff, type MenuNotice } from './cart-menu';
import type { MenuSlice } from './cart-state';
import { derive, type CartKit, type CartSliceCreator } from './cart-store-kit';

/**
 * The notices after a check: the live feed and the fresh-menu check may both speak about a line;
 * a newer notice of the same kind for the same line replaces the older one, the others stay.
 */
const mergeNotices = (old: MenuNotice[], added: MenuNotice[]) => [
  ...old.filter((n) => !added.some((m) => m.lineId === n.lineId && m.kind === n.kind)),
  ...added,
];

export const createMenuSlice =
  (kit: CartKit): CartSliceCreator<MenuSlice> =>
  (set, get) => {
    const readLive = () => (kit.deps.readLiveMenu ? kit.deps.readLiveMenu().catch(() => null) : null);
    return {
      menuNotices: [],
      off: nothingOff(),

      async checkMenu(menu) {
        kit.ensureRestored();
        const [fetched, live] = await Promise.all([menu ? null : fetchMenu(kit.deps.api), readLive()]);
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
          kit.commit(lines, (d) => {
            d.menuNotices = mergeNotices(d.menuNotices, notices);
            if (d.added && !lines.some((l) => l.id === d.added?.id)) d.added = null;
          });
          kit.tellMenuNotices(notices);
        }
        // Names only (the page's language): the lines are priced as before, so a discount answer
        // on its way still applies (no new revision) and nothing is reported.
        const named = namesFromMenu(get().all, products);
        if (named !== get().all) kit.commit(named, undefined, { revise: false, report: false });
        return { ok: true, notices };
      },

      applyLiveMenu(menu) {
        kit.ensureRestored();
        const off = menuOff(menu, get().off);
        if (!sameOff(off, get().off))
          set((d) => {
            d.off = off;
            derive(d);
          });
        const { lines, notices, changed } = applyLivePrices(get().all, menu);
        if (!changed) return;
        kit.commit(lines, (d) => {
          d.menuNotices = mergeNotices(d.menuNotices, notices);
        });
        kit.tellMenuNotices(notices);
      },

      async refreshLiveMenu() {
        const live = await readLive();
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
    };
  };
