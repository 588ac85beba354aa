/** One loading pattern for the profile pages: loading -> ok | error, retry, local updates. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../api-client/client';

export type Loadable<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<ApiResult<T>>) {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void fetcher(controller.signal).then((r) => {
      if (controller.signal.aborted) return;
      setState(r.ok ? { status: 'ok', data: r.data } : { status: 'error', message: r.error.message });
    });
    return () => controller.abort();
    // The fetcher is a module-level call; attempt drives reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  /** Loads again: an error turns into loading; shown data stays until the new answer. */
  const reload = useCallback(() => {
    setState((s) => (s.status === 'ok' ? s : { status: 'loading' }));
    setAttempt((a) => a + 1);
  }, []);
  /** Replaces the data after a local change the API confirmed. */
  const update = useCallback(
    (fn: (data: T) => T) => setState((s) => (s.status === 'ok' ? { status: 'ok', data: fn(s.data) } : s)),
    [],
  );
  return { state, reload, update };
}
