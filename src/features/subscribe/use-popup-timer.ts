import { useEffect } from 'react';
import { useModal } from '../../shared/modal-store';
import { useUi } from '../../shared/ui-store';
import { sessionStore } from '../auth';
import {
  POPUP_DELAY_MS,
  POPUP_LAST_VIEW_KEY,
  SUBSCRIBE_FLAG_KEY,
  isMobileAppSeen,
  isPopupFreePath,
  popupToShow,
  readFlag,
  readLastView,
} from './popup-rules';
import { browserStorage, writeItem } from '../../shared/safe-storage';
import { hydrationTime } from '../../shared/hydration';

/**
 * When this tab last opened a popup, ms: stands in for the stored time where storage is blocked
 * (private modes, full quota), so such a visitor is not shown a popup on every page.
 */
let shownInThisTabAt: number | null = null;

/**
 * The page the timer counts for and when it opened, ms since the epoch. This code arrives on demand
 * after hydration: the first page counts from its hydration, not from this chunk's arrival (a slow
 * chunk must not push the popup later); each later page from its route change.
 */
let countedPage: { pathname: string; openedAt: number } | null = null;

const latest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** For tests: forget this tab's memory. */
export function resetPopupMemory() {
  shownInThisTabAt = null;
  countedPage = null;
}

/**
 * The site's own popup (spec section 4): 30 s after a page opens (see countedPage), `popupToShow` decides between
 * the mobile-app modal and the subscribe modal (step 1), from the state at that moment. A route
 * change starts the 30 s again. Mounted once by the layout; its code is small (no form code).
 */
export function usePopupTimer(pathname: string) {
  useEffect(() => {
    if (countedPage?.pathname !== pathname) {
      countedPage = { pathname, openedAt: countedPage === null ? (hydrationTime() ?? Date.now()) : Date.now() };
    }
    if (isPopupFreePath(pathname)) return;
    const delayMs = Math.max(0, countedPage.openedAt + POPUP_DELAY_MS - Date.now());
    const timer = setTimeout(() => {
      const storage = browserStorage();
      const now = Date.now();
      const choice = popupToShow({
        now,
        lastViewAt: latest(readLastView(storage, now), shownInThisTabAt),
        pathname,
        modalOpen:
          useModal.getState().current !== null ||
          useUi.getState().openPanel !== null ||
          // Dialogs with their own state (a dish's option sheet, the SMS code) count too.
          document.querySelector('[aria-modal="true"]') !== null,
        subscribeFlag: readFlag(storage, SUBSCRIBE_FLAG_KEY),
        mobileFlag: isMobileAppSeen(sessionStore.getState().user, storage),
      });
      if (!choice) return;
      shownInThisTabAt = now;
      writeItem(storage, POPUP_LAST_VIEW_KEY, String(now));
      useModal
        .getState()
        .open(
          choice === 'mobile-app'
            ? { name: 'modal-usemobile', props: {} }
            : { name: 'usesubscribe', props: { step: 1, source: 'popup' } },
        );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pathname]);
}
