import React, { Suspense, useState, type ReactNode } from 'react';
import { type Panel, useUi } from '../shared/ui-store';
import { LazyPartBoundary } from '../ui/lazy-part';

/**
 * Lazy parts mounted from the first time `open` is true and kept mounted after, so their own close
 * handling (focus return) runs. A part whose code cannot load calls `close` (the boundary says so
 * in a message) and loads again on the next open.
 */
export function LazyWhenOpen({ open, close, children }: { open: boolean; close: () => void; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyPartBoundary
      onFail={() => {
        setWanted(false);
        close();
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </LazyPartBoundary>
  );
}

/** A panel whose code loads the first time it opens (the cart drawer, the search overlay), not with every page. */
export function LazyPanel({ panel, children }: { panel: Exclude<Panel, null>; children: ReactNode }) {
  const open = useUi((s) => s.openPanel === panel);
  const closeAll = useUi((s) => s.closeAll);
  return (
    <LazyWhenOpen open={open} close={closeAll}>
      {children}
    </LazyWhenOpen>
  );
}
