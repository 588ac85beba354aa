/** The public face of features/live-menu: what other features may import (eslint.config.mjs enforces it). */
export { liveDish, liveLineState, liveModifierGroups, unorderableLines } from './live-menu';
export type { LiveMenu } from './live-menu';
export { useLiveDish, useLiveMenu, useLiveMenuStore } from './live-menu-store';
