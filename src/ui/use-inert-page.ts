import { useBeforePaintEffect } from './use-dialog-focus';

/** Dialogs rendered outside the app's root that are open now. */
let openCount = 0;

/**
 * While a dialog rendered in a portal outside the app's root (`#___gatsby`) is open, everything in
 * that root is inert, from before the dialog is painted: no clicks (a neighbour's button or the
 * sticky cart bar cannot take a tap meant for the dialog), no focus, nothing for screen readers.
 * Declare it before `useDialogFocus`: its cleanup then runs first, so the focus can go back to the
 * button that opened the dialog.
 */
export function useInertPage() {
  useBeforePaintEffect(() => {
    const root = document.getElementById('___gatsby');
    if (!root) return;
    openCount++;
    root.setAttribute('inert', '');
    return () => {
      openCount--;
      if (openCount === 0) root.removeAttribute('inert');
    };
  }, []);
}
