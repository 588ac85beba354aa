import React from 'react';
import { act, render } from '@testing-library/react';
import { useListingState } from './use-listing';
import type { ListingState } from './listing';

const TABS = ['hit', 'spicy'];

/** A category page's stand-in: counts its renders and shows the state it rendered with. */
function renderListing() {
  const renders: ListingState[] = [];
  let update: (next: Partial<ListingState>) => void = () => {};
  function Page() {
    const [state, setState] = useListingState(TABS);
    renders.push(state);
    update = setState;
    return null;
  }
  render(<Page />);
  return { renders, update: (next: Partial<ListingState>) => act(() => update(next)) };
}

describe('useListingState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['a plain URL', '/ua/category/pizza/'],
    ['an unknown tab and sort in the URL', '/ua/category/pizza/?tab=vegan&sort=cheapest'],
  ])('%s: the first render is the static HTML order and nothing renders again after it', (_, url) => {
    window.history.replaceState(null, '', url);
    const { renders } = renderListing();
    expect(renders).toEqual([{ sort: 'default', tab: null }]);
  });

  it("the URL's sort and tab are applied right after the first render", () => {
    window.history.replaceState(null, '', '/ua/category/pizza/?sort=price_asc&tab=hit');
    const { renders } = renderListing();
    expect(renders).toEqual([
      { sort: 'default', tab: null },
      { sort: 'price_asc', tab: 'hit' },
    ]);
  });

  it('a change is mirrored in the URL without a new history entry', () => {
    window.history.replaceState(null, '', '/ua/category/pizza/#menu');
    const before = window.history.length;
    const { renders, update } = renderListing();
    update({ sort: 'new' });
    expect(renders.at(-1)).toEqual({ sort: 'new', tab: null });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/ua/category/pizza/?sort=new#menu');
    expect(window.history.length).toBe(before);
  });
});
