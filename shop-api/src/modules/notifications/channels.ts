/**
 * The channels of the status messages over the sign-in providers: the messenger bot writes to
 * the chat the customer signed in from, SMS goes through the SMS gateway (TurboSMS).
 */
import type { AuthProviders } from '../auth';
import type { Channels } from './worker';

export function providerChannels(providers: AuthProviders): Channels {
  const bot = providers.bot;
  return {
    ...(bot
      ? {
          bot: {
            // A Telegram private chat's id is the user's id, kept at the bot sign-in.
            send: async (chatId, text) =>
              (await bot.api.sendMessage({ chat_id: Number(chatId), text }))
                ? { ok: true }
                : { ok: false, reason: 'telegram_refused' },
          },
        }
      : {}),
    sms: {
      send: async (phone, text) => {
        const r = await providers.sms.send(phone, text);
        return r.ok ? { ok: true } : { ok: false, reason: r.reason };
      },
    },
  };
}
