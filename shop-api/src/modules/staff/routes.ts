import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { validationError } from '../../http/errors';
import { MessageBody } from '../../http/schemas';
import { reservePasswordAttempt } from '../auth';
import { endStaffSession, logStaffAction, recentStaffActions, signInStaff, type StaffRow } from './accounts';
import { staffGuard } from './access';
import { permissionsOf, roleOf } from './roles';
import { e401, e403, LoginAnswer, LoginBody, MeAnswer, StaffActionSchema } from './schemas';

const tags = ['staff'];

/** A staff member as the desk sees them: the role and what it may do. */
export function staffShape(s: StaffRow) {
  const role = roleOf(s.role);
  return { id: s.id, login: s.login, name: s.name, role, permissions: permissionsOf(role) };
}

/** Staff sign-in and sessions, and the log of staff actions. */
export const staffRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  const onShift = staffGuard(ctx, null);
  const manager = staffGuard(ctx, 'accounts');

  app.post(
    '/api/staff/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: a session token that expires after a shift (12 hours)',
        body: LoginBody,
        response: { 200: LoginAnswer, 429: MessageBody },
      },
    },
    async (req) => {
      const { login, password } = req.body;
      // The customers' wrong-password limits (per account and per client address), on a key of its own.
      const account = `staff:${login.trim().toLowerCase()}`;
      const attempt = reservePasswordAttempt(ctx, req, account);
      const session = await signInStaff(db, login, password, ctx.now());
      if (!session) throw validationError({ password: 'staff_login_failed' }, 'staff_login_failed');
      attempt.passed();
      logStaffAction(ctx, session.staff.id, 'sign_in', `staff:${session.staff.id}`);
      return { token: session.token, expires_at: session.expiresAt.toISOString(), staff: staffShape(session.staff) };
    },
  );

  app.post(
    '/api/staff/logout',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary: 'End the staff session',
        security: bearerSecurity,
        response: { 200: MessageBody, ...e401, ...e403 },
      },
    },
    async (req) => {
      const { staff, token } = onShift.of(req);
      endStaffSession(db, token);
      logStaffAction(ctx, staff.id, 'sign_out', `staff:${staff.id}`);
      return { message: 'ok' };
    },
  );

  app.get(
    '/api/staff/me',
    {
      preHandler: onShift.check,
      schema: {
        tags,
        summary: 'The signed-in staff member, their role and its permissions, and when the session ends',
        security: bearerSecurity,
        response: { 200: MeAnswer, ...e401, ...e403 },
      },
    },
    async (req) => {
      const { staff, expiresAt } = onShift.of(req);
      return { staff: staffShape(staff), expires_at: expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/staff/actions',
    {
      preHandler: manager.check,
      schema: {
        tags,
        summary: 'The last 100 staff actions: who, what, when (managers)',
        security: bearerSecurity,
        response: { 200: Type.Array(StaffActionSchema), ...e401, ...e403 },
      },
    },
    async () => recentStaffActions(db),
  );
};
