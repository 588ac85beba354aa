import { useEffect } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { whenIdle } from '../../shared/when-idle';
import { liveDish, type BuiltDish, type LiveMenu, type ShownDish } from './live-menu';

/**
 * The latest live menu, or null (none yet, or every fetch failed: pages show their built values).
 * This file is on every first load, so it is only the store and the watch counter; the poller (the
 * fetch, its decoder, the timers) is a separate chunk loaded when the browser is idle after the
 * page became interactive.
 */
export const useLiveMenuStore = create<{ menu: LiveMenu | null }>(() => ({ menu: null }));

/** A new menu into the store, which publishes it to the page's components and subscribers. */
const publish = (menu: LiveMenu) => useLiveMenuStore.setState({ menu });

/**
 * Calls `apply` with each new live menu, from the poller or a single read: the live menu publishes,
 * whoever follows it applies (the app shell hands it to the cart). Returns the unsubscribe.
 */
export function subscribeLiveMenu(apply: (menu: LiveMenu) => void): () => void {
  return useLiveMenuStore.subscribe((state, previous) => {
    if (state.menu && state.menu !== previous.menu) apply(state.menu);
  });
}

/**
 * `GATSBY_LIVE_MENU=off` at build time: a site without the live feed (pages keep their built
 * values). Only for measuring the feed's cost (`npm run perf -- --compare-live-menu`), never shipped.
 */
const FEED_OFF = process.env.GATSBY_LIVE_MENU === 'off';

type Stop = () => void;
let watchers = 0;
let stopPoller: Stop | null = null;
let loading = false;

function start() {
  if (FEED_OFF || loading || stopPoller) return;
  loading = true;
  whenIdle(
    () => {
      import(/* webpackChunkName: "part-live-menu" */ './live-menu-poller')
        .then((m) => {
          if (watchers > 0 && !stopPoller) stopPoller = m.startBrowserLiveMenu(publish);
        })
        // No poller (offline, a failed chunk): the built values stay; the next watcher tries again.
        .catch(() => undefined)
        .finally(() => {
          loading = false;
        });
    },
    { timeoutMs: 2000, fallbackMs: 200 },
  );
}

/**
 * Keeps the live menu fresh while something on the page shows menu data (cards, a product page,
 * the cart, checkout): the first watcher starts the poller, the last one to go stops it.
 */
export function watchLiveMenu(): Stop {
  watchers++;
  start();
  return () => {
    watchers--;
    if (watchers === 0 && stopPoller) {
      stopPoller();
      stopPoller = null;
    }
  };
}

/**
 * Reads the feed once now (the cart's check of a restored cart: a dish on the stop-list is not in
 * the public menu, the feed tells "off for now" from "gone"). The menu read is also the page's;
 * null when it cannot be read (the built values and the cart stay as they are).
 */
export function readLiveMenu(): Promise<LiveMenu | null> {
  if (FEED_OFF) return Promise.resolve(null);
  return import(/* webpackChunkName: "part-live-menu" */ './live-menu-poller')
    .then((m) => m.readLiveMenuOnce())
    .then((menu) => {
      if (menu) publish(menu);
      return menu;
    })
    .catch(() => null);
}

/** The live menu for a component, watched while it is mounted. */
export function useLiveMenu(): LiveMenu | null {
  useEffect(() => watchLiveMenu(), []);
  return useLiveMenuStore((s) => s.menu);
}

/**
 * A dish as the page shows it: live values over the built ones (see `liveDish`). The component
 * re-renders only when this dish's shown values change: a store update is a synchronous render,
 * and a feed that leaves a category's cards as they were would otherwise redraw them all
 * in one long task.
 */
export function useLiveDish(built: BuiltDish): ShownDish {
  useEffect(() => watchLiveMenu(), []);
  return useLiveMenuStore(useShallow((s) => liveDish(s.menu, built)));
}
