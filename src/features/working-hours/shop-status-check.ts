/**
 * The shop-status strip's checks of the kitchen (ShopStatusStrip.tsx loads this module after
 * hydration: the first screen shows the pre-paint decision until the first answer anyway).
 */
import { browserStorage, writeItem } from '../../shared/safe-storage';
import { fetchKitchenStatus, useLiveWorkingHours, WORKING_TIME_RECHECK_MS } from './working-hours';
import { SHOP_STATE_ATTRIBUTE, SHOP_STATUS_KEY, stateOf, storedStatusText, type KitchenStatus } from './shop-status';

/**
 * Checks now, every minute while the tab is visible and each time it becomes visible again. Each
 * answer sets the strip's state attribute, is stored for the next page's pre-paint script, goes to
 * the footer's hours and to `onStatus`; a failed check changes nothing. Returns the stop.
 */
export function startStatusChecks(onStatus: (status: KitchenStatus) => void): () => void {
  let alive = true;
  const check = async () => {
    if (document.visibilityState === 'hidden') return;
    const result = await fetchKitchenStatus();
    if (!alive || !result.ok) return;
    const s = result.data;
    document.documentElement.setAttribute(SHOP_STATE_ATTRIBUTE, stateOf(s));
    // Storage full or blocked: the next page decides by its built hours.
    writeItem(browserStorage(), SHOP_STATUS_KEY, storedStatusText(s, Date.now()));
    onStatus(s);
    // The footer shows these hours over the built ones (a holiday change without a rebuild).
    useLiveWorkingHours.setState({ hours: { time_start: s.time_start, time_end: s.time_end, override: s.override } });
  };
  void check();
  const timer = setInterval(check, WORKING_TIME_RECHECK_MS);
  document.addEventListener('visibilitychange', check);
  return () => {
    alive = false;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}
