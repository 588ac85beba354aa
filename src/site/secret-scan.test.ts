/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanForSecretsInOwnProcess } from './secret-scan-process';
import {
  describeFindings,
  findSecrets,
  maskSecret,
  scanForSecrets,
  scanForSecretsIncremental,
  SECRET_PATTERNS,
} from './secret-scan';

// Samples are assembled from parts so this file itself holds no secret-shaped string.
const j = (...parts: string[]) => parts.join('');
const hex = (n: number) => '0123456789abcdef'.repeat(8).slice(0, n);
const alnum = (n: number) => 'aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xYz'.repeat(4).slice(0, n);

/** [kind found, text as it would sit in a built file]. */
const PLANTED: [string, string][] = [
  ['private key (PEM)', j('var k="-----BEGIN RSA ', 'PRIVATE KEY-----\\nMIIEowIBAAKCAQEA7', '";')],
  ['private key (PEM)', j('{"private_key":"-----BEGIN ', 'PRIVATE KEY-----\\nMIIEvQIBADANBg"}')],
  ['private key (PEM)', j('-----BEGIN OPENSSH ', 'PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA')],
  ['private key (PEM)', j('<pre>-----BEGIN PGP ', 'PRIVATE KEY BLOCK-----</pre>')],
  ['AWS access key id', j('accessKeyId:"AKIA', 'IOSFODNN7EXAMPLE"')],
  ['Stripe secret key', j('Stripe("sk_', 'live_', alnum(24), '")')],
  ['Stripe secret key', j('{"key":"rk_', 'test_', alnum(24), '"}')],
  ['Stripe webhook secret', j('const hook="whsec_', alnum(32), '"')],
  ['LiqPay sandbox private key', j('private_key: "sandbox_', alnum(40), '"')],
  ['Slack token', j('token:"xoxb-', '123456789012-1234567890123-', alnum(24), '"')],
  ['Slack webhook', j('fetch("https://hooks.slack.com/services/', 'T0123ABCD/B0123ABCD/', alnum(24), '")')],
  ['Google API key', j('key=AIza', 'SyD', alnum(32), '&callback=init')],
  ['Google OAuth client secret', j('client_secret=GOCSPX-', alnum(28))],
  ['Google OAuth access token', j('Authorization: Bearer ya29.', alnum(60))],
  ['GitHub token', j('"ghp_', alnum(36), '"')],
  ['Facebook access token', j('access_token=EAA', alnum(60))],
  ['Mailchimp API key', j('apikey:"', hex(32), '-us', '21"')],
  ['SendGrid API key', j('"SG.', alnum(22), '.', alnum(43), '"')],
  ['Mailgun API key', j('api:key-', hex(32))],
  ['Twilio key or account SID', j('accountSid:"AC', hex(32), '"')],
  ['Telegram bot token', j('https://api.telegram.org/bot', '1234567890:AA', alnum(33), '/sendMessage')],
  ['JWT', j('localStorage.setItem("token","eyJ', 'hbGciOiJIUzI1NiJ9.eyJ', 'zdWIiOiI0MiJ9.', alnum(43), '")')],
  ['credentials in a URL', j('{"apiUrl":"https://admin:', 'S3cr3t', '@api.example.com/v1"}')],
  ['credentials in a URL', j('<a href="ftp://shop:', 'pa55', '@files.example.com/menu.pdf">')],
  ['secret assignment', j('{"client_secret":"', 'aB3dE5fG7hJ9', '"}')],
  ['secret assignment', j("const config={password:'", 'Qwerty2024!', "'}")],
];

/** Environment secrets with no recognisable format (SMS gateway, e-mail marketing, payment). */
const ENV = {
  SMS_API_TOKEN: j('turbo', 'sms', '7f3a9c1e'),
  ESPUTNIK_PASSWORD: j('marketing', '-pass-', '2024'),
  WAYFORPAY_SECRET_KEY: hex(40),
  GATSBY_PAYMENT_SECRET: j('pay', 'ment', '-inline-', '999'),
};

