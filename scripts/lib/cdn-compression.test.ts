/** @jest-environment node */
import http from 'node:http';
import zlib from 'node:zlib';
import { chooseEncoding, compressBody, startCompressingProxy } from './cdn-compression';

describe('chooseEncoding (what Netlify picks for the browser)', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%p -> %p', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('compressBody', () => {
  const html = Buffer.from('<p>Піца Маргарита</p>'.repeat(200));
  test('text is compressed and decodes to the same bytes', () => {
    const br = compressBody(html, 'text/html; charset=utf-8', 'br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(zlib.brotliDecompressSync(br.body).equals(html)).toBe(true);
    const gz = compressBody(html, 'application/javascript', 'gzip');
    expect(zlib.gunzipSync(gz.body).equals(html)).toBe(true);
  });
  test('images, tiny bodies and browsers without an encoding get the bytes as they are', () => {
    const jpeg = Buffer.alloc(5000, 7);
    expect(compressBody(jpeg, 'image/jpeg', 'br')).toEqual({ body: jpeg, encoding: null });
    expect(compressBody(Buffer.from('{}'), 'application/json', 'br').encoding).toBeNull();
    expect(compressBody(html, 'text/html', null)).toEqual({ body: html, encoding: null });
  });
});

test('the proxy forwards status, headers and path, and compresses text only', async () => {
  const page = '<!doctype html><title>Меню</title>' + '<li>Борщ</li>'.repeat(300);
  const upstream = http.createServer((req, res) => {
    if (req.url === '/ua/menu/?sort=price') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' });
      res.end(page);
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const { port } = upstream.address() as { port: number };
  const { server, origin } = await startCompressingProxy(`http://127.0.0.1:${port}`);
  try {
    const res = await fetch(`${origin}/ua/menu/?sort=price`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe(page); // fetch decodes Brotli
    expect((await fetch(`${origin}/missing/`)).status).toBe(404);
  } finally {
    server.close();
    upstream.close();
  }
});
