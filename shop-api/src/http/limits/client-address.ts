/**
 * The visitor's address for per-client limits. Behind Netlify's `/api` proxy every request comes
 * from Netlify, so the address is taken from the header the proxy sets: `x-nf-client-connection-ip`,
 * else the right-most `X-Forwarded-For` entry that is not itself a trusted proxy. Those headers are
 * believed ONLY when the TCP peer is in the configured trusted-proxy list; from anyone else they
 * are ignored (a direct caller could write any address there and escape every limit).
 */

/** A parsed trusted-proxy entry: one IPv4/IPv6 address, or an IPv4 CIDR block. */
type Matcher = (address: string) => boolean;

function ipv4ToInt(address: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}

/** '::ffff:10.0.0.1' (IPv4 seen on an IPv6 socket) -> '10.0.0.1'; trims and lower-cases. */
export function normaliseAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith('::ffff:') && ipv4ToInt(a.slice(7)) !== null ? a.slice(7) : a;
}

/**
 * 'loopback' = 127.0.0.0/8 and ::1. Entries: '10.0.0.0/8', '203.0.113.5', '::1'.
 * Unparsable entries throw, so a typo in the environment is a start-up error, not an open door.
 */
export function compileTrustedProxies(entries: readonly string[]): Matcher {
  const matchers: Matcher[] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === 'loopback') {
      matchers.push(compileTrustedProxies(['127.0.0.0/8', '::1']));
      continue;
    }
    const [base, bitsText] = entry.split('/');
    const baseInt = ipv4ToInt(base);
    if (bitsText !== undefined) {
      const bits = Number(bitsText);
      if (baseInt === null || !Number.isInteger(bits) || bits < 0 || bits > 32)
        throw new Error(`SHOP_API_TRUSTED_PROXIES: cannot read "${raw}" (IPv4 CIDR like 10.0.0.0/8 expected)`);
      const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
      matchers.push((a) => {
        const n = ipv4ToInt(a);
        return n !== null && (n & mask) >>> 0 === (baseInt & mask) >>> 0;
      });
    } else {
      if (baseInt === null && !entry.includes(':'))
        throw new Error(`SHOP_API_TRUSTED_PROXIES: cannot read "${raw}" (an IP address expected)`);
      matchers.push((a) => a === entry);
    }
  }
  return (address) => {
    const a = normaliseAddress(address);
    return matchers.some((m) => m(a));
  };
}

export interface ClientAddressInput {
  /** The TCP peer (request.socket.remoteAddress). */
  peer: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const looksLikeIp = (a: string) => a.length <= 45 && /^[0-9a-f:.]+$/i.test(a);

export function clientAddress(input: ClientAddressInput, trusted: Matcher): string {
  const peer = normaliseAddress(input.peer ?? 'unknown');
  if (!trusted(peer)) return peer;
  const nf = first(input.headers['x-nf-client-connection-ip']);
  if (nf && looksLikeIp(normaliseAddress(nf))) return normaliseAddress(nf);
  const forwarded = input.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  // Right to left: each trusted hop vouches for the one before it; the first untrusted is the client.
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!looksLikeIp(chain[i])) return peer;
    if (!trusted(chain[i])) return chain[i];
  }
  return chain[0] ?? peer;
}
