import React, { Suspense, useState, type ReactNode } from 'react';
import { type Panel, useUi } from '../shared/ui-store';
import { LazyPartBoundary } from '../ui/lazy-part';

/**
 * A panel whose code loads the first time it opens (the cart drawer, the search overlay), not
 * with every page; once loaded it stays mounted, so its own close handling (focus return) runs.
 * A panel whose code cannot load closes with a message and loads again on the next open.
 */
export function LazyPanel({ panel, children }: { panel: Exclude<Panel, null>; children: ReactNode }) {
  const open = useUi((s) => s.openPanel === panel);
  const closeAll = useUi((s) => s.closeAll);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyPartBoundary
      onFail={() => {
        setWanted(false);
        closeAll();
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </LazyPartBoundary>
  );
}
