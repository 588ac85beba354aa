import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity, bearerToken, requireUser, type UserRow } from '../../http/auth';
import { endSessions } from '../../http/sessions';
import { provePasswordChange } from './password-change';
import { ApiError, tooManyRequests, validationError } from '../../http/errors';
import { langOf } from '../../http/lang';
import { guard, signedIn as signedInGuard } from '../../http/guard';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import {
  BONUS_FACTS,
  bonusHistory,
  confirmIfProviderVerified,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  grantBirthdayBonusIfDue,
  hashPassword,
  isValidEmail,
  kyivDay,
  emailConfirmed,
  normalisePhone,
  passwordProblem,
  sendEmailConfirmation,
  phoneProofHolds,
  userShape,
} from '../auth';
import { birthdayProblem } from './birthday-rules';
import { applyDuePhoneChange, cancelPhoneChange, pendingPhoneChange, requestPhoneChange } from './phone-change';
import { AVATAR_MAX_BYTES, removeAvatar, sniffImageType, storeAvatar } from './avatar';
import { setAvatar, setPasswordHash, updateAccount } from './account';
import {
  AvatarBody,
  AvatarSchema,
  BonusSchema,
  e401,
  EmailConfirmationSent,
  PasswordBody,
  ProfileSchema,
  ProfileUpdate,
  ProfileUpdated,
} from './schemas';

const tags = ['profile'];
const security = bearerSecurity;
const e422 = { 422: ValidationErrorBody };

