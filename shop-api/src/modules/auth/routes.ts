import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, tooManyRequests, validationError } from '../../http/errors';
import { sendJsonText } from '../../http/json-text';
import { perClientLimit } from '../../http/limits';
import { langOf } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import type { AuthRoutesOptions } from './auth-options';
import { normalisePhone } from './phone';
import { createSecret, discardSecret, phoneOfSecret, verifySecret } from './secrets';
import { issuePhoneProof, PHONE_PROOF_TTL_MS } from './phone-proofs';
import { assertSmsAllowedForClient, recordSmsForClient, reservePasswordAttempt } from './limits';
import { hashPassword, isValidEmail, needsRehash, passwordProblem, verifyPassword } from './password';
import { findUserByEmail, findUserByPhone, issueToken } from './users';
import { insertUser, upgradePasswordHash } from './accounts';
import { confirmEmail, sendEmailConfirmation } from './email-confirmation';
import {
  AccessTokenBody,
  CheckAnswer,
  CheckBody,
  CheckPhoneBody,
  EmailConfirmBody,
  EmailConfirmed,
  LoginBody,
  RegisterBody,
  SecretAnswer,
  SecretBody,
  SecretCheckAnswer,
  SecretCheckBody,
  SecretQuery,
} from './schemas';
import { message, messageLang } from './providers/messages';

const tags = ['auth'];
const e422 = { 422: ValidationErrorBody };
const e429 = { 429: MessageBody };

export function phoneOrFail(raw: unknown, field = 'phone'): string {
  const phone = normalisePhone(raw);
  if (!phone) throw validationError({ [field]: 'validation_phone' });
  return phone;
}

/** Phone checks, SMS codes, sign-in and registration. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { ctx, providers }) => {
  const db = ctx.db;
  // Each answer tells whether a phone or e-mail has an account: limited per client against enumeration.
  const checkLimit = perClientLimit(
    db,
    ctx.config.limits,
    'auth_check',
    { max: ctx.config.limits.checksPerClientHour, windowMs: 3_600_000 },
    ctx.now,
  );

  app.post(
    '/api/auth/check-phone',
    {
      onRequest: checkLimit,
      schema: {
        tags,
        summary: 'Whether a phone is registered (is_unique_phone is true when the phone is KNOWN; spec section 7)',
        body: CheckPhoneBody,
        response: { 200: Type.Object({ is_unique_phone: Type.Boolean() }), ...e422, ...e429 },
      },
    },
    async (req) => ({ is_unique_phone: !!findUserByPhone(db, phoneOrFail(req.body.phone)) }),
  );

  app.post(
    '/api/auth/check',
    {
      onRequest: checkLimit,
      schema: {
        tags,
        summary: 'Registration pre-check: is_unique_* is true when the phone / e-mail is NOT taken yet',
        body: CheckBody,
        response: { 200: CheckAnswer, ...e422, ...e429 },
      },
    },
    async (req) => {
      const phone = phoneOrFail(req.body.phone);
      const email = req.body.email?.trim() ?? '';
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
        querystring: SecretQuery,
        body: SecretBody,
        response: { 200: SecretAnswer, 429: MessageBody, 503: MessageBody, ...e422 },
      },
    },
    async (req, reply) => {
      const phone = phoneOrFail(req.body.phone);
      const force = req.query.force_sms === '1' || req.query.force_sms === 'true';
      assertSmsAllowedForClient(ctx, req, phone);
      const result = createSecret(db, phone, ctx.now(), force, devInbox);
      if (result.kind === 'limit') return sendJsonText(reply, JSON.stringify('limit'));
      if (result.kind === 'too_soon') throw tooManyRequests('sms_resend_too_soon');
      const sent = await providers.sms.send(phone, message('sms_code', messageLang(langOf(req.query)), { code: result.code }));
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
        summary:
          'Check an SMS code without using it up (5 wrong tries burn the secret); a right one earns a proof of the ' +
          "phone for 30 days (a guest's order carries it as phone_proof)",
        body: SecretCheckBody,
        response: { 200: SecretCheckAnswer, ...e422 },
      },
    },
    async (req) => {
      const { code, id } = req.body;
      const now = ctx.now();
      if (verifySecret(db, id, null, code, now, false) !== 'ok') throw validationError({ code: 'validation_sms' });
      const phone = phoneOfSecret(db, id)!;
      return {
        valid: true as const,
        phone_proof: issuePhoneProof(db, phone, now, id),
        phone_proof_expires_at: new Date(now.getTime() + PHONE_PROOF_TTL_MS).toISOString(),
      };
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
      const body = req.body;
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
        // A hash of a lower scrypt cost (before 2^17) is replaced now that the password is known.
        if (needsRehash(user.password_hash))
          upgradePasswordHash(db, user.id, user.password_hash!, await hashPassword(body.password));
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
        summary:
          'Register with a verified SMS code; returns a session token. 409 already_registered when the phone or e-mail ' +
          'was taken by a registration finishing at the same moment (the code is not spent)',
        body: RegisterBody,
        response: { 200: AccessTokenBody, 409: ValidationErrorBody, ...e422 },
      },
    },
    async (req) => {
      const b = req.body;
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
      if (Object.keys(errors).length > 0 || !phone) {
        // Report a wrong code alongside the other errors without using up a right one.
        if (sms && b.secretId && phone && verifySecret(db, b.secretId, phone, sms, now, false) !== 'ok')
          errors.sms = 'validation_sms';
        throw validationError(errors);
      }
      const hash = await hashPassword(b.password);
      // Checked again after the (slow) hash, in one transaction with the code's use and the insert:
      // of two registrations of one phone or e-mail at once the second is a 409, and its code is not spent.
      const userId = db.transaction(() => {
        const taken = {
          ...(findUserByPhone(db, phone) ? { phone: ['validation_unique'] } : {}),
          ...(email && findUserByEmail(db, email) ? { email: ['validation_unique'] } : {}),
        };
        if (Object.keys(taken).length > 0) throw new ApiError(409, 'already_registered', taken);
        if (verifySecret(db, b.secretId, phone, sms, now, true) !== 'ok') throw validationError({ sms: 'validation_sms' });
        return insertUser(db, { name: name.slice(0, 100), email: email || null, phone, passwordHash: hash }, now);
      })();
      // The e-mail is only claimed until its link is opened (issue 43): no social sign-in enters the account by it.
      if (email) {
        const sent = await sendEmailConfirmation(ctx, { id: userId, email }, messageLang(langOf(req.query)));
        if (sent !== 'sent') req.log.warn({ sent }, 'e-mail confirmation not sent at registration');
      }
      return { access_token: issueToken(db, userId, now) };
    },
  );

  app.post(
    '/api/auth/email/confirm',
    {
      schema: {
        tags,
        summary:
          "Confirm an account's e-mail with the token of the link sent to it (24 h, once; only while the account still " +
          'has that e-mail). 422 token validation_token otherwise',
        body: EmailConfirmBody,
        response: { 200: EmailConfirmed, ...e422 },
      },
    },
    async (req) => {
      const confirmed = confirmEmail(db, req.body.token, ctx.now());
      if (!confirmed) throw validationError({ token: 'validation_token' });
      return { message: 'email_confirmed' as const, email: confirmed.email };
    },
  );
};
