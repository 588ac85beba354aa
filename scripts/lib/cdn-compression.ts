/**
 * What Netlify's CDN does and `netlify dev` does not: text responses compressed (Brotli when the
 * browser accepts it, else gzip). `npm run perf` puts this in front of the served site and uses it
 * for the bare page too, so Lighthouse's simulated slow 4G carries the bytes a visitor's phone
 * would receive (uncompressed, the category page's HTML and its two big scripts were 350 KB on the
 * wire instead of about 100 KB, and Lighthouse flagged "No compression applied").
 */
import crypto from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|manifest\+json|xml)|image\/svg\+xml)/;
// Brotli quality 9: within a few per cent of 11 for these files, and fast enough per request
// that the server's own time stays negligible (results are cached by content anyway).
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
const cache = new Map<string, Buffer>();

export type Encoding = 'br' | 'gzip';

/** 'br', 'gzip' or null for an Accept-Encoding header. */
export function chooseEncoding(acceptEncoding: string | undefined = ''): Encoding | null {
  const accepted = String(acceptEncoding)
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The body as sent for this content type and encoding (cached by content). */
export function compressBody(
  body: Buffer,
  contentType: string | undefined,
  encoding: Encoding | null,
): { body: Buffer; encoding: Encoding | null } {
  if (!encoding || !COMPRESSIBLE.test(contentType ?? '') || body.length < 256) return { body, encoding: null };
  const key = `${encoding}:${crypto.createHash('sha1').update(body).digest('hex')}`;
  let out = cache.get(key);
  if (!out) {
    out = encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body, { level: 9 });
    cache.set(key, out);
  }
  return { body: out, encoding };
}

/** Sends `body` with the headers given, compressed as the request allows. */
export function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
) {
  const contentType = headers['content-type'];
  const sent = compressBody(
    body,
    Array.isArray(contentType) ? contentType[0] : contentType,
    chooseEncoding(req.headers['accept-encoding']),
  );
  const out: IncomingHttpHeaders = { ...headers };
  delete out['content-length'];
  delete out['transfer-encoding'];
  if (sent.encoding) {
    out['content-encoding'] = sent.encoding;
    out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  out['content-length'] = String(sent.body.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : sent.body);
}

/**
 * A proxy on a free port of 127.0.0.1 that forwards everything to `target` (an origin) and
 * compresses what the CDN would. Resolves to { server, origin }.
 */
export function startCompressingProxy(target: string): Promise<{ server: http.Server; origin: string }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => sendCompressed(req, res, up.statusCode ?? 502, up.headers, Buffer.concat(chunks)));
        up.on('error', () => res.destroy());
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}