/** Ids the shop is configured with: public by design. */
const PUBLIC_ENV = {
  GATSBY_GA_ID: 'G-ABC123XYZ9',
  GATSBY_PIXEL_ID: '123456789012345',
  // A container id that happened to look like a Mailchimp key would still be the configured public id.
  GATSBY_GTM_ID: j(hex(32), '-us', '5'),
  GATSBY_GOOGLE_CLIENT_ID: '1234567890-abcdefghijklmnop.apps.googleusercontent.com',
  GATSBY_APPLE_CLIENT_ID: 'ua.smachna.web',
  GATSBY_TG_BOT_NAME: 'smachna_hata_bot',
};

/** What a clean build contains: hashes, field names, links, public ids. */
const CLEAN: string[] = [
  'window.___webpackCompilationHash="d61f97ab8b4583b16322";',
  'e.password="validation_required",t.password_confirmation="validation_min"',
  '{password:"password_confirmation",type:"password",autoComplete:"current-password"}',
  '"auth_show_password":"Показати пароль","password":"Пароль"',
  '<a href="mailto:hello@smachna-hata.example">hello@smachna-hata.example</a>',
  '<a href="https://t.me/smachna_hata_bot">Telegram</a> <a href="viber://pa?chatURI=smachnahata">Viber</a>',
  'git+ssh://git@github.com/example/repo.git http://localhost:3001/api/products',
  'integrity="sha512-7Jd0Yq2b2rQx+eY0m9cF3w0bW1n4Jb2k4H8mR1vZC8Y="',
  '{"guid":"3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b","md5":"' + hex(32) + '"}',
  'data:image/svg+xml;base64,eyJpc0FuSW1hZ2UiOnRydWV9',
  'const stackTask_live_update=1; AKIAPOSTROPHE; token:"";password:"********"',
  `gtag("config","${PUBLIC_ENV.GATSBY_GA_ID}");fbq("init","${PUBLIC_ENV.GATSBY_PIXEL_ID}")`,
  `marketing:"${PUBLIC_ENV.GATSBY_GTM_ID}",client_id=${PUBLIC_ENV.GATSBY_GOOGLE_CLIENT_ID}`,
  `t.me/${PUBLIC_ENV.GATSBY_TG_BOT_NAME}?start=abc apple:${PUBLIC_ENV.GATSBY_APPLE_CLIENT_ID}`,
];

describe('findSecrets: planted secrets are found', () => {
  test.each(PLANTED)('%s in %s', (kind, text) => {
    const found = findSecrets(`/*! bundle */${text};var x=1;`, PUBLIC_ENV);
    expect(found.map((f) => f.kind)).toContain(kind);
  });

  test.each(Object.entries(ENV))('the value of %s from the build environment', (name, value) => {
    const found = findSecrets(`<script>window.cfg={"v":"${value}"}</script>`, { ...PUBLIC_ENV, ...ENV });
    expect(found.map((f) => f.kind)).toContain(`value of ${name}`);
  });
});

describe('findSecrets: a gate never hides a match', () => {
  const gated = SECRET_PATTERNS.filter((p) => p.gate);
  const samples = PLANTED.filter(([kind]) => gated.some((p) => p.kind === kind));

  test('the gated patterns have planted samples', () => {
    expect(gated.length).toBeGreaterThan(0);
    for (const { kind } of gated) expect(samples.map(([k]) => k)).toContain(kind);
  });

  test.each(samples)('%s: every match of %s passes its gate', (kind, text) => {
    const { re, gate } = gated.find((p) => p.kind === kind)!;
    const matches = [...text.matchAll(re)].map((m) => m[0]);
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(gate!.test(m)).toBe(true);
  });

  test('a credential after a large page of plain links is found', () => {
    const links = '<a href="https://smachna-hata.example/ua/product/margarita/">Маргарита</a>'.repeat(5000);
    const found = findSecrets(`${links}${PLANTED.find(([k]) => k === 'credentials in a URL')![1]}`, PUBLIC_ENV);
    expect(found.map((f) => f.kind)).toEqual(['credentials in a URL']);
  });
});

