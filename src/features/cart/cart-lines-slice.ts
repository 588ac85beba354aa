/** The lines slice: adding, changing and removing lines, the GUID, restore and other tabs. */
import { addLine, MAX_COUNT, removeLine as removeCartLine, resetDiscounts, setLineCount, setLineModifiers } from './cart-math';
import { CART_KEY, GUID_KEY, isGuid, parseStoredCart, validateLines } from './cart-storage';
import type { LinesSlice } from './cart-state';
import { CART_MESSAGES, toAnalyticsLine, type CartKit, type CartSliceCreator } from './cart-store-kit';

export const createLinesSlice =
  (kit: CartKit): CartSliceCreator<LinesSlice> =>
  (set, get) => {
    const { deps, commit, ensureRestored, markReady } = kit;
    /** The cart's GUID, a new one (saved) when it has none yet. */
    const guidOrNew = () => {
      const current = get().guid;
      if (current) return current;
      const guid = kit.makeGuid();
      deps.storage.saveGuid(guid);
      return guid;
    };
    const step = (id: string, by: number) => {
      const line = get().all.find((l) => l.id === id);
      if (line) get().updateCount(id, line.count + by);
    };
    return {
      status: 'init',
      total: 0,
      added: null,
      all: [],
      orderable: [],
      lastOrder: null,
      guid: null,
      error: null,

      add(input) {
        ensureRestored();
        const guid = guidOrNew();
        const result = addLine(get().all, input);
        commit(result.lines, (d) => {
          d.guid = guid;
          d.added = result.line;
        });
        const line = get().all.find((l) => l.id === result.line.id) ?? result.line;
        if (result.added > 0) {
          kit.analytics().addToCart([{ line: toAnalyticsLine(line), quantity: result.added }]);
          deps.notify(CART_MESSAGES.added, 'success');
        } else {
          deps.notify(CART_MESSAGES.lineMax, 'info', { max: MAX_COUNT });
        }
        return line;
      },

      addMany(inputs) {
        ensureRestored();
        if (inputs.length === 0) return;
        const guid = guidOrNew();
        let lines = get().all;
        const units = new Map<string, number>();
        for (const input of inputs) {
          const result = addLine(lines, input);
          if (result.added > 0) units.set(result.line.id, (units.get(result.line.id) ?? 0) + result.added);
          lines = result.lines;
        }
        commit(lines, (d) => {
          d.guid = guid;
        });
        const added = get()
          .all.filter((l) => units.has(l.id))
          .map((l) => ({ line: toAnalyticsLine(l), quantity: units.get(l.id)! }));
        kit.analytics().addToCart(added);
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

      increase: (id) => step(id, 1),
      decrease: (id) => step(id, -1),

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
        const guid = guidOrNew();
        if (guid !== get().guid)
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
        get().setLastOrder(null);
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

      reportViewed() {
        kit.analytics().viewCart(get().all.map(toAnalyticsLine));
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
  };
