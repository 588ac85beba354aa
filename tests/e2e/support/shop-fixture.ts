import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { dev } from './checkout';
import { CLOSED_HOURS } from './shop-switches';

type Setting = 'time_start' | 'time_end' | 'pickup_enabled' | 'kitchen_paused';
type AreaChange = { served?: boolean; delivery_price?: number };

/**
 * Each setting as every other test runs with it: open around the clock (an end equal to the start,
 * 'HH:mm' Kyiv; scripts/lib/stack.mts sets the hours when the stack starts), pickup on, the kitchen
 * not paused.
 */
const RUN_DEFAULTS: Record<Setting, string> = {
  time_start: '00:00',
  time_end: '00:00',
  pickup_enabled: '1',
  kitchen_paused: '0',
};

/** The switches of the whole shop a SHOP_WIDE test flips through the shop API's dev routes. */
export interface ShopSwitches {
  setting(key: Setting, value: string): Promise<void>;
  /** 'HH:mm' Kyiv. */
  setHours(start: string, end: string): Promise<void>;
  /** The kitchen closed through the test (CLOSED_HOURS). */
  close(): Promise<void>;
  /** Open around the clock again. */
  open(): Promise<void>;
  /** A delivery area changed; `restore` is how the test found it. */
  area(id: number, change: AreaChange, restore: AreaChange): Promise<void>;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  expect((await dev(request, path, data)).status(), `${path} ${JSON.stringify(data)}`).toBe(200);
}

/**
 * `test` with the `shop` fixture: what a test switched is switched back when it ends, whether it
 * passed, failed or timed out. A fixture's teardown runs before the `request` context closes; a
 * `finally` inside a timed-out test runs after it, when its calls fail and the shop stays closed for
 * the tests that follow.
 */
export const test = base.extend<{ shop: ShopSwitches }>({
  // Playwright's `use`, named so that the React hooks rule does not take it for a hook.
  shop: async ({ request }, provide) => {
    const settings = new Set<Setting>();
    const areas = new Map<number, AreaChange>();
    const setting = async (key: Setting, value: string) => {
      settings.add(key);
      await post(request, '/api/dev/settings', { key, value });
    };
    const setHours = async (start: string, end: string) => {
      await setting('time_start', start);
      await setting('time_end', end);
    };
    await provide({
      setting,
      setHours,
      close: () => setHours(CLOSED_HOURS.opens, CLOSED_HOURS.closes),
      open: () => setHours(RUN_DEFAULTS.time_start, RUN_DEFAULTS.time_end),
      area: async (id, change, restore) => {
        if (!areas.has(id)) areas.set(id, restore);
        await post(request, `/api/dev/delivery-areas/${id}`, change);
      },
    });
    for (const key of settings) await post(request, '/api/dev/settings', { key, value: RUN_DEFAULTS[key] });
    for (const [id, restore] of areas) await post(request, `/api/dev/delivery-areas/${id}`, restore);
  },
});

export { expect };