/** The customer's account: profile, password, avatar, bonuses. */
export const profileRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  const signedIn = signedInGuard(ctx);
  /** The signed-in customer after lazy work due on read (phone change after 24 h, birthday bonus). */
  const current = guard((req): UserRow => {
    const user = requireUser(ctx, req);
    const now = ctx.now();
    const changed = applyDuePhoneChange(db, user.id, now);
    return grantBirthdayBonusIfDue(db, user, now) || changed ? findUserById(db, user.id)! : user;
  });
  const profileOf = (user: UserRow) => ({
    ...userShape(user),
    pending_phone: pendingPhoneChange(db, user.id)?.phone ?? null,
    email_confirmed: emailConfirmed(user),
  });

  app.get(
    '/api/profile',
    {
      preHandler: current.check,
      schema: { tags, summary: 'Profile of the logged-in user', security, response: { 200: ProfileSchema, ...e401 } },
    },
    async (req) => profileOf(current.of(req)),
  );

  app.put(
    '/api/profile',
    {
      preHandler: current.check,
      schema: {
        tags,
        summary:
          'Update name, e-mail, birthday; a phone change needs the proof of a code sent to the new phone (phone_proof) ' +
          'and is stored as pending (message phone_change_24h)',
        security,
        body: ProfileUpdate,
        response: { 200: ProfileUpdated, ...e401, ...e422 },
      },
    },
    async (req) => {
      const user = current.of(req);
      const b = req.body;
      const now = ctx.now();
      const errors: Record<string, string> = {};
      const name = b.name?.trim();
      if (name !== undefined && !name) errors.name = 'validation_required';
      const email = b.email?.trim().toLowerCase();
      if (email !== undefined) {
        if (!email) errors.email = 'validation_required';
        else if (!isValidEmail(email)) errors.email = 'valid_email';
        else if (findUserByEmail(db, email) && findUserByEmail(db, email)!.id !== user.id) errors.email = 'validation_unique';
      }
      if (b.birthday !== undefined && birthdayProblem(b.birthday, kyivDay(now))) errors.birthday = 'validation_birthday';
      let newPhone: string | null = null;
      if (b.phone !== undefined) {
        const phone = normalisePhone(b.phone);
        if (!phone) errors.phone = 'validation_phone';
        else if (phone !== user.phone) {
          const owner = findUserByPhone(db, phone);
          if (owner && owner.id !== user.id) errors.phone = 'validation_unique';
          // A new number is the customer's only once a code sent to it was entered (issue 43):
          // else its owner, signing in by SMS after the change, would land in this account.
          else if (!phoneProofHolds(db, b.phone_proof, phone, now)) errors.phone = 'phone_unconfirmed';
          else newPhone = phone;
        }
      }
      if (Object.keys(errors).length) throw validationError(errors);
      db.transaction(() => {
        updateAccount(db, user.id, { name, email, birthday: b.birthday });
        // The e-mail a connected Google or Apple verified (picked on the e-mail choice) needs no link (decision 435).
        if (email) confirmIfProviderVerified(db, user.id, email, now);
        if (newPhone) requestPhoneChange(db, user.id, newPhone, now);
        else if (b.phone !== undefined) cancelPhoneChange(db, user.id); // back to the current number
      })();
      const updated = findUserById(db, user.id)!;
      // A new e-mail gets its confirmation link at once (the profile can ask again, POST profile/email/confirmation).
      const emailConfirmation =
        updated.email && !emailConfirmed(updated) && updated.email !== user.email
          ? await sendEmailConfirmation(ctx, { id: user.id, email: updated.email }, langOf(req.query))
          : undefined;
      return {
        message: newPhone ? ('phone_change_24h' as const) : ('ok' as const),
        user: profileOf(updated),
        ...(emailConfirmation ? { email_confirmation: emailConfirmation } : {}),
      };
    },
  );

  app.post(
    '/api/profile/email/confirmation',
    {
      preHandler: current.check,
      schema: {
        tags,
        summary:
          "Send the account's e-mail a new confirmation link (3 an hour per account, 429 too_many_requests; 503 " +
          'email_send_failed). already_confirmed changes nothing; 422 without an e-mail',
        security,
        response: { 200: EmailConfirmationSent, ...e401, ...e422, 429: MessageBody, 503: MessageBody },
      },
    },
    async (req) => {
      const user = current.of(req);
      if (!user.email) throw validationError({ email: 'validation_required' });
      if (emailConfirmed(user)) return { message: 'already_confirmed' as const };
      const sent = await sendEmailConfirmation(ctx, { id: user.id, email: user.email }, langOf(req.query));
      if (sent === 'limit') throw tooManyRequests('too_many_requests');
      if (sent === 'failed') throw new ApiError(503, 'email_send_failed');
      return { message: 'sent' as const };
    },
  );

  app.put(
    '/api/profile/password',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary:
          'Set a new password (min 6 characters, confirmed), proved by the current password or a fresh SMS code to the ' +
          "account's phone; every other session of the user ends. Wrong current passwords count toward the sign-in lockout (429)",
        security,
        body: PasswordBody,
        response: { 200: MessageBody, ...e401, ...e422, 429: MessageBody },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      const problem = passwordProblem(req.body.password, req.body.password_confirmation);
      if (problem) throw validationError({ password: problem });
      await provePasswordChange(ctx, req, user, req.body);
      const hash = await hashPassword(req.body.password);
      db.transaction(() => {
        setPasswordHash(db, user.id, hash);
        endSessions(db, user.id, bearerToken(req));
      })();
      return { message: 'password_changed' };
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      preHandler: signedIn.check,
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "avatar": JPEG, PNG or WebP, up to 2 MiB)',
        security,
        consumes: ['multipart/form-data'],
        body: AvatarBody,
        response: { 200: AvatarSchema, ...e401, ...e422 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      if (!req.isMultipart()) throw validationError({ avatar: 'validation_required' });
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw validationError({ avatar: 'validation_required' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw validationError({ avatar: 'validation_max' });
      }
      if (file.file.truncated || bytes.length > AVATAR_MAX_BYTES) throw validationError({ avatar: 'validation_max' });
      if (bytes.length === 0) throw validationError({ avatar: 'validation_required' });
      if (!sniffImageType(bytes)) throw validationError({ avatar: 'validation_image' });
      const imagesDir = path.join(ctx.config.dataDir, 'images');
      let base: string;
      try {
        base = await storeAvatar(imagesDir, user.id, bytes);
      } catch {
        throw validationError({ avatar: 'validation_image' });
      }
      setAvatar(db, user.id, base);
      removeAvatar(imagesDir, user.avatar);
      return { avatar: userShape(findUserById(db, user.id)!).avatar! };
    },
  );

  app.get(
    '/api/profile/bonus',
    {
      preHandler: current.check,
      schema: {
        tags,
        summary: 'Bonus balance, history (newest first) and the bonus facts',
        security,
        response: { 200: BonusSchema, ...e401 },
      },
    },
    async (req) => {
      const user = current.of(req);
      return { balance: user.bonus, history: bonusHistory(db, user.id), facts: { ...BONUS_FACTS } };
    },
  );
};
