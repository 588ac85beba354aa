/**
 * A guest who opened a profile page gets the auth modal on the home page (spec section 6). When
 * that login succeeds, the customer is taken to the page they asked for; closing the modal
 * without logging in forgets it.
 */
type Sub<S> = { getState(): S; subscribe(fn: (s: S) => void): () => void };

export function returnAfterLogin(
  go: () => void,
  session: Sub<{ user: unknown }>,
  modal: Sub<{ current: { name: string } | null }>,
): () => void {
  let done = false;
  const stop = () => {
    done = true;
    offSession();
    offModal();
  };
  const offSession = session.subscribe((s) => {
    if (done || !s.user) return;
    stop();
    go();
  });
  const offModal = modal.subscribe((m) => {
    // The auth modal closes only after the user is loaded (acceptToken awaits `me`).
    if (done || m.current?.name === 'auth-modal') return;
    stop();
  });
  return stop;
}
