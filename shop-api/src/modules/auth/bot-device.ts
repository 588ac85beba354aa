/**
 * What the messenger bot shows of the sign-in it is asked to confirm (issue 43, point 7): the
 * browser and system the login was started from, read from its User-Agent, and the Kyiv time.
 * Pure, table-tested (bot-device.test.ts).
 */
import { message, type MessageLang } from './providers/messages';

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome, Android" from a User-Agent; null when neither part is recognised. */
export function deviceOf(userAgent: string | undefined): string | null {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return [browser, system].filter(Boolean).join(', ') || null;
}

/** The bot's request to confirm: the device (or "an unknown device") and the Kyiv time the login began. */
export function confirmLoginText(device: string | null, startedAt: Date, lang: MessageLang): string {
  const time = new Intl.DateTimeFormat('uk-UA', {
    timeZone: 'Europe/Kyiv',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startedAt);
  return message('bot_confirm_login', lang, { device: device ?? message('bot_unknown_device', lang), time });
}
