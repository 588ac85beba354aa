/**
 * Tag of the tests that flip a switch of the whole shop through the shop API's dev routes
 * (working hours, the kitchen pause, pickup, a delivery area, a workshop). The API is shared by
 * the whole run, so playwright.config runs these after every other test, one at a time: a closed
 * kitchen must not refuse another journey's order. They flip them through the `shop` fixture
 * (shop-fixture.ts), which switches them back.
 */
export const SHOP_WIDE = '@shop-wide';

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
