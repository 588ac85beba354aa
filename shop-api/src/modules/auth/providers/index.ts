/** The outside services of sign-in, built from the settings (see settings.ts). */
import type { AppContext } from '../../../context';
import type { SocialProvider } from '../social';
import { createIdTokenVerifier, remoteKeys, APPLE_ISSUERS, GOOGLE_ISSUERS, type IdTokenVerifier } from './id-token';
import type { AuthProviderSettings } from './settings';
import { createEsputnikEmailGateway, createStandInEmailGateway, type EmailGateway, type EmailMessage } from './email';
import { createStandInSmsGateway, createTurboSmsGateway, type Fetch, type SmsGateway } from './sms-gateway';
import { createStandInBotApi, createTelegramBotApi, type TgBotApi, type TgOutgoing } from './tg-bot-api';

export type SocialMethod = { kind: 'off' } | { kind: 'standin' } | { kind: 'oidc'; verifier: IdTokenVerifier };

export interface AuthProviders {
  sms: SmsGateway;
  email: EmailGateway;
  /** What the SMS and e-mail stand-ins "sent" (empty with the real providers). */
  smsOutbox: { phone: string; text: string }[];
  emailOutbox: EmailMessage[];
  /** null when the messenger bot is switched off. */
  bot: { api: TgBotApi; webhookSecret: string; link: (token: string) => string } | null;
  social: Record<SocialProvider, SocialMethod>;
  /** What the stand-in bot "sent" (empty with the real bot). */
  botOutbox: TgOutgoing[];
}

export function createAuthProviders(settings: AuthProviderSettings, doFetch: Fetch = fetch): AuthProviders {
  const standInSms = settings.sms.kind === 'turbosms' ? null : createStandInSmsGateway();
  const sms =
    settings.sms.kind === 'turbosms'
      ? createTurboSmsGateway({ token: settings.sms.token, sender: settings.sms.sender, fetch: doFetch })
      : standInSms!;
  const e = settings.email;
  const standInEmail = e.kind === 'standin' ? createStandInEmailGateway() : null;
  const email = e.kind === 'esputnik' ? createEsputnikEmailGateway({ ...e, fetch: doFetch }) : standInEmail!;
  const t = settings.telegram;
  const standInBot = t.kind === 'standin' ? createStandInBotApi() : null;
  const bot: AuthProviders['bot'] =
    t.kind === 'telegram'
      ? {
          api: createTelegramBotApi({ token: t.token, fetch: doFetch }),
          webhookSecret: t.webhookSecret,
          link: (token) => `https://t.me/${t.botName}?start=${token}`,
        }
      : t.kind === 'standin' && standInBot
        ? { api: standInBot, webhookSecret: t.webhookSecret, link: (token) => `/api/dev/tg-bot/${token}` }
        : null;
  const social = (s: AuthProviderSettings['google'], issuers: string[]): SocialMethod =>
    s.kind === 'oidc'
      ? { kind: 'oidc', verifier: createIdTokenVerifier({ issuers, audience: s.clientId, keys: remoteKeys(s.jwksUrl) }) }
      : s;
  return {
    sms,
    email,
    smsOutbox: standInSms?.sent ?? [],
    emailOutbox: standInEmail?.sent ?? [],
    bot,
    social: { google: social(settings.google, GOOGLE_ISSUERS), apple: social(settings.apple, APPLE_ISSUERS) },
    botOutbox: standInBot?.sent ?? [],
  };
}

const perApp = new WeakMap<AppContext, AuthProviders>();

/**
 * The one set of providers of an app: sign-in and the customers' status messages
 * (modules/notifications) share the bot and the SMS gateway, so a stand-in's outbox shows both.
 */
export function authProvidersOf(ctx: AppContext): AuthProviders {
  let providers = perApp.get(ctx);
  if (!providers) perApp.set(ctx, (providers = createAuthProviders(ctx.config.auth, ctx.fetch)));
  return providers;
}
