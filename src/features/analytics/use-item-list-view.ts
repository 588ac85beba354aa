import { useEffect } from 'react';
import type { AnalyticsProduct } from './analytics';
import { getAnalytics } from './on-demand';

/**
 * GA4 view_item_list once per visit of a list page (a category): the dishes in the order shown
 * when the page opened; re-sorting or switching tabs is not a new view.
 */
export function useItemListView(list: { id: string; name: string }, products: readonly AnalyticsProduct[]) {
  useEffect(() => {
    getAnalytics().viewItemList(list, products);
    // One view per list page: the list's id alone says when it is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.id]);
}
