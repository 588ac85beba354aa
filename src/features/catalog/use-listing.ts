import { useCallback, useEffect, useState } from 'react';
import { listingSearch, parseListingParams, sameListing, type ListingState } from './listing';
import { isHydrated } from '../../shared/hydration';

/**
 * Sort and tab state of a category page, mirrored in the URL (replaceState, so the back button
 * still leaves the page). The server-rendered HTML shows the default order; the URL's state is
 * applied right after hydration.
 */
export function useListingState(availableTabs: string[]) {
  const tabsKey = availableTabs.join(',');
  // After hydration (client navigation, back/forward) the URL's state is used from the first render.
  const [state, setState] = useState<ListingState>(() =>
    isHydrated() ? parseListingParams(window.location.search, availableTabs) : { sort: 'default', tab: null },
  );

  useEffect(() => {
    // The URL is read after hydration so the first client render matches the static HTML. A plain
    // URL keeps the state object as it is: a new one would render the whole page again, in one
    // unsliced task right after hydration.
    const fromUrl = parseListingParams(window.location.search, tabsKey ? tabsKey.split(',') : []);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((prev) => (sameListing(prev, fromUrl) ? prev : fromUrl));
  }, [tabsKey]);

  const update = useCallback((next: Partial<ListingState>) => {
    setState((prev) => {
      const merged = { ...prev, ...next };
      const url = window.location.pathname + listingSearch(merged) + window.location.hash;
      window.history.replaceState(window.history.state, '', url);
      return merged;
    });
  }, []);

  return [state, update] as const;
}
