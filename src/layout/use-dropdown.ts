import { useEffect, useId, useRef } from 'react';
import { useUi, type Panel } from '../shared/ui-store';

/**
 * A header dropdown (Menu, language list): whether it is open, the refs of its container and
 * button, the button's ARIA props and the toggle. It closes the way people expect: Escape closes
 * it and puts the focus back on its button; a press anywhere outside it closes it.
 */
export function useDropdown<C extends HTMLElement>(panel: Exclude<Panel, null>) {
  const open = useUi((s) => s.openPanel === panel);
  const container = useRef<C>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const close = () => {
      if (useUi.getState().openPanel === panel) useUi.getState().closeAll();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
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
  }, [open, panel]);
  const buttonProps = { ref: button, type: 'button', 'aria-expanded': open, 'aria-controls': listId } as const;
  return { open, container, listId, buttonProps, toggle: () => useUi.getState().toggle(panel) };
}
