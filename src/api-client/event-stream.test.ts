/** @jest-environment node */
import { openEventStream, parseEventStream, type StreamEvent, type StreamState } from './event-stream';

describe('parseEventStream', () => {
  test('complete events with id, event and multi-line data; comments and the unfinished tail kept apart', () => {
    const { events, rest, retryMs } = parseEventStream(
      'retry: 2000\n\n: ping\n\nid: 7\nevent: order\ndata: {"a":1}\n\nid: 8\ndata: one\ndata: two\n\nid: 9\ndata: {"par',
    );
    expect(events).toEqual([
      { id: '7', event: 'order', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'one\ntwo' },
    ]);
    expect(rest).toBe('id: 9\ndata: {"par');
    expect(retryMs).toBe(2000);
  });
  test('CRLF line ends', () => {
    expect(parseEventStream('id: 1\r\ndata: x\r\n\r\n').events).toEqual([{ id: '1', event: 'message', data: 'x' }]);
  });
});

/** A response whose body yields the given chunks, then ends (a dropped connection). */
const streamResponse = (chunks: string[], status = 200) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    }),
    { status },
  );

describe('openEventStream', () => {
  test('after a drop it reconnects with Last-Event-ID of the last event seen', async () => {
    const sent: (string | undefined)[] = [];
    const answers = [
      streamResponse(['retry: 5\n\n', 'id: 3\nevent: order\ndata: a\n\n']),
      streamResponse(['id: 4\ndata: b\n\n']),
    ];
    const events: StreamEvent[] = [];
    const states: StreamState[] = [];
    let resolveDone: () => void;
    const done = new Promise<void>((r) => (resolveDone = r));
    const stream = openEventStream({
      url: 'http://api/stream',
      getToken: () => 'tok',
      lastEventId: '2',
      onEvent: (e) => {
        events.push(e);
        if (events.length === 2) resolveDone();
      },
      onState: (s) => states.push(s),
      fetchImpl: (async (_url: string, init: RequestInit) => {
        const h = init.headers as Record<string, string>;
        expect(h.authorization).toBe('Bearer tok');
        sent.push(h['last-event-id']);
        return answers.shift() ?? new Promise(() => {});
      }) as unknown as typeof fetch,
    });
    await done;
    stream.close();
    expect(sent).toEqual(['2', '3']);
    expect(events.map((e) => e.data)).toEqual(['a', 'b']);
    expect(states.slice(0, 3)).toEqual(['connecting', 'open', 'reconnecting']);
  });

  test('a 403 stops it (a customer token): no retry loop', async () => {
    const states: StreamState[] = [];
    let calls = 0;
    openEventStream({
      url: 'http://api/stream',
      getToken: () => 'customer',
      lastEventId: null,
      onEvent: () => {},
      onState: (s) => states.push(s),
      retryMs: 1,
      fetchImpl: (async () => {
        calls += 1;
        return new Response('{}', { status: 403 });
      }) as unknown as typeof fetch,
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toBe(1);
    expect(states).toEqual(['connecting', 'unauthorized']);
  });
});
