import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileStamp, readBuildMemory, writeBuildMemory } from './build-memory';

/**
 * The build's last check (gatsby-node onPostBuild): everything in public/ is served to anyone, so
 * no credential, private key or token may be in it. Two kinds of evidence:
 *  - patterns of well-known secrets (private keys, cloud, payment, e-mail marketing, SMS and
 *    messenger keys, JWTs, credentials in URLs, `password: "..."`-style assignments);
 *  - the values of secret-looking variables of the build environment (`*_SECRET`, `*_TOKEN`,
 *    `*_KEY`, `*PASSWORD*`, ...), which Gatsby would inline if code referenced them.
 * Only the public ids the shop is configured with (PUBLIC_ID_VARIABLES) may appear.
 */

/** Build variables whose values are meant for the browser. */
export const PUBLIC_ID_VARIABLES = [
  'GATSBY_GA_ID',
  'GATSBY_GTM_ID',
  'GATSBY_PIXEL_ID',
  'GATSBY_GOOGLE_CLIENT_ID',
  'GATSBY_APPLE_CLIENT_ID',
  'GATSBY_TG_BOT_NAME',
  'GATSBY_API_BASE_URL',
] as const;

interface SecretPattern {
  kind: string;
  re: RegExp;
  /** Extra test of a match (false: not a secret). */
  accept?: (match: string) => boolean;
  /**
   * Strings one of which every match contains, as written: the pattern runs only on a text where
   * LITERAL_SIEVE (all the patterns' literals in one expression) finds one, so a clean page costs
   * one pass instead of 17.
   */
  literals?: string[];
  /**
   * A pattern every match contains, led by a literal (so the engine skips to its candidates): the
   * full pattern runs only where it is found (the URL pattern, led by a letter class, was a quarter
   * of the scan's time on pages full of https:// links).
   */
  gate?: RegExp;
}

/**
 * A quoted value that looks like a credential rather than a word or an identifier
 * (`password: "password_confirmation"` is a form field name): a letter and a digit or symbol.
 */
