import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerSecurity } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { signedIn as signedInGuard } from '../../http/guard';
import { perClientLimit } from '../../http/limits';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import type { AuthRoutesOptions } from './auth-options';
import { SOCIAL_PROVIDERS } from './social';
import { verifiedIdentityOf } from './social-identity';
import { keepsAWayIn, linkIdentity, SocialLinkRefused, socialLinksOf, unlinkProvider } from './social-links';
import { SocialLinkBody, SocialLinks, SocialParams } from './schemas';

const tags = ['profile'];
const security = bearerSecurity;
const e401 = { 401: MessageBody };
const e429 = { 429: MessageBody };
/** Connections and disconnections per client address an hour (each connection checks a token). */
export const SOCIAL_LINKS_PER_CLIENT_HOUR = 20;

/** Google and Apple connected from the profile (decision 435): list, connect, disconnect. */
export const socialLinkRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { ctx, providers }) => {
  const db = ctx.db;
  const signedIn = signedInGuard(ctx);
  const limit = perClientLimit(
    db,
    ctx.config.limits,
    'social_link',
    { max: SOCIAL_LINKS_PER_CLIENT_HOUR, windowMs: 3_600_000 },
    ctx.now,
  );
  const linksOf = (user: { id: number; phone: string | null }) => {
    const links = socialLinksOf(db, user.id);
    const connected = links.map((l) => l.provider);
    return {
      accounts: links.map((l) => ({ ...l, can_disconnect: keepsAWayIn({ hasPhone: !!user.phone, connected }, l.provider) })),
      available: SOCIAL_PROVIDERS.filter((p) => providers.social[p].kind !== 'off'),
    };
  };
  const refusal = (err: unknown) => (err instanceof SocialLinkRefused ? new ApiError(409, err.reason) : err);

  app.get(
    '/api/profile/social-accounts',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: "The signed-in customer's connected sign-in providers (Google, Apple) and the ones the shop offers",
        security,
        response: { 200: SocialLinks, ...e401 },
      },
    },
    async (req) => linksOf(signedIn.of(req)),
  );

  app.post(
    '/api/profile/social-accounts/:provider',
    {
      onRequest: limit,
      preHandler: signedIn.check,
      schema: {
        tags,
        summary:
          "Connect a Google or Apple identity to the signed-in customer's account (the sign-in's ID token or stand-in code, " +
          'checked as a sign-in is); that provider then signs in to this account. 409 social_account_taken: the identity ' +
          "belongs to another account; 409 provider_already_connected: disconnect this provider's other identity first",
        security,
        params: SocialParams,
        body: SocialLinkBody,
        response: { 200: SocialLinks, 404: MessageBody, 409: MessageBody, 422: ValidationErrorBody, ...e401, ...e429 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      const provider = req.params.provider;
      const now = ctx.now();
      const identity = await verifiedIdentityOf(db, provider, providers.social[provider], req.body, now);
      try {
        linkIdentity(db, user.id, provider, identity, now);
      } catch (err) {
        throw refusal(err);
      }
      return linksOf(user);
    },
  );

  app.delete(
    '/api/profile/social-accounts/:provider',
    {
      onRequest: limit,
      preHandler: signedIn.check,
      schema: {
        tags,
        summary:
          "Disconnect the provider from the signed-in customer's account. 409 last_sign_in_method when the account has no " +
          'phone and no other provider (it could not be signed in to again); 404 provider_not_connected',
        security,
        params: SocialParams,
        response: { 200: SocialLinks, 404: MessageBody, 409: MessageBody, ...e401, ...e429 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      let removed;
      try {
        removed = unlinkProvider(db, user.id, req.params.provider);
      } catch (err) {
        throw refusal(err);
      }
      if (!removed) throw new ApiError(404, 'provider_not_connected');
      return linksOf(user);
    },
  );
};
