import { confirmLoginText, deviceOf } from './bot-device';

describe('deviceOf', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Firefox, Windows'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome, Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari, iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      'Chrome, iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge, macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Samsung Internet, Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/105.0.0.0',
      'Opera, Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome, ChromeOS',
    ],
    ['curl/8.4.0', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe('confirmLoginText', () => {
  // 10:05 UTC on 18 November is 12:05 in Kyiv (winter time, UTC+2); 10:05 UTC on 18 July is 13:05 (UTC+3).
  test.each([
    ['Chrome, Android', '2026-11-18T10:05:00Z', 'uk', 'Запит на вхід на сайт: Chrome, Android, о 12:05 за Києвом.'],
    ['Firefox, Windows', '2026-07-18T10:05:00Z', 'ru', 'Запрос на вход на сайт: Firefox, Windows, в 13:05 по Киеву.'],
    [null, '2026-11-18T22:30:00Z', 'uk', 'Запит на вхід на сайт: невідомий пристрій, о 00:30 за Києвом.'],
    [null, '2026-11-18T22:30:00Z', 'ru', 'Запрос на вход на сайт: неизвестное устройство, в 00:30 по Киеву.'],
  ] as const)('%s at %s (%s)', (device, at, lang, opening) => {
    expect(confirmLoginText(device, new Date(at), lang).startsWith(opening)).toBe(true);
  });
});
