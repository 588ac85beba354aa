/**
 * What Netlify's CDN does and `netlify dev` does not, for `npm run perf`:
 *
 * - text responses compressed (Brotli when the browser accepts it, else gzip): uncompressed, the
 *   category page's HTML and its two big scripts were 350 KB on the simulated slow 4G instead of
 *   about 100 KB, and Lighthouse flagged "No compression applied";
 * - HTTPS with HTTP/2, so every request of a page shares one warm connection (Netlify serves every
 *   site that way). Over plain HTTP/1.1 Chromium opens up to six connections per origin, and
 *   Lighthouse's simulation charges each new one a TCP handshake (225 ms on its slow 4G) before the
 *   first screen's photos can arrive, which no visitor of the real shop pays;
 * - connections kept open: hop-by-hop headers such as `Connection: close` belong to one hop (RFC
 *   9110 section 7.6.1) and are not passed on. (Forwarded, they made Chromium open a new
 *   connection for every request.);
 * - an edge cache: a successful GET of the site's own files (not `/api/`) is kept and answered
 *   from memory until `forget()` (a new build), as Netlify's edge keeps a deploy's files. `netlify
 *   dev` spends about 15 ms of CPU per request (370 ms per category page load, measured from
 *   /proc), on the same two cores as the browser being measured; the real CDN's work is on
 *   other machines.
 *
 * `startCdn` puts this in front of the served site; the perf script's bare pages are served by the
 * same server, from the same origin.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|manifest\+json|xml)|image\/svg\+xml)/;
// Brotli quality 9: within a few per cent of 11 for these files, and fast enough per request
// that the server's own time stays negligible (results are cached by content anyway).
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
const cache = new Map<string, Buffer>();

/** Headers of one hop (RFC 9110 7.6.1; HTTP/2 forbids them) and the ones we recompute. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
]);

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

/** Headers without HTTP/2 pseudo-headers (':path', ...) and without the hop-by-hop ones. */
export function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  }
  return out;
}

type Request = Http2ServerRequest | http.IncomingMessage;
type Response = Http2ServerResponse | http.ServerResponse;

/** Sends `body` with the response headers given, compressed as the request allows. */
export function sendCompressed(req: Request, res: Response, status: number, headers: IncomingHttpHeaders, body: Buffer) {
  const contentType = headers['content-type'];
  const sent = compressBody(
    body,
    Array.isArray(contentType) ? contentType[0] : contentType,
    chooseEncoding(req.headers['accept-encoding']),
  );
  const out: OutgoingHttpHeaders = endToEndHeaders(headers);
  if (sent.encoding) {
    out['content-encoding'] = sent.encoding;
    out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  out['content-length'] = String(sent.body.length);
  // Both response kinds (HTTP/2 and HTTP/1.1 compatibility) take the same writeHead and end calls.
  const response = res as http.ServerResponse;
  response.writeHead(status, out);
  if (req.method === 'HEAD') response.end();
  else response.end(sent.body);
}

/** A throwaway certificate for 127.0.0.1, and the hash Chromium is told to trust it by. */
export type TlsIdentity = { key: Buffer; cert: Buffer; spkiSha256: string };

/**
 * Makes a self-signed certificate for 127.0.0.1 and localhost (EC P-256, valid two days) with the
 * `openssl` command; nothing is written to the repository. `spkiSha256` is the base64 SHA-256 of
 * its public key, for Chromium's `--ignore-certificate-errors-spki-list` (the page then counts as
 * securely served, as on Netlify).
 */
export function makeTlsIdentity(): TlsIdentity {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-cdn-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          keyFile,
          '-out',
          certFile,
          '-days',
          '2',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'the openssl command is missing' : String(err);
      throw new Error(`cannot make the CDN's test certificate: ${reason} (Debian: apt-get install -y openssl)`);
    }
    const cert = fs.readFileSync(certFile);
    const spki = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: fs.readFileSync(keyFile), cert, spkiSha256: crypto.createHash('sha256').update(spki).digest('base64') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type Cdn = {
  server: http2.Http2SecureServer;
  origin: string;
  /** Empties the edge cache (the site was built anew). */
  forget: () => void;
};

/** An answer of the served site, as the edge keeps it (uncompressed; compressed per request). */
type SiteAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Whether the edge keeps this answer: the site's files, not the shop API's answers. */
function isEdgeCacheable(method: string | undefined, url: string | undefined, status: number): boolean {
  return method === 'GET' && status === 200 && !(url ?? '').startsWith('/api/');
}

/**
 * An HTTPS server on a free port of 127.0.0.1 (HTTP/2, HTTP/1.1 for clients without it) that
 * answers the paths of `files` itself (`{ '/__bare/home.html': { body, type } }`) and forwards
 * everything else to `target` (an origin), compressing what the CDN would; the site's files are
 * then answered from the edge cache (see above).
 */
export function startCdn(
  target: string,
  tls: TlsIdentity,
  files: Record<string, { body: Buffer; type: string }> = {},
): Promise<Cdn> {
  const upstream = new URL(target);
  const edge = new Map<string, SiteAnswer>();
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => {
    const own = files[(req.url ?? '').split('?')[0]];
    if (own) {
      sendCompressed(req, res, 200, { 'content-type': own.type, 'cache-control': 'no-cache' }, own.body);
      return;
    }
    const kept = req.method === 'GET' ? edge.get(req.url ?? '') : undefined;
    if (kept) {
      sendCompressed(req, res, kept.status, kept.headers, kept.body);
      return;
    }
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...endToEndHeaders(req.headers), host: upstream.host, 'accept-encoding': 'identity' },
      },
      (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          const answer: SiteAnswer = { status: up.statusCode ?? 502, headers: up.headers, body: Buffer.concat(chunks) };
          if (isEdgeCacheable(req.method, req.url, answer.status)) edge.set(req.url ?? '', answer);
          sendCompressed(req, res, answer.status, answer.headers, answer.body);
        });
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
      resolve({ server, origin: `https://127.0.0.1:${port}`, forget: () => edge.clear() });
    }),
  );
}
