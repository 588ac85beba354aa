/**
 * Who may call a staff route: a guard (http/guard.ts) per permission, as the routes' preHandler.
 * It checks the staff session (401/403 as requireStaff) and that the role has the permission
 * (403 `staff_role` otherwise), and the handler reads the session back with `of`.
 */
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { guard } from '../../http/guard';
import { requireStaff, type StaffSession } from './accounts';
import { may, roleOf, type StaffPermission } from './roles';

/** 403 for a staff member whose role does not allow the route (a customer's token is `staff_only`). */
export const roleForbidden = () => new ApiError(403, 'staff_role');

/** Throws 403 unless the session's role has the permission. */
export function requirePermission(session: StaffSession, permission: StaffPermission): StaffSession {
  if (!may(roleOf(session.staff.role), permission)) throw roleForbidden();
  return session;
}

/** The preHandler of staff routes: a staff session whose role has `permission` (null: any role). */
export const staffGuard = (ctx: AppContext, permission: StaffPermission | null) =>
  guard((req) => {
    const session = requireStaff(ctx, req);
    return permission ? requirePermission(session, permission) : session;
  });
