/** The public face of features/live-menu: what other features may import (eslint.config.mjs enforces it). */
export { liveModifierGroups } from './live-menu';
export type { LiveMenu } from './live-menu';
export { readLiveMenu, subscribeLiveMenu, useLiveDish, useLiveMenu, useLiveMenuStore } from './live-menu-store';
