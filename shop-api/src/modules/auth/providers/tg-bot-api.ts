/**
 * Outgoing messenger-bot messages behind one small interface: Telegram's Bot API
 * (`sendMessage`) in production, a stand-in that records them everywhere else.
 */
import type { Fetch } from './sms-gateway';

/** A reply keyboard with one "share my phone" button, or one that removes the keyboard. */
export type TgReplyMarkup =
  | { keyboard: { text: string; request_contact: true }[][]; one_time_keyboard: true; resize_keyboard: true }
  | { remove_keyboard: true };

export interface TgOutgoing {
  chat_id: number;
  text: string;
  reply_markup?: TgReplyMarkup;
}

export interface TgBotApi {
  readonly kind: 'telegram' | 'standin';
  /** true when Telegram accepted the message. Never throws. */
  sendMessage(message: TgOutgoing): Promise<boolean>;
}

export const TELEGRAM_API = 'https://api.telegram.org';
/** A hung Bot API call must not hold the webhook answer (Telegram retries slow webhooks), ms. */
export const TELEGRAM_TIMEOUT_MS = 5_000;

export function createTelegramBotApi(options: { token: string; fetch?: Fetch }): TgBotApi {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'telegram',
    async sendMessage(message) {
      try {
        const res = await doFetch(`${TELEGRAM_API}/bot${options.token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
        });
        const body = (await res.json()) as { ok?: unknown };
        return body.ok === true;
      } catch {
        return false;
      }
    },
  };
}

/** The stand-in: keeps what the bot would have sent (newest last), as Telegram would accept it. */
export function createStandInBotApi(): TgBotApi & { sent: TgOutgoing[] } {
  const sent: TgOutgoing[] = [];
  return {
    kind: 'standin',
    sent,
    async sendMessage(message) {
      sent.push(message);
      if (sent.length > 200) sent.shift();
      return true;
    },
  };
}
