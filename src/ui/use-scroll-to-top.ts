import { useEffect } from 'react';

/**
 * Scrolls the page to its top once, when the component mounts (a screen whose answer is at the top
 * while the page was left scrolled down). Not `useEffect(() => window.scrollTo(0, 0))`: Chromium's
 * scrollTo returns a promise, which React would take for the effect's cleanup and call.
 */
export function useScrollToTopOnMount() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
