/**
 * The browser of the end-to-end runs: Debian's Chromium headless shell (package
 * chromium-headless-shell), the same Blink as the full browser without its windowing layers. On
 * this 2-core machine it ran the same journeys in about two thirds of the full browser's time in
 * headless mode (docs/decisions/481-e2e-in-chromium-headless-shell.md). CHROMIUM_PATH=/usr/bin/chromium
 * runs them in the full browser (needed for --headed).
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