describe('findSecrets: the literal sieve never hides a match', () => {
  const withLiterals = SECRET_PATTERNS.filter((p) => p.literals);

  test('only these run outside the sieve (Twilio: AC and SK are in every page; the other two are case-free)', () => {
    expect(SECRET_PATTERNS.filter((p) => !p.literals).map((p) => p.kind)).toEqual([
      'Twilio key or account SID',
      'credentials in a URL',
      'secret assignment',
    ]);
  });

  test.each(PLANTED.filter(([kind]) => withLiterals.some((p) => p.kind === kind)))(
    '%s: every match of %s holds one of its literals',
    (kind, text) => {
      const { re, literals } = withLiterals.find((p) => p.kind === kind)!;
      const matches = [...text.matchAll(re)].map((m) => m[0]);
      expect(matches.length).toBeGreaterThan(0);
      for (const m of matches) expect(literals!.some((literal) => m.includes(literal))).toBe(true);
    },
  );

  test('a secret after a large page without any literal is found', () => {
    const page = '<li class="card"><a href="/ua/product/margarita/">Маргарита, 450 г</a></li>'.repeat(5000);
    for (const [kind, text] of PLANTED.filter(([k]) => withLiterals.some((p) => p.kind === k)))
      expect(findSecrets(`${page}${text}`, PUBLIC_ENV).map((f) => f.kind)).toContain(kind);
  });
});

describe('findSecrets: clean text passes', () => {
  test.each(CLEAN)('%s', (text) => {
    expect(
      findSecrets(`${text} http://localhost:8888/ua/`, {
        ...PUBLIC_ENV,
        ...ENV,
        NODE_ENV: 'production',
        AUTH_MODE: 'on',
        AUTH_SERVER_URL: 'http://localhost:8888',
      }),
    ).toEqual([]);
  });

  test('a configured public id is allowed, the same string unconfigured is not', () => {
    const text = `marketing:"${PUBLIC_ENV.GATSBY_GTM_ID}"`;
    expect(findSecrets(text, PUBLIC_ENV)).toEqual([]);
    expect(findSecrets(text, {}).map((f) => f.kind)).toEqual(['Mailchimp API key']);
  });
});

