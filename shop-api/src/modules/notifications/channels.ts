/**
 * The channels of the status messages: the messenger bot writes to the chat the customer signed
 * in from and SMS goes through the SMS gateway (TurboSMS), both the sign-in providers; web push
 * goes to each browser the customer subscribed, through its push service (or the stand-in's).
 */
import type { AppContext } from '../../context';
import type { AuthProviders } from '../auth';
import { deletePushSubscription, pushSubscription } from './queue';
import type { StandInPushService } from './push-standin';
import { PUSH_TITLE } from './texts';
import { sendPush } from './web-push';
import type { Channels, MessageChannel } from './worker';

function pushChannel(ctx: AppContext, standIn: StandInPushService | null): MessageChannel | null {
  const push = ctx.config.customerMessages.push;
  if (push.kind === 'off') return null;
  const doFetch = standIn?.fetch ?? ctx.fetch;
  return {
    send: async (endpoint, text, lang, link) => {
      const subscription = pushSubscription(ctx.db, endpoint);
      if (!subscription) return { ok: false, reason: 'unsubscribed', final: true };
      const r = await sendPush(doFetch, subscription, { title: PUSH_TITLE[lang], body: text, url: link }, push, ctx.now());
      if (r.ok) return { ok: true };
      // The browser dropped the subscription: forget it, and do not try again.
      if (r.gone) deletePushSubscription(ctx.db, endpoint);
      return { ok: false, reason: r.reason, final: r.gone };
    },
  };
}

export function messageChannels(ctx: AppContext, providers: AuthProviders, standInPush: StandInPushService | null): Channels {
  const bot = providers.bot;
  const push = pushChannel(ctx, standInPush);
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
    ...(push ? { push } : {}),
  };
}
