import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { bearerSecurity, bearerToken, requireUser } from '../../http/auth';
import { ApiError, tooManyRequests, validationError } from '../../http/errors';
import { guard, signedIn as signedInGuard } from '../../http/guard';
import { langOf } from '../../http/lang';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { endSession, endSessions } from '../../http/sessions';
import { applyDuePhoneChange } from '../profile';
import type { AuthRoutesOptions } from './auth-options';
import { normalisePhone } from './phone';
import { codesSentToday } from './secrets';
import { SMS_DAILY_LIMIT } from './sms-rules';
import {
  assertResetEmailAllowed,
  assertSmsAllowedForClient,
  recordResetEmail,
  recordResetSms,
  recordSmsForClient,
  secondsToKyivMidnight,
} from './limits';
import { message, messageLang } from './providers/messages';
import { textToHtml } from './providers/email';
import { checkReset, createReset, discardReset, resetLink } from './password-reset';
import { hashPassword, isValidEmail, passwordProblem } from './password';
import { findUserByEmail, findUserById, findUserByPhone, grantBirthdayBonusIfDue, userShape } from './users';
import { completePasswordReset, setShowMobile } from './accounts';
import { ForgotAnswer, ForgotBody, ForgotSubmitBody, ShowMobileBody, UserSchema } from './schemas';

const tags = ['auth'];
const e422 = { 422: ValidationErrorBody };
const e401 = { 401: MessageBody };
const e429 = { 429: MessageBody };

/** The user behind a forgot-password "email" field, which may hold an e-mail or a phone. */
function findByEmailOrPhone(ctx: AppContext, value: string) {
  const phone = normalisePhone(value);
  if (phone) return findUserByPhone(ctx.db, phone);
  return isValidEmail(value.trim()) ? findUserByEmail(ctx.db, value) : null;
}

/** The signed-in user, sign-out, the mobile-app flag and the password reset. */
export const sessionRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { ctx, providers }) => {
  const db = ctx.db;
  const signedIn = signedInGuard(ctx);
  /** The signed-in user after lazy work due on read (phone change after 24 h, birthday bonus). */
  const current = guard((req) => {
    const user = requireUser(ctx, req);
    const now = ctx.now();
    const changed = applyDuePhoneChange(db, user.id, now);
    return grantBirthdayBonusIfDue(db, user, now) || changed ? findUserById(db, user.id)! : user;
  });

  const meRoute = {
    preHandler: current.check,
    schema: {
      tags,
      summary: 'The logged-in user (grants the birthday bonus on the birthday, once a year)',
      security: bearerSecurity,
      response: { 200: UserSchema, ...e401 },
    },
  };
  app.post('/api/auth/me', meRoute, async (req) => userShape(current.of(req)));
  app.get('/api/auth/me', meRoute, async (req) => userShape(current.of(req)));

  app.post(
    '/api/auth/logout',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: 'End this session (deletes the token)',
        security: bearerSecurity,
        response: { 200: MessageBody, ...e401 },
      },
    },
    async (req) => {
      endSession(db, bearerToken(req)!);
      return { message: 'ok' };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: 'Sign out on all devices: ends every session of the user, this one included',
        security: bearerSecurity,
        response: { 200: Type.Object({ message: Type.Literal('ok'), ended: Type.Integer() }), ...e401 },
      },
    },
    async (req) => ({ message: 'ok' as const, ended: endSessions(db, signedIn.of(req).id, null) }),
  );

  app.post(
    '/api/auth/show-mobile',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: 'Remember that the mobile-app modal was shown to this user',
        security: bearerSecurity,
        body: ShowMobileBody,
        response: { 200: MessageBody, ...e401, ...e422 },
      },
      // The spec shows no payload: a bodiless call means "shown".
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => {
      setShowMobile(db, signedIn.of(req).id, req.body.shown ?? true);
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
        body: ForgotBody,
        response: { 200: ForgotAnswer, 503: MessageBody, ...e422, ...e429 },
      },
    },
    async (req) => {
      const value = req.body.email.trim();
      if (!value) throw validationError({ email: 'validation_required' });
      const user = findByEmailOrPhone(ctx, value);
      if (!user) throw validationError({ email: 'validation_exists' });
      const now = ctx.now();
      const lang = messageLang(langOf(req.query));
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
        body: ForgotSubmitBody,
        response: { 200: MessageBody, ...e422 },
      },
    },
    async (req) => {
      const b = req.body;
      const now = ctx.now();
      const user = findByEmailOrPhone(ctx, b.email.trim());
      const errors: Record<string, string> = {};
      const pw = passwordProblem(b.password);
      if (pw) errors.password = pw;
      // A weak new password is reported without spending a try of the code.
      if (!user || (!pw && !checkReset(db, user.id, b.token, now))) errors.token = 'validation_token';
      if (Object.keys(errors).length > 0 || !user) throw validationError(errors);
      completePasswordReset(db, user.id, await hashPassword(b.password));
      return { message: 'password_changed' };
    },
  );
};
