/**
 * Server-sent events from the shop API, read with fetch so the bearer token goes in a header
 * (EventSource cannot send one, and a token in the URL would be in every request log). Reconnects
 * after a drop with `Last-Event-ID`, so the server resends what was missed.
 */

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/** Splits SSE text into complete events; returns them and the unfinished rest (pure). */
export function parseEventStream(buffer: string): { events: StreamEvent[]; rest: string; retryMs: number | null } {
  const events: StreamEvent[] = [];
  let retryMs: number | null = null;
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (data.length) events.push({ id, event, data: data.join('\n') });
  }
  return { events, rest, retryMs };
}

export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'unauthorized';

export interface EventStreamOptions {
  /** Full URL of the stream. */
  url: string;
  getToken: () => string | null;
  /** The id to resume after (the last event the caller has), or null for "from now on". */
  lastEventId: string | null;
  onEvent: (event: StreamEvent) => void;
  onState: (state: StreamState) => void;
  fetchImpl?: typeof fetch;
  /** Wait before a reconnect, ms, until the server says otherwise (`retry:`). */
  retryMs?: number;
}

/** Opens the stream and keeps it open until the returned `close` is called (or a 401/403). */
export function openEventStream(options: EventStreamOptions): { close: () => void } {
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let lastId = options.lastEventId;
  let retryMs = options.retryMs ?? 2_000;
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const connect = async () => {
    if (closed) return;
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastId !== null) headers['last-event-id'] = lastId;
    try {
      const res = await doFetch(options.url, { headers, signal: controller.signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 403) {
        options.onState('unauthorized');
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      options.onState('open');
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const parsed = parseEventStream(buffer);
        buffer = parsed.rest;
        if (parsed.retryMs !== null) retryMs = parsed.retryMs;
        for (const e of parsed.events) {
          if (e.id !== null) lastId = e.id;
          options.onEvent(e);
        }
      }
    } catch {
      // A dropped connection, a network error or a server error: try again below.
    }
    if (closed) return;
    options.onState('reconnecting');
    timer = setTimeout(() => void connect(), retryMs);
  };

  options.onState('connecting');
  void connect();
  return {
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
  };
}
