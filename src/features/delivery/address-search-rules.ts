/** Pure rules of the address combobox (issue 47): when to search, what a pick fills in, which key does what. */
import type { AddressSuggestion } from './address-search-api';

/** Typing pause before a search is sent (ms): one paid geocoder call per pause, not per key. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** Fewer letters than this find too much to be useful. */
export const ADDRESS_SEARCH_MIN_CHARS = 2;

/** The text to search for, or null when nothing should be asked (too short). */
export function searchText(typed: string | null): string | null {
  const text = (typed ?? '').trim().replace(/\s+/g, ' ');
  return text.length >= ADDRESS_SEARCH_MIN_CHARS ? text : null;
}

/** Do the suggestions found for `answered` still fit `typed`? Only when the text merely grew (case aside). */
export function stillFits(answered: string, typed: string): boolean {
  return typed.toLocaleLowerCase().startsWith(answered.toLocaleLowerCase());
}

/**
 * The form's street and house after a pick: a suggestion with a house sets both; a street alone
 * keeps the house typed so far (the customer adds it next).
 */
export function pickedAddress(
  suggestion: Pick<AddressSuggestion, 'street' | 'house'>,
  house: string,
): { street: string; house: string } {
  return { street: suggestion.street, house: suggestion.house || house };
}

export type ComboKeyAction = 'next' | 'previous' | 'choose' | 'close' | null;

/**
 * The combobox keys of the WAI-ARIA pattern while the list is open (focus stays in the input, so
 * Home, End and the letters keep editing the text).
 */
export function comboKeyAction(key: string, hasActive: boolean): ComboKeyAction {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Enter':
      return hasActive ? 'choose' : null;
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/** The option after `action` from `active` (-1: none) in a list of `count`, wrapping around. */
export function movedActive(active: number, count: number, action: 'next' | 'previous'): number {
  if (count === 0) return -1;
  if (action === 'next') return (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}
