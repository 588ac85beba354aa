import { createTestApi } from './test-utils';

/** The shop API at a given log level, counting the lines it writes for 10 requests. */
async function linesFor(logLevel: 'warn' | 'info'): Promise<string[]> {
  const lines: string[] = [];
  const api = await createTestApi({}, { logLevel, logStream: { write: (line) => void lines.push(line) } });
  try {
    const urls = ['/api/categories', '/api/products', '/api/kitchen-status', '/api/pickup-points', '/api/profile'];
    for (const url of [...urls, ...urls]) await api.call('GET', url);
  } finally {
    await api.close();
  }
  return lines;
}

describe('shop API request logging', () => {
  it('at the default level (warn) 10 requests write no line', async () => {
    expect(await linesFor('warn')).toEqual([]);
  });

  it('at info (LOG_LEVEL=info or --verbose) each request writes one line', async () => {
    // Start-up notes (which stand-ins run) are info lines too; request lines carry a request id.
    const requestLines = (await linesFor('info')).filter((line) => line.includes('"reqId"'));
    expect(requestLines).toHaveLength(10);
    expect(requestLines[0]).toMatch(/"msg":"GET \/api\/categories 200 /);
  });
});
