/** The server render's BelowFirstScreenPart: the component itself, so the static HTML has it (below-first-screen.ts). */
export { default as BelowFirstScreenPart } from './BelowFirstScreen';
