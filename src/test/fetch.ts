/**
 * Test double for the browser's fetch as the shop API client uses it: the test answers each call
 * by method and path.
 */
export type Reply = { status: number; body: unknown } | 'network';
/** Answers a call; a promise holds the answer back until the test settles it (a slow network). */
export type Handler = (call: FetchCall) => Reply | Promise<Reply> | undefined;

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters (`lang`, an order's `secret`...). */
  query: Record<string, string>;
}

export function installFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  (globalThis as { fetch?: unknown }).fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shop.test');
    const method = init.method ?? 'GET';
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body;
    const call = { method, path: url.pathname, body, query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const reply = (await handler(call)) ?? { status: 404, body: { message: 'not_found' } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => JSON.stringify(reply.body) };
  };
  return calls;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const invalid = (errors: Record<string, string[]>): Reply => ({ status: 422, body: { message: 'invalid', errors } });
