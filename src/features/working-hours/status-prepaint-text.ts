import type { WorkingHours } from './opening-hours';

/**
 * The browser's text of the shop-status strip's pre-paint script: none. The script runs from the
 * static HTML only: React hydrates its element without touching the text (it does not re-apply
 * `dangerouslySetInnerHTML` when it hydrates; `suppressHydrationWarning` for development's check),
 * and a script React inserts later (after a client-side navigation) never runs. The HTML renderer
 * takes status-prepaint-text.server.ts instead (gatsby-node swaps it in), which writes it; so the
 * browser's bundle has neither the builder nor the opening-hours rules and the Kyiv clock it uses.
 */
export const prepaintScriptText = (_hours: WorkingHours | null): string => '';
