import { expect, type APIRequestContext } from '@playwright/test';

const API = `http://localhost:${process.env.SHOP_API_PORT ?? 3001}`;

/**
 * Tag of the tests that flip a switch of the whole shop through the shop API's dev routes
 * (working hours, the kitchen pause, pickup, a delivery area, a workshop). The API is shared by
 * the whole run, so playwright.config runs these after every other test, one at a time: a closed
 * kitchen must not refuse another journey's order.
 */
export const SHOP_WIDE = '@shop-wide';

type Setting = 'time_start' | 'time_end' | 'pickup_enabled' | 'kitchen_paused';

export async function shopSetting(request: APIRequestContext, key: Setting, value: string) {
  const res = await request.post(`${API}/api/dev/settings`, { data: { key, value } });
  expect(res.status(), `${key}=${value}`).toBe(200);
}

/** 'HH:mm' Kyiv; an end equal to the start keeps the kitchen open around the clock. */
export async function setHours(request: APIRequestContext, start: string, end: string) {
  await shopSetting(request, 'time_start', start);
  await shopSetting(request, 'time_end', end);
}

/** The hours every other test runs with (scripts/lib/stack.mts sets them when the stack starts). */
export const openAroundTheClock = (request: APIRequestContext) => setHours(request, '00:00', '00:00');

/**
 * A one-minute working window ('HH:00'-'HH:01' Kyiv) two to three hours ahead of the clock when the
 * run started: the restaurant is closed through any test, whatever the time of the run (a fixed
 * 03:00-03:01 was open for a run at 03:00 Kyiv). `opens` is the first time after opening.
 */
export const CLOSED_HOURS = closedWindow(Date.now());

function closedWindow(nowMs: number): { opens: string; closes: string } {
  const kyivHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', hourCycle: 'h23' });
  const hour = kyivHour.format(new Date(nowMs + 3 * 3_600_000));
  return { opens: `${hour}:00`, closes: `${hour}:01` };
}

/** The kitchen closed now (CLOSED_HOURS); `openAroundTheClock` opens it again. */
export const closeTheShop = (request: APIRequestContext) => setHours(request, CLOSED_HOURS.opens, CLOSED_HOURS.closes);
