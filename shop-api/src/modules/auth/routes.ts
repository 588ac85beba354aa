import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { bearerSecurity, bearerToken, requireUser } from '../../http/auth';
import { endSession, endSessions } from '../../http/sessions';
import { ApiError, tooManyRequests, validationError } from '../../http/errors';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { normalisePhone } from './phone';
import { codesSentToday, createSecret, discardSecret, verifySecret } from './secrets';
import { SMS_DAILY_LIMIT } from './sms-rules';
import {
  assertSmsAllowedForClient,
  assertResetEmailAllowed,
  recordResetEmail,
  recordResetSms,
  recordSmsForClient,
  reservePasswordAttempt,
  secondsToKyivMidnight,
} from './limits';
import { hashPassword, isValidEmail, passwordProblem, verifyPassword } from './password';
import { findUserByEmail, findUserById, findUserByPhone, grantBirthdayBonusIfDue, issueToken, userShape } from './users';
import { AccessTokenBody, PhoneInput, TgStatusBody, UserSchema } from './schemas';
import { createTgToken, handleTgUpdate, takeTgStatus } from './tg-bot';
import { claimNonce, exchangeStandInCode, SOCIAL_PROVIDERS, socialSignIn, type SocialProvider } from './social';
import type { AuthProviders } from './providers';
import { message, messageLang } from './providers/messages';
import { textToHtml } from './providers/email';
import { checkReset, createReset, discardReset, resetLink, useUpResets } from './password-reset';
import { applyDuePhoneChange } from '../profile/phone-change';

const tags = ['auth'];
const e422 = { 422: ValidationErrorBody };
const e401 = { 401: MessageBody };
const e429 = { 429: MessageBody };

function phoneOrFail(raw: unknown, field = 'phone'): string {
  const phone = normalisePhone(raw);
  if (!phone) throw validationError({ [field]: 'validation_phone' });
  return phone;
}

/** The user behind a forgot-password "email" field, which may hold an e-mail or a phone. */
function findByEmailOrPhone(ctx: AppContext, value: string) {
  const phone = normalisePhone(value);
  if (phone) return findUserByPhone(ctx.db, phone);
  return isValidEmail(value.trim()) ? findUserByEmail(ctx.db, value) : null;
}

const LoginBody = Type.Object({
  phone: PhoneInput,
  id: Type.Optional(Type.String({ maxLength: 64, description: 'secret id from secret/generate/new' })),
  code: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Integer()])),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

