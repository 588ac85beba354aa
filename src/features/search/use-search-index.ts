import { useCallback, useEffect, useMemo, useState } from 'react';
import { cachedSearchIndex, loadSearchIndex } from './load-index';
import type { SearchIndex } from './search-index';

export type LoadState = { status: 'loading' } | { status: 'ready'; index: SearchIndex } | { status: 'error' };

/** The index of the page's locale, loaded when the dialog mounts; `retry` after a failure. */
export function useSearchIndex(locale: string): [LoadState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: LoadState } | null>(null);
  const key = `${locale}#${attempt}`;
  useEffect(() => {
    if (cachedSearchIndex(locale)) return;
    let live = true;
    loadSearchIndex(locale).then(
      (index) => live && setSettled({ key, state: { status: 'ready', index } }),
      () => live && setSettled({ key, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [locale, key]);
  // An index that already arrived (a reopened overlay) is used at once, without a loading state.
  const cached = cachedSearchIndex(locale);
  const state = useMemo<LoadState>(() => {
    if (cached) return { status: 'ready', index: cached };
    return settled?.key === key ? settled.state : { status: 'loading' };
  }, [cached, settled, key]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
