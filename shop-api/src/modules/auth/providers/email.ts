/**
 * Transactional e-mail (the password-reset link) through eSputnik, the e-mail provider the shop
 * already uses for subscriptions, behind one small interface; a stand-in that records the
 * messages and answers as eSputnik does everywhere else (off under NODE_ENV=production).
 *
 * Protocol (https://docs.esputnik.com, API v1, HTTP Basic user : API key):
 * POST /api/v1/message/email {from, subject, htmlText, plainText, emails: [address]}
 * -> 200 {results: [{locator, status, requestId}]}; 400 a refused address, 401/403 credentials,
 * 429 too many requests, 5xx provider trouble.
 */
import type { Fetch } from './sms-gateway';

export const ESPUTNIK_EMAIL_URL = 'https://esputnik.com/api/v1/message/email';
/** A hung provider must not hold the customer longer (ms). */
export const ESPUTNIK_EMAIL_TIMEOUT_MS = 10_000;

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type EmailSendResult = { ok: true } | { ok: false; reason: string };

export interface EmailGateway {
  readonly kind: 'esputnik' | 'standin';
  /** Sends one message. Never retries: one call = at most one e-mail. */
  send(message: EmailMessage): Promise<EmailSendResult>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain text as the message's HTML part: escaped, links clickable, one paragraph per line. */
export function textToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('');
}

export function createEsputnikEmailGateway(options: { user: string; apiKey: string; from: string; fetch?: Fetch }): EmailGateway {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.apiKey}`, 'utf8').toString('base64')}`;
  return {
    kind: 'esputnik',
    async send(message) {
      try {
        const res = await doFetch(ESPUTNIK_EMAIL_URL, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            from: options.from,
            subject: message.subject,
            htmlText: message.html,
            plainText: message.text,
            emails: [message.to],
          }),
          signal: AbortSignal.timeout(ESPUTNIK_EMAIL_TIMEOUT_MS),
        });
        return res.ok ? { ok: true } : { ok: false, reason: `http_${res.status}` };
      } catch {
        return { ok: false, reason: 'network' };
      }
    },
  };
}

/** The stand-in: keeps the messages in memory (newest last, at most 200); `@fail.test` addresses fail as a 500 would. */
export function createStandInEmailGateway(): EmailGateway & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    kind: 'standin',
    sent,
    async send(message) {
      if (message.to.toLowerCase().endsWith('@fail.test')) return { ok: false, reason: 'http_500' };
      sent.push(message);
      if (sent.length > 200) sent.shift();
      return { ok: true };
    },
  };
}
