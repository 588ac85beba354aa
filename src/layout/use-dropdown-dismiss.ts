import { useEffect, type RefObject } from 'react';
import { useUi, type Panel } from '../shared/ui-store';

/**
 * Closes a header dropdown (Menu, language list) the way people expect: Escape closes it and
 * puts the focus back on its button; a press anywhere outside it closes it.
 */
export function useDropdownDismiss(
  panel: Exclude<Panel, null>,
  container: RefObject<HTMLElement>,
  toggle: RefObject<HTMLElement>,
) {
  const open = useUi((s) => s.openPanel === panel);
  useEffect(() => {
    if (!open) return;
    const close = () => {
      if (useUi.getState().openPanel === panel) useUi.getState().closeAll();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, panel, container, toggle]);
  return open;
}