const RegisterBody = Type.Object({
  secretId: Type.String({ maxLength: 64 }),
  forSite: Type.Optional(Type.Boolean()),
  name: Type.String({ maxLength: 100 }),
  email: Type.Optional(Type.String({ maxLength: 254, description: 'optional: empty or absent = no e-mail' })),
  phone: PhoneInput,
  password: Type.String({ maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
  sms: Type.Union([Type.String({ maxLength: 8 }), Type.Integer()]),
});

/** Constant-time comparison of the webhook secret (hashing first evens out the lengths). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext, providers: AuthProviders) {
  const db = ctx.db;

  app.post(
    '/api/auth/check-phone',
    {
      schema: {
        tags,
        summary: 'Whether a phone is registered (is_unique_phone is true when the phone is KNOWN; spec section 7)',
        body: Type.Object({ phone: PhoneInput }),
        response: { 200: Type.Object({ is_unique_phone: Type.Boolean() }), ...e422 },
      },
    },
    async (req) => {
      const phone = phoneOrFail((req.body as { phone: string }).phone);
      return { is_unique_phone: !!findUserByPhone(db, phone) };
    },
  );

  app.post(
    '/api/auth/check',
    {
      schema: {
        tags,
        summary: 'Registration pre-check: is_unique_* is true when the phone / e-mail is NOT taken yet',
        body: Type.Object({ phone: PhoneInput, email: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: {
          200: Type.Object({ is_unique_phone: Type.Boolean(), is_unique_email: Type.Boolean() }),
          ...e422,
        },
      },
    },
    async (req) => {
      const body = req.body as { phone: string; email?: string };
      const phone = phoneOrFail(body.phone);
      const email = body.email?.trim() ?? '';
      if (email && !isValidEmail(email)) throw validationError({ email: 'valid_email' });
      return {
        is_unique_phone: !findUserByPhone(db, phone),
        is_unique_email: email ? !findUserByEmail(db, email) : true,
      };
    },
  );

  // The stand-in SMS inbox (GET /api/dev/sms): plain codes are kept only there, never in production.
  const devInbox = !ctx.config.production && providers.sms.kind === 'standin';

  app.post(
    '/api/secret/generate/new',
    {
      schema: {
        tags,
        summary:
          'Send a 4-digit SMS code (10 a Kyiv day per phone; 30 s pause unless ?force_sms=1). Returns the secret id or the string "limit"',
        querystring: Type.Object({
          force_sms: Type.Optional(
            Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
          ),
        }),
        body: Type.Object({ phone: PhoneInput, key: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Union([Type.Object({ id: Type.String() }), Type.Literal('limit')]),
          429: MessageBody,
          503: MessageBody,
          ...e422,
        },
      },
    },
    async (req, reply) => {
      const phone = phoneOrFail((req.body as { phone: string }).phone);
      const q = req.query as { force_sms?: string; lang?: string };
      const force = q.force_sms === '1' || q.force_sms === 'true';
      assertSmsAllowedForClient(ctx, req, phone);
      const result = createSecret(db, phone, ctx.now(), force, devInbox);
      if (result.kind === 'limit') return reply.type('application/json').send(JSON.stringify('limit'));
      if (result.kind === 'too_soon') throw tooManyRequests('sms_resend_too_soon');
      const sent = await providers.sms.send(phone, message('sms_code', messageLang(q.lang), { code: result.code }));
      if (!sent.ok) {
        // Not sent: the code never existed (no use, no count toward the daily 10), and no retry
        // here could know whether the gateway delivered it after all: the customer asks again.
        discardSecret(db, result.id);
        req.log.warn({ reason: sent.reason, gateway: providers.sms.kind }, 'SMS gateway refused the code');
        throw new ApiError(503, 'sms_send_failed');
      }
      recordSmsForClient(ctx, req, phone);
      // SMS stand-in: the code goes to the log (and, outside production, to GET /api/dev/sms).
      if (devInbox) req.log.info({ phone, code: result.code, secretId: result.id }, 'SMS code');
      return { id: result.id };
    },
  );

  app.post(
    '/api/secret/check',
    {
      schema: {
        tags,
        summary: 'Check an SMS code without using it up (5 wrong tries burn the secret)',
        body: Type.Object({
          code: Type.Union([Type.String({ maxLength: 8 }), Type.Integer()]),
          id: Type.String({ maxLength: 64 }),
        }),
        response: { 200: Type.Object({ valid: Type.Literal(true) }), ...e422 },
      },
    },
    async (req) => {
      const { code, id } = req.body as { code: string | number; id: string };
      if (verifySecret(db, id, null, code, ctx.now(), false) !== 'ok') throw validationError({ code: 'validation_sms' });
      return { valid: true as const };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary:
          'Log in with {phone, id, code} (SMS) or {phone, password}; the first login grants 50 bonuses. ' +
          'Too many wrong passwords for the account or from the client: 429 too_many_attempts with Retry-After',
        body: LoginBody,
        response: { 200: AccessTokenBody, ...e422, ...e429 },
      },
    },
    async (req) => {
      const body = req.body as Static<typeof LoginBody>;
      const phone = phoneOrFail(body.phone);
      const user = findUserByPhone(db, phone);
      if (!user) throw validationError({ phone: 'validation_exists' });
      const now = ctx.now();
      if (body.password !== undefined && body.code === undefined) {
        // Reserved before the password is hashed: during a lockout even the right password is
        // refused, and guesses sent at once cannot all slip past the check while hashing.
        const attempt = reservePasswordAttempt(ctx, req, phone);
        if (!(await verifyPassword(body.password, user.password_hash)))
          throw validationError({ password: 'validation_password' });
        attempt.passed();
      } else {
        if (body.id === undefined || body.code === undefined) {
          throw validationError({
            ...(body.id === undefined ? { id: 'validation_required' } : {}),
            ...(body.code === undefined ? { code: 'validation_required' } : {}),
          });
        }
        if (verifySecret(db, body.id, phone, body.code, now, true) !== 'ok') throw validationError({ code: 'validation_sms' });
      }
      return { access_token: issueToken(db, user.id, now) };
    },
  );

  app.post(
    '/api/auth/register/v2',
    {
      schema: {
        tags,
        summary: 'Register with a verified SMS code; returns a session token',
        body: RegisterBody,
        response: { 200: AccessTokenBody, ...e422 },
      },
    },
    async (req) => {
      const b = req.body as Static<typeof RegisterBody>;
      const errors: Record<string, string> = {};
      const name = b.name.trim();
      const email = (b.email ?? '').trim().toLowerCase();
      if (!name) errors.name = 'validation_required';
      const phone = normalisePhone(b.phone);
      if (!b.phone.trim()) errors.phone = 'validation_required';
      else if (!phone) errors.phone = 'validation_phone';
      else if (findUserByPhone(db, phone)) errors.phone = 'validation_unique';
      if (email && !isValidEmail(email)) errors.email = 'valid_email';
      else if (email && findUserByEmail(db, email)) errors.email = 'validation_unique';
      const pw = passwordProblem(b.password);
      if (pw) errors.password = pw;
      if (!b.password_confirmation) errors.password_confirmation = 'validation_required';
      else if (!pw && b.password_confirmation !== b.password) errors.password = 'validation_confirmed';
      const sms = String(b.sms).trim();
      if (!sms) errors.sms = 'validation_required';
      if (!b.secretId) errors.secretId = 'validation_required';
      const now = ctx.now();
      if (Object.keys(errors).length > 0) {
        // Report a wrong code alongside the other errors without using up a right one.
        if (sms && b.secretId && phone && verifySecret(db, b.secretId, phone, sms, now, false) !== 'ok')
          errors.sms = 'validation_sms';
        throw validationError(errors);
      }
      const hash = await hashPassword(b.password);
      if (verifySecret(db, b.secretId, phone, sms, now, true) !== 'ok') throw validationError({ sms: 'validation_sms' });
      const userId = Number(
        db
          .prepare('INSERT INTO users (name, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(name.slice(0, 100), email || null, phone, hash, now.toISOString()).lastInsertRowid,
      );
      return { access_token: issueToken(db, userId, now) };
    },
  );

  const me = async (req: Parameters<typeof requireUser>[1]) => {
    let user = requireUser(ctx, req);
    const now = ctx.now();
    const changed = applyDuePhoneChange(db, user.id, now);
    if (grantBirthdayBonusIfDue(db, user, now) || changed) user = findUserById(db, user.id)!;
    return userShape(user);
  };
  const meSchema = {
    tags,
    summary: 'The logged-in user (grants the birthday bonus on the birthday, once a year)',
    security: bearerSecurity,
    response: { 200: UserSchema, ...e401 },
  };
  app.post('/api/auth/me', { schema: meSchema }, me);
  app.get('/api/auth/me', { schema: meSchema }, me);

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'End this session (deletes the token)',
        security: bearerSecurity,
        response: { 200: MessageBody, ...e401 },
      },
    },
    async (req) => {
      requireUser(ctx, req);
      endSession(db, bearerToken(req)!);
      return { message: 'ok' };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags,
        summary: 'Sign out on all devices: ends every session of the user, this one included',
        security: bearerSecurity,
        response: { 200: Type.Object({ message: Type.Literal('ok'), ended: Type.Integer() }), ...e401 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      return { message: 'ok' as const, ended: endSessions(db, user.id, null) };
    },
  );

  app.post(
    '/api/auth/show-mobile',
    {
      schema: {
        tags,
        summary: 'Remember that the mobile-app modal was shown to this user',
        security: bearerSecurity,
        body: Type.Object({ shown: Type.Optional(Type.Boolean({ default: true })) }),
        response: { 200: MessageBody, ...e401, ...e422 },
      },
      // The spec shows no payload: a bodiless call means "shown".
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const shown = (req.body as { shown?: boolean } | undefined)?.shown ?? true;
      db.prepare('UPDATE users SET show_mobile_result = ? WHERE id = ?').run(shown ? 1 : 0, user.id);
      return { message: 'ok' };
    },
  );

  app.post(
    '/api/auth/forgot',
    {
      schema: {
        tags,
        summary:
          "Start a password reset. A phone gets an SMS with a 6-digit code (15 minutes; counts toward the phone's 10 a day, " +
          "429 too_many_sms, and the client's SMS limit, 429 too_many_requests); an e-mail gets a link to the new-password " +
          'form (1 hour; 3 an hour per account). 503 when the message could not be sent',
        body: Type.Object({ email: Type.String({ maxLength: 254, description: 'e-mail or phone' }) }),
        response: {
          200: Type.Object({
            message: Type.Union([Type.Literal('new_password_on_your_phone'), Type.Literal('new_password_on_your_email')]),
          }),
          503: MessageBody,
          ...e422,
          ...e429,
        },
      },
    },
    async (req) => {
      const value = (req.body as { email: string }).email.trim();
      if (!value) throw validationError({ email: 'validation_required' });
      const user = findByEmailOrPhone(ctx, value);
      if (!user) throw validationError({ email: 'validation_exists' });
      const now = ctx.now();
      const lang = messageLang((req.query as { lang?: string }).lang);
      const byPhone = !!normalisePhone(value);
      const keepDev = !ctx.config.production;
      if (byPhone && user.phone) {
        assertSmsAllowedForClient(ctx, req, user.phone);
        if (codesSentToday(db, user.phone, now) >= SMS_DAILY_LIMIT)
          throw tooManyRequests('too_many_sms', secondsToKyivMidnight(now));
        const reset = createReset(db, user.id, 'sms', now, keepDev);
        const sent = await providers.sms.send(user.phone, message('reset_sms', lang, { code: reset.secret }));
        if (!sent.ok) {
          discardReset(db, reset.id);
          req.log.warn({ reason: sent.reason, gateway: providers.sms.kind }, 'SMS gateway refused the reset code');
          throw new ApiError(503, 'sms_send_failed');
        }
        recordResetSms(ctx, user.phone);
        recordSmsForClient(ctx, req, user.phone);
        return { message: 'new_password_on_your_phone' as const };
      }
      const email = user.email!;
      assertResetEmailAllowed(ctx, req, user.id, email);
      const reset = createReset(db, user.id, 'email', now, keepDev);
      const link = resetLink(ctx.config.payments.publicSiteUrl, lang, email, reset.secret);
      const text = message('reset_email_text', lang, { link });
      const sent = await providers.email.send({
        to: email,
        subject: message('reset_email_subject', lang),
        text,
        html: textToHtml(text),
      });
      if (!sent.ok) {
        discardReset(db, reset.id);
        req.log.warn({ reason: sent.reason, gateway: providers.email.kind }, 'e-mail provider refused the reset link');
        throw new ApiError(503, 'email_send_failed');
      }
      recordResetEmail(ctx, req, user.id, email);
      return { message: 'new_password_on_your_email' as const };
    },
  );

  app.post(
    '/api/auth/forgot/submit',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the reset code or link token (used once; the fifth wrong one within the hour uses up every ' +
          'open reset of the account); ends all sessions of the user',
        body: Type.Object({
          email: Type.String({ maxLength: 254, description: 'e-mail or phone' }),
          token: Type.String({ maxLength: 200 }),
          password: Type.String({ maxLength: 200 }),
        }),
        response: { 200: MessageBody, ...e422 },
      },
    },
    async (req) => {
      const b = req.body as { email: string; token: string; password: string };
      const now = ctx.now();
      const user = findByEmailOrPhone(ctx, b.email.trim());
      const errors: Record<string, string> = {};
      const pw = passwordProblem(b.password);
      if (pw) errors.password = pw;
      // A weak new password is reported without spending a try of the code.
      if (!user || (!pw && !checkReset(db, user.id, b.token, now))) errors.token = 'validation_token';
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const hash = await hashPassword(b.password);
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user!.id);
        useUpResets(db, user!.id);
        endSessions(db, user!.id, null);
      })();
      return { message: 'password_changed' };
    },
  );

  app.post(
    '/api/tg-bot/token',
    {
      schema: {
        tags,
        summary: 'Start a messenger-bot login; poll tg-bot/status/{token} once a second for up to 50 s',
        body: Type.Object({ goal: Type.Literal('authorize') }),
        response: { 200: Type.Object({ token: Type.String(), link: Type.String() }), 503: MessageBody, ...e422 },
      },
    },
    async (req) => {
      if (!providers.bot) throw new ApiError(503, 'tg_bot_off');
      const token = createTgToken(db, (req.body as { goal: string }).goal, ctx.now());
      return { token, link: providers.bot.link(token) };
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
          headers: Type.Object({ 'x-telegram-bot-api-secret-token': Type.Optional(Type.String({ maxLength: 256 })) }),
          body: Type.Object({ update_id: Type.Integer() }, { additionalProperties: true }),
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
        params: Type.Object({ botToken: Type.String({ maxLength: 64 }) }),
        response: { 200: TgStatusBody, ...e422 },
      },
    },
    async (req) => takeTgStatus(db, (req.params as { botToken: string }).botToken, ctx.now()),
  );

  app.post(
    '/api/sociallogin/:provider',
    {
      schema: {
        tags,
        summary: 'Log in with an authorisation code (or id_token) from a social provider',
        params: Type.Object({ provider: Type.Union(SOCIAL_PROVIDERS.map((p) => Type.Literal(p))) }),
        body: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 200, description: "the stand-in's authorisation code (development)" })),
          id_token: Type.Optional(Type.String({ maxLength: 4096, description: "the provider's ID token (a JWT)" })),
          nonce: Type.Optional(
            Type.String({ maxLength: 200, description: 'the nonce the storefront put into the sign-in request' }),
          ),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          name: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: {
          200: Type.Object({
            access_token: Type.String(),
            email_conflict: Type.Optional(
              Type.Object(
                { current: Type.String(), offered: Type.String() },
                {
                  description:
                    "the account's e-mail differs from the provider's verified one: the customer chooses (PUT profile)",
                },
              ),
            ),
          }),
          404: MessageBody,
          ...e422,
        },
      },
    },
    async (req) => {
      const provider = (req.params as { provider: SocialProvider }).provider;
      const b = req.body as { code?: string; id_token?: string; nonce?: string; email?: string; name?: string };
      const method = providers.social[provider];
      if (method.kind === 'off') throw new ApiError(404, 'provider_off');
      const now = ctx.now();
      let identity;
      if (method.kind === 'oidc') {
        if (!b.id_token || !b.nonce) {
          throw validationError({
            ...(b.id_token ? {} : { id_token: 'validation_required' }),
            ...(b.nonce ? {} : { nonce: 'validation_required' }),
          });
        }
        identity = await method.verifier.verify(b.id_token, b.nonce, now);
        if (identity && !claimNonce(db, provider, b.nonce, now)) identity = null;
      } else {
        const code = b.code ?? b.id_token;
        if (!code) throw validationError({ code: 'validation_required' });
        identity = exchangeStandInCode(db, provider, code, now);
      }
      if (!identity) throw validationError({ code: 'validation_social' });
      const { token, emailConflict } = socialSignIn(db, provider, identity, { name: b.name }, now);
      return emailConflict ? { access_token: token, email_conflict: emailConflict } : { access_token: token };
    },
  );
}