function looksLikeCredential(assignment: string): boolean {
  const value = /["']([^"']*)["']$/.exec(assignment)?.[1] ?? '';
  return /[A-Za-z]/.test(value) && /[0-9!#$%&()*+,/:;<=>?@[\]^{|}~]/.test(value);
}

/** Well-known secret formats (each `re` global, matched against whole files). */
export const SECRET_PATTERNS: SecretPattern[] = [
  { kind: 'private key (PEM)', re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g, literals: ['-----BEGIN '] },
  { kind: 'AWS access key id', re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g, literals: ['AKIA', 'ASIA', 'ABIA', 'ACCA'] },
  { kind: 'Stripe secret key', re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}\b/g, literals: ['_live_', '_test_'] },
  { kind: 'Stripe webhook secret', re: /\bwhsec_[0-9A-Za-z]{24,}\b/g, literals: ['whsec_'] },
  { kind: 'LiqPay sandbox private key', re: /\bsandbox_[0-9A-Za-z]{40}\b/g, literals: ['sandbox_'] },
  { kind: 'Slack token', re: /\bxox[abposr]-[0-9A-Za-z-]{10,}/g, literals: ['xox'] },
  {
    kind: 'Slack webhook',
    re: /https:\/\/hooks\.slack\.com\/services\/T[0-9A-Z]+\/B[0-9A-Z]+\/[0-9A-Za-z]+/g,
    literals: ['hooks.slack.com'],
  },
  { kind: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g, literals: ['AIza'] },
  { kind: 'Google OAuth client secret', re: /\bGOCSPX-[0-9A-Za-z_-]{20,}/g, literals: ['GOCSPX-'] },
  { kind: 'Google OAuth access token', re: /\bya29\.[0-9A-Za-z_-]{20,}/g, literals: ['ya29.'] },
  {
    kind: 'GitHub token',
    re: /\b(?:gh[pousr]_[0-9A-Za-z]{36}|github_pat_[0-9A-Za-z_]{40,})\b/g,
    literals: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  },
  { kind: 'Facebook access token', re: /\bEAA[A-Za-z0-9]{40,}/g, literals: ['EAA'] },
  { kind: 'Mailchimp API key', re: /\b[0-9a-f]{32}-us[0-9]{1,2}\b/g, literals: ['-us'] },
  { kind: 'SendGrid API key', re: /\bSG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}\b/g, literals: ['SG.'] },
  { kind: 'Mailgun API key', re: /\bkey-[0-9a-f]{32}\b/g, literals: ['key-'] },
  { kind: 'Twilio key or account SID', re: /\b(?:AC|SK)[0-9a-f]{32}\b/g },
  { kind: 'Telegram bot token', re: /(?<![0-9])[0-9]{8,10}:AA[0-9A-Za-z_-]{33}(?![0-9A-Za-z_-])/g, literals: [':AA'] },
  { kind: 'JWT', re: /\beyJ[0-9A-Za-z_-]{8,}\.eyJ[0-9A-Za-z_-]{8,}\.[0-9A-Za-z_-]*/g, literals: ['eyJ'] },
  {
    kind: 'credentials in a URL',
    re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@"'`<>:\\]+:[^\s/?#@"'`<>\\]+@[^\s/?#"'`<>\\]+/gi,
    gate: /:\/\/[^\s/?#@"'`<>:\\]+:[^\s/?#@"'`<>\\]+@/,
  },
  {
    kind: 'secret assignment',
    re: /["']?\b(?:api[_-]?key|api[_-]?secret|secret[_-]?key|client[_-]?secret|private[_-]?key|access[_-]?token|auth[_-]?token|refresh[_-]?token|password|passwd)["']?\s*[:=]\s*["'](?!\*+["'])[\x21\x23-\x26\x28-\x7e]{8,}["']/gi,
    accept: looksLikeCredential,
  },
];

/** Finds whether a text holds any of the patterns' literals (see `literals`). */
const LITERAL_SIEVE = new RegExp(
  SECRET_PATTERNS.flatMap((p) => p.literals ?? [])
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

/** Names of environment variables that hold secrets. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|(?:^|_)KEY(?:$|_)|AUTH/i;

export interface Secret {
  kind: string;
  /** The matched text (never print it whole: see maskSecret). */
  value: string;
  index: number;
}

/** Values of secret-looking variables of an environment (8 characters or more). */
export function secretEnvironmentValues(env: NodeJS.ProcessEnv): { name: string; value: string }[] {
  return (
    Object.entries(env)
      .filter(([name]) => SECRET_NAME.test(name) && !(PUBLIC_ID_VARIABLES as readonly string[]).includes(name))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim().length >= 8)
      // A plain URL without credentials (an auth server's address) or a number is not a secret.
      .filter(([, value]) => !/^(?:https?:\/\/[^@\s]*|\d+)$/i.test(value.trim()))
      .map(([name, value]) => ({ name, value }))
  );
}

/** The configured public ids (they may appear, even when they look like a key). */
export function publicIds(env: NodeJS.ProcessEnv): string[] {
  return PUBLIC_ID_VARIABLES.map((name) => env[name]).filter((v): v is string => !!v && v.trim().length > 0);
}

/** Every secret in a text. */
export function findSecrets(text: string, env: NodeJS.ProcessEnv = {}): Secret[] {
  return findSecretsOf(text, scanEnvironment(env));
}

/** What a scan takes from the build environment: read once per scan, not once per file (42,000 files at 10,000 products). */
interface ScanEnvironment {
  allowed: string[];
  values: { name: string; value: string }[];
}

const scanEnvironment = (env: NodeJS.ProcessEnv): ScanEnvironment => ({
  allowed: publicIds(env),
  values: secretEnvironmentValues(env),
});

