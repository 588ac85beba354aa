import { clientAddress, compileTrustedProxies } from './client-address';

describe('compileTrustedProxies', () => {
  const trusted = compileTrustedProxies(['10.0.0.0/8', '203.0.113.5', 'loopback']);
  test.each([
    ['10.1.2.3', true],
    ['11.0.0.1', false],
    ['203.0.113.5', true],
    ['203.0.113.6', false],
    ['127.0.0.1', true],
    ['127.8.0.1', true],
    ['::1', true],
    ['::ffff:10.9.9.9', true],
    ['::ffff:192.168.0.1', false],
    ['fe80::1', false],
  ])('%s -> %p', (address, expected) => {
    expect(trusted(address)).toBe(expected);
  });
  test('an empty list trusts nobody', () => {
    expect(compileTrustedProxies([])('127.0.0.1')).toBe(false);
  });
  test.each(['10.0.0.0/33', 'example.com', '300.1.1.1/8'])('a typo (%s) is a start-up error', (entry) => {
    expect(() => compileTrustedProxies([entry])).toThrow(/SHOP_API_TRUSTED_PROXIES/);
  });
});

describe('clientAddress', () => {
  const proxy = compileTrustedProxies(['10.0.0.0/8']);
  test.each([
    ['a direct caller: its own address', '198.51.100.7', {}, '198.51.100.7'],
    [
      'a direct caller cannot choose its address with x-nf-client-connection-ip',
      '198.51.100.7',
      { 'x-nf-client-connection-ip': '1.2.3.4' },
      '198.51.100.7',
    ],
    [
      'a direct caller cannot choose its address with X-Forwarded-For',
      '198.51.100.7',
      { 'x-forwarded-for': '1.2.3.4' },
      '198.51.100.7',
    ],
    ['the trusted proxy: x-nf-client-connection-ip', '10.0.0.2', { 'x-nf-client-connection-ip': '192.0.2.44' }, '192.0.2.44'],
    [
      'the trusted proxy: x-nf-client-connection-ip wins over X-Forwarded-For',
      '10.0.0.2',
      { 'x-nf-client-connection-ip': '192.0.2.44', 'x-forwarded-for': '1.2.3.4' },
      '192.0.2.44',
    ],
    ['the trusted proxy: X-Forwarded-For', '10.0.0.2', { 'x-forwarded-for': '192.0.2.44' }, '192.0.2.44'],
    [
      "the trusted proxy: the right-most untrusted X-Forwarded-For entry (the left ones are the client's own claims)",
      '10.0.0.2',
      { 'x-forwarded-for': '6.6.6.6, 192.0.2.44, 10.0.0.9' },
      '192.0.2.44',
    ],
    ['the trusted proxy, no header: the proxy itself', '10.0.0.2', {}, '10.0.0.2'],
    ['the trusted proxy, junk in the header: the proxy', '10.0.0.2', { 'x-forwarded-for': '<script>' }, '10.0.0.2'],
    ['IPv4-mapped IPv6 peer', '::ffff:198.51.100.7', {}, '198.51.100.7'],
  ])('%s', (_what, peer, headers, expected) => {
    expect(clientAddress({ peer, headers }, proxy)).toBe(expected);
  });
});