describe('scanForSecrets over a public/ folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (rel: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };

  test('a clean build passes', () => {
    write('index.html', `<html><body>${CLEAN.join('\n')}</body></html>`);
    write('app-1d4d9009df43d6396f0e.js', CLEAN.join(';'));
    write('page-data/index/page-data.json', '{"result":{"pageContext":{"locale":"ua"}}}');
    write('static/abc/photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x41, 0x4b, 0x49, 0x41]));
    expect(scanForSecrets(dir, PUBLIC_ENV)).toEqual([]);
  });

  test('every planted secret is reported with file and line, masked', () => {
    PLANTED.forEach(([, text], i) => write(`chunk-${i}.js`, `/* line 1 */\n${text}\n`));
    write('page-data/ua/page-data.json', JSON.stringify({ sms: ENV.SMS_API_TOKEN }));
    write('ua/checkout/index.html', `<p>\n\n${ENV.GATSBY_PAYMENT_SECRET}</p>`);
    write('app.js.map', JSON.stringify({ sourcesContent: [`const k = "${ENV.WAYFORPAY_SECRET_KEY}"`] }));

    const findings = scanForSecrets(dir, { ...PUBLIC_ENV, ...ENV });
    PLANTED.forEach(([kind], i) => {
      expect(findings).toContainEqual(expect.objectContaining({ file: `chunk-${i}.js`, line: 2, kind }));
    });
    expect(findings).toContainEqual(
      expect.objectContaining({ file: path.join('page-data', 'ua', 'page-data.json'), kind: 'value of SMS_API_TOKEN' }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({
        file: path.join('ua', 'checkout', 'index.html'),
        line: 3,
        kind: 'value of GATSBY_PAYMENT_SECRET',
      }),
    );
    expect(findings).toContainEqual(expect.objectContaining({ file: 'app.js.map', kind: 'value of WAYFORPAY_SECRET_KEY' }));

    const report = describeFindings(findings);
    for (const value of Object.values(ENV)) expect(report).not.toContain(value);
    expect(report).toMatch(/^public\/ contains \d+ credential/);
  });
});

describe('scanForSecretsIncremental (rebuilds read only what changed)', () => {
  let dir: string;
  let cacheFile: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-inc-'));
    cacheFile = path.join(dir, '..', `${path.basename(dir)}-cache`, 'secret-scan.json');
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.dirname(cacheFile), { recursive: true, force: true });
  });
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };

  test('skips files unchanged since a clean scan, reads changed and new ones, finds what they bring', () => {
    write('ua/index.html', `<p>${CLEAN[0]}</p>`);
    write('ua/product/a/index.html', '<p>a</p>');
    write('app.js', CLEAN.join(';'));
    expect(scanForSecretsIncremental(dir, PUBLIC_ENV, cacheFile)).toEqual({ findings: [], scanned: 3, unchanged: 0 });
    expect(scanForSecretsIncremental(dir, PUBLIC_ENV, cacheFile)).toEqual({ findings: [], scanned: 0, unchanged: 3 });

    // A rebuilt page now carries a secret; a new page appears.
    write('ua/product/a/index.html', `<p>${PLANTED[0][1]}</p>`);
    write('ua/product/b/index.html', '<p>b</p>');
    const third = scanForSecretsIncremental(dir, PUBLIC_ENV, cacheFile);
    expect(third).toMatchObject({ scanned: 2, unchanged: 2 });
    expect(third.findings).toEqual([
      expect.objectContaining({ file: path.join('ua', 'product', 'a', 'index.html'), kind: PLANTED[0][0] }),
    ]);
    // A file with a finding is read again every time, until it is clean.
    expect(scanForSecretsIncremental(dir, PUBLIC_ENV, cacheFile)).toMatchObject({ scanned: 1, unchanged: 3 });
  });

  test('a new secret in the environment drops the memory (its value may sit in an unchanged file)', () => {
    write('app.js', `const k = "${ENV.WAYFORPAY_SECRET_KEY}";`);
    expect(scanForSecretsIncremental(dir, PUBLIC_ENV, cacheFile).findings).toEqual([]);
    const withSecret = scanForSecretsIncremental(dir, { ...PUBLIC_ENV, ...ENV }, cacheFile);
    expect(withSecret).toMatchObject({ scanned: 1, unchanged: 0 });
    expect(withSecret.findings.map((f) => f.kind)).toEqual(['value of WAYFORPAY_SECRET_KEY']);
    expect(fs.readFileSync(cacheFile, 'utf8')).not.toContain(ENV.WAYFORPAY_SECRET_KEY);
  });

  test('an unreadable memory means a full scan', () => {
    write('app.js', CLEAN.join(';'));
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, '{not json');
    expect(scanForSecretsIncremental(dir, PUBLIC_ENV, cacheFile)).toEqual({ findings: [], scanned: 1, unchanged: 0 });
  });

  describe('in a process of its own, as the build runs it (secret-scan-process.ts)', () => {
    test("finds the patterns and the given environment's secret values, and keeps the memory of clean files", () => {
      write('app.js', `const k = "${ENV.WAYFORPAY_SECRET_KEY}";`);
      write('index.html', `<p>${PLANTED[0][1]}</p>`);
      write('clean.html', `<p>${CLEAN[0]}</p>`);
      const first = scanForSecretsInOwnProcess(dir, { ...PUBLIC_ENV, ...ENV }, cacheFile);
      expect(first).toMatchObject({ scanned: 3, unchanged: 0 });
      expect(first.findings.map((f) => [f.file, f.kind])).toEqual([
        ['app.js', 'value of WAYFORPAY_SECRET_KEY'],
        ['index.html', PLANTED[0][0]],
      ]);
      // The files with findings are read again; the clean one is remembered.
      expect(scanForSecretsInOwnProcess(dir, { ...PUBLIC_ENV, ...ENV }, cacheFile)).toMatchObject({ scanned: 2, unchanged: 1 });
    });

    test('fails loudly when its process cannot scan', () => {
      expect(() => scanForSecretsInOwnProcess(path.join(dir, 'missing'), PUBLIC_ENV, cacheFile)).toThrow(
        /The secret scan's process failed \(exit 1\)/,
      );
    });
  });
});

test('maskSecret keeps six characters and the length', () => {
  expect(maskSecret('abcdefghijklmnop')).toBe('abcdef… (16 characters)');
});
