/** @jest-environment node */
import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import zlib from 'node:zlib';
import { chooseEncoding, compressBody, endToEndHeaders, makeTlsIdentity, startCdn, type TlsIdentity } from './cdn';

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

test('endToEndHeaders drops one-hop headers and HTTP/2 pseudo-headers, keeps the rest', () => {
  expect(
    endToEndHeaders({
      ':path': '/ua/',
      ':method': 'GET',
      connection: 'close',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      host: 'localhost:8888',
      'content-length': '12',
      'content-type': 'text/html',
      'x-frame-options': 'DENY',
      location: '/',
    }),
  ).toEqual({ 'content-type': 'text/html', 'x-frame-options': 'DENY', location: '/' });
});

describe('startCdn (HTTPS, HTTP/2, compression, own files)', () => {
  const page = '<!doctype html><title>Меню</title>' + '<li>Борщ</li>'.repeat(300);
  const bare = Buffer.from('<!doctype html><title>bare</title>' + '<p>Піца</p>'.repeat(100));
  let tls: TlsIdentity;
  let upstream: http.Server;
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  /** Requests that reached the upstream, by URL; `build` is what its files say (a new build changes it). */
  const reached = new Map<string, number>();
  let build = 'build-1';

  beforeAll(async () => {
    tls = makeTlsIdentity();
    upstream = http.createServer((req, res) => {
      reached.set(req.url ?? '', (reached.get(req.url ?? '') ?? 0) + 1);
      // netlify dev's answer to a client without keep-alive: the CDN must not pass `close` on.
      if (req.url === '/ua/menu/?sort=price') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', connection: 'close' });
        res.end(page);
      } else if (req.url === '/app.js' || req.url === '/api/kitchen-status') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.url} of ${build}`);
      } else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const { port } = upstream.address() as { port: number };
    cdn = await startCdn(`http://127.0.0.1:${port}`, tls, { '/__bare/category.html': { body: bare, type: 'text/html' } });
  });
  afterAll(() => {
    cdn.server.close();
    upstream.close();
  });

  /** One HTTP/2 request from a client that trusts the test certificate only. */
  function h2Get(path: string) {
    return new Promise<{ headers: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader; body: Buffer }>(
      (resolve, reject) => {
        const client = http2.connect(cdn.origin, { ca: tls.cert });
        client.on('error', reject);
        const req = client.request({ ':path': path, 'accept-encoding': 'br' });
        const chunks: Buffer[] = [];
        let headers: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader = {};
        req.on('response', (h) => (headers = h));
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          client.close();
          resolve({ headers, body: Buffer.concat(chunks) });
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  test('forwards path, status and headers over HTTP/2 with a certificate valid for 127.0.0.1, compressed', async () => {
    expect(cdn.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await h2Get('/ua/menu/?sort=price');
    expect(res.headers[':status']).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page);
    expect((await h2Get('/missing/')).headers[':status']).toBe(404);
  });

  test('answers its own files (the bare pages) from the same origin', async () => {
    const res = await h2Get('/__bare/category.html');
    expect(res.headers[':status']).toBe(200);
    expect(zlib.brotliDecompressSync(res.body).equals(bare)).toBe(true);
  });

  test('HTTP/1.1 clients keep their connection although the upstream said close', async () => {
    const agent = new https.Agent({ ca: tls.cert, keepAlive: true });
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
        https.get(`${cdn.origin}/ua/menu/?sort=price`, { agent }, resolve).on('error', reject),
      );
      res.resume();
      expect(res.statusCode).toBe(200);
      expect(res.headers.connection).not.toBe('close');
    } finally {
      agent.destroy();
    }
  });

  test("keeps the site's files like an edge until forget(), never the shop API's answers nor errors", async () => {
    const body = async (path: string) => (await h2Get(path)).body.toString();
    expect(await body('/app.js')).toBe('/app.js of build-1');
    build = 'build-2';
    expect(await body('/app.js')).toBe('/app.js of build-1');
    expect(reached.get('/app.js')).toBe(1);
    cdn.forget();
    expect(await body('/app.js')).toBe('/app.js of build-2');
    expect(reached.get('/app.js')).toBe(2);

    await body('/api/kitchen-status');
    expect(await body('/api/kitchen-status')).toBe('/api/kitchen-status of build-2');
    expect(reached.get('/api/kitchen-status')).toBe(2);
    await h2Get('/gone/');
    expect((await h2Get('/gone/')).headers[':status']).toBe(404);
    expect(reached.get('/gone/')).toBe(2);
  });

  test('the trusted key hash is the SHA-256 of the certificate public key', () => {
    const spki = new crypto.X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' });
    expect(tls.spkiSha256).toBe(crypto.createHash('sha256').update(spki).digest('base64'));
    expect(new crypto.X509Certificate(tls.cert).subjectAltName).toContain('IP Address:127.0.0.1');
  });
});
