import { useEffect } from 'react';

/**
 * Opens what a page's address asks for with `?auth=...` (auth-link.ts: the auth modal, or the
 * e-mail confirmation). Every page's layout runs this hook; the link's code loads only for an
 * address that has one, after hydration as before (an effect).
 */
export function useAuthLink(search: string): void {
  useEffect(() => {
    if (!new URLSearchParams(search).has('auth')) return;
    let current = true;
    import(/* webpackChunkName: "part-auth-link" */ './auth-link')
      .then((link) => {
        if (current) link.applyAuthLink(search);
      })
      // The link's chunk did not load (offline): the page stays as it is, the link in the address bar.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [search]);
}
