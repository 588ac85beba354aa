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
    const lines = await linesFor('info');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/"msg":"GET \/api\/categories 200 /);
  });
});
