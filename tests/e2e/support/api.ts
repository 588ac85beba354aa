/** The shop API the e2e run talks to directly: the stack's address (scripts/lib/stack.mts sets API_URL for its children). */
export const API = process.env.API_URL ?? `http://localhost:${process.env.SHOP_API_PORT ?? 3001}`;
