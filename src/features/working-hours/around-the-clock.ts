/**
 * An end equal to the start ('HH:mm' Kyiv): the kitchen works around the clock. Its own module
 * because the footer and the shop-status strip, on every page's first load, need this rule and
 * none of the rest of opening-hours.ts (its Kyiv clock arithmetic).
 */
export const isAroundTheClock = (hours: { time_start: string; time_end: string }) => hours.time_start === hours.time_end;
