import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Layout effect in the browser (no SSR warning): the focus moves and the keys work before the
 * dialog is painted. A dialog rendered after a lazy chunk loads is not a discrete event, so a plain
 * effect would run after the paint and an Escape pressed in between was lost.
 */
export const useBeforePaintEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Open dialogs, the topmost last: Escape and Tab belong to the topmost one only. */
const openDialogs: HTMLElement[] = [];

/**
 * Dialog keyboard behaviour for every modal, drawer and overlay: focus moves into the dialog,
 * Tab cycles inside it, Escape closes it wherever the focus is, and focus returns to where it
 * was on close.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  // The latest onClose without re-running the effect: a re-run would bounce the focus out and back
  // to the first control whenever a parent passes a new callback.
  const onCloseRef = useRef(onClose);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useBeforePaintEffect(() => {
    onCloseRef.current = onClose;
  });

  useBeforePaintEffect(() => {
    if (!open || !ref.current) return;
    const root = ref.current;
    openDialogs.push(root);
    // A click on the dialog's text keeps the focus inside instead of dropping it on <body>.
    if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root).focus();

    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!root.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.lastIndexOf(root), 1);
    };
  }, [ref, open]);

  // The focus goes back after the commit: React puts the focus back on a still-mounted element it
  // had before the commit, so a layout-effect cleanup would lose to it when a drawer only hides.
  useEffect(() => {
    if (!open) return;
    const previous = returnFocusTo.current;
    return () => previous?.focus?.();
  }, [open]);
}