function findSecretsOf(text: string, { allowed, values }: ScanEnvironment): Secret[] {
  const found: Secret[] = [];
  const sieved = LITERAL_SIEVE.test(text);
  for (const { kind, re, accept, literals, gate } of SECRET_PATTERNS) {
    if ((literals && !sieved) || (gate && !gate.test(text))) continue;
    for (const m of text.matchAll(re)) {
      if (accept && !accept(m[0])) continue;
      if (allowed.some((id) => m[0] === id || id.includes(m[0]))) continue;
      found.push({ kind, value: m[0], index: m.index ?? 0 });
    }
  }
  for (const { name, value } of values) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
      found.push({ kind: `value of ${name}`, value, index: at });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Enough of a secret to find it, not enough to use it. */
export function maskSecret(value: string): string {
  return `${value.slice(0, 6)}… (${value.length} characters)`;
}

export interface SecretFinding {
  file: string;
  line: number;
  kind: string;
  masked: string;
}

function isBinary(content: Buffer): boolean {
  return content.subarray(0, 8000).includes(0);
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Secrets in every text file under a folder (binary files, i.e. images and fonts, are skipped). */
export function scanForSecrets(dir: string, env: NodeJS.ProcessEnv = {}): SecretFinding[] {
  return scanFolder(dir, env, null).findings;
}

export interface IncrementalScan {
  findings: SecretFinding[];
  /** Files read and checked in this scan. */
  scanned: number;
  /** Files skipped: the same size and modification time as when the last scan found them clean. */
  unchanged: number;
}

/**
 * scanForSecrets that remembers the clean files in `cacheFile` (path -> size and mtime) and skips
 * them next time: a rebuild rewrites a few pages of the 20,000 at the 10,000-product scale, where
 * reading all of public/ (1.4 GB of HTML) took 46 s. The memory is dropped when the patterns, the
 * secret values of the environment or the public ids change (it stores a hash of them, never a
 * value); a file with a finding is never remembered.
 */
export function scanForSecretsIncremental(dir: string, env: NodeJS.ProcessEnv, cacheFile: string): IncrementalScan {
  const fingerprint = scanFingerprint(env);
  const { clean, ...scan } = scanFolder(dir, env, readBuildMemory<string>(cacheFile, fingerprint));
  writeBuildMemory(cacheFile, fingerprint, clean);
  return scan;
}

/** Raise when the scan itself changes in a way the patterns do not show (drops every memory). */
const SCAN_VERSION = 1;

/** What a remembered result depends on besides the file: the patterns and the environment's secrets. */
function scanFingerprint(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256').update(`${SCAN_VERSION}\0${String(looksLikeCredential)}\0`);
  for (const { kind, re, accept } of SECRET_PATTERNS)
    hash.update(`${kind}\0${re.source}\0${re.flags}\0${String(accept ?? '')}\0`);
  for (const { name, value } of secretEnvironmentValues(env)) hash.update(`${name}\0${value}\0`);
  for (const id of publicIds(env)) hash.update(`${id}\0`);
  return hash.digest('hex');
}

function scanFolder(dir: string, env: NodeJS.ProcessEnv, known: Record<string, string> | null) {
  const findings: SecretFinding[] = [];
  const clean: Record<string, string> = {};
  let scanned = 0;
  let unchanged = 0;
  const scanEnv = scanEnvironment(env);
  for (const file of filesUnder(dir)) {
    const rel = path.relative(dir, file);
    const id = known ? fileStamp(file) : '';
    if (known && known[rel] === id) {
      clean[rel] = id;
      unchanged++;
      continue;
    }
    scanned++;
    const content = fs.readFileSync(file);
    const text = isBinary(content) ? '' : content.toString('utf8');
    const secrets = text ? findSecretsOf(text, scanEnv) : [];
    if (secrets.length === 0) clean[rel] = id;
    for (const secret of secrets) {
      findings.push({
        file: rel,
        line: text.slice(0, secret.index).split('\n').length,
        kind: secret.kind,
        masked: maskSecret(secret.value),
      });
    }
  }
  return { findings, clean, scanned, unchanged };
}

export function describeFindings(findings: SecretFinding[]): string {
  const shown = findings.slice(0, 30).map((f) => `  ${f.file}:${f.line}  ${f.kind}: ${f.masked}`);
  const more = findings.length > shown.length ? [`  … and ${findings.length - shown.length} more`] : [];
  return [
    `public/ contains ${findings.length} credential(s), key(s) or token(s); nothing secret may be served:`,
    ...shown,
    ...more,
    'Keep secrets on the server (shop API) and out of GATSBY_* variables; only the public ids',
    `(${PUBLIC_ID_VARIABLES.join(', ')}) may reach the browser.`,
  ].join('\n');
}
