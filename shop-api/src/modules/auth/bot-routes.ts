import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../http/errors';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import type { AuthRoutesOptions } from './auth-options';
import { createTgToken, handleTgUpdate, takeTgStatus } from './tg-bot';
import { deviceOf } from './bot-device';
import { EmailUnconfirmedConflict, socialSignIn } from './social';
import { verifiedIdentityOf } from './social-identity';
import {
  BotTokenParams,
  SocialAnswer,
  SocialBody,
  SocialParams,
  TgStatusBody,
  TgTokenBody,
  TgWebhookBody,
  TgWebhookHeaders,
} from './schemas';

const tags = ['auth'];
const e422 = { 422: ValidationErrorBody };

/** Constant-time comparison of the webhook secret (hashing first evens out the lengths). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/** Sign-in through the messenger bot and the social providers. */
export const botRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { ctx, providers }) => {
  const db = ctx.db;

  app.post(
    '/api/tg-bot/token',
    {
      schema: {
        tags,
        summary:
          'Start a messenger-bot login; poll tg-bot/status/{token} once a second for up to 50 s. The bot link carries ' +
          '`start`, not `token`: only the browser that started the login gets its session',
        body: TgTokenBody,
        response: {
          200: Type.Object({
            token: Type.String({ description: 'kept by this browser only: it polls with it' }),
            start: Type.String({ description: "the bot link's start code (t.me/<bot>?start=...)" }),
            link: Type.String(),
          }),
          503: MessageBody,
          ...e422,
        },
      },
    },
    async (req) => {
      if (!providers.bot) throw new ApiError(503, 'tg_bot_off');
      // The bot shows the person the device and time of this login before they confirm it.
      const { token, start } = createTgToken(db, req.body.goal, ctx.now(), deviceOf(req.headers['user-agent']));
      return { token, start, link: providers.bot.link(start) };
    },
  );

  const bot = providers.bot;
  if (bot) {
    app.post(
      '/api/tg-bot/webhook',
      {
        schema: {
          tags,
          summary:
            "Telegram Bot API webhook (an Update object). Needs the X-Telegram-Bot-Api-Secret-Token header set by setWebhook's secret_token",
          headers: TgWebhookHeaders,
          body: TgWebhookBody,
          response: { 200: MessageBody, 401: MessageBody, 403: MessageBody, ...e422 },
        },
        // Before the body is even parsed: without the secret nothing is read or changed.
        onRequest: async (req) => {
          const given = req.headers['x-telegram-bot-api-secret-token'];
          if (given === undefined) throw new ApiError(401, 'Unauthenticated.');
          if (!sameSecret(given, bot.webhookSecret)) throw new ApiError(403, 'forbidden');
        },
      },
      async (req) => {
        const outcome = await handleTgUpdate(db, bot.api, req.body, ctx.now());
        req.log.info({ outcome }, 'telegram update');
        // Always 200 for an authentic update: anything else makes Telegram send it again.
        return { message: 'ok' };
      },
    );
  }

  app.get(
    '/api/tg-bot/status/:botToken',
    {
      schema: {
        tags,
        summary:
          'Messenger-bot login status: waiting, success (with the access token, answered once) or error (spec section 8 codes)',
        params: BotTokenParams,
        response: { 200: TgStatusBody, ...e422 },
      },
    },
    async (req) => takeTgStatus(db, req.params.botToken, ctx.now()),
  );

  app.post(
    '/api/sociallogin/:provider',
    {
      schema: {
        tags,
        summary:
          'Log in with an authorisation code (or id_token) from a social provider. 409 email_unconfirmed: an account ' +
          "claims the provider's e-mail but never confirmed it, so the sign-in does not enter it (sign in by phone instead)",
        params: SocialParams,
        body: SocialBody,
        response: { 200: SocialAnswer, 404: MessageBody, 409: MessageBody, ...e422 },
      },
    },
    async (req) => {
      const provider = req.params.provider;
      const b = req.body;
      const now = ctx.now();
      const identity = await verifiedIdentityOf(db, provider, providers.social[provider], b, now);
      let signedIn;
      try {
        signedIn = socialSignIn(db, provider, identity, { name: b.name }, now);
      } catch (err) {
        if (err instanceof EmailUnconfirmedConflict) throw new ApiError(409, 'email_unconfirmed');
        throw err;
      }
      const { token, emailConflict } = signedIn;
      return emailConflict ? { access_token: token, email_conflict: emailConflict } : { access_token: token };
    },
  );
};
