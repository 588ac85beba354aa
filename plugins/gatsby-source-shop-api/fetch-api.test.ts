/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchJson, ShopApiUnavailable } from './fetch-api';

describe('build-time API reads', () => {
  it('names the API URL when the API is unreachable', async () => {
    await expect(fetchJson('http://127.0.0.1:9', '/api/categories', 1)).rejects.toThrow(
      /The shop API at http:\/\/127\.0\.0\.1:9 could not be read .*npm run api/,
    );
  });

  it('reports a failing call and reads JSON from a working one', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/api/ok') return res.end('[1,2]');
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fetchJson(base, '/api/ok')).resolves.toEqual([1, 2]);
      const error = await fetchJson(base, '/api/missing', 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ShopApiUnavailable);
      expect(String(error)).toContain(`GET ${base}/api/missing answered 404`);
    } finally {
      server.close();
    }
  });
});
