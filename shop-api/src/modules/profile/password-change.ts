import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../http/auth';
import { validationError } from '../../http/errors';
import { reservePasswordAttempt, verifyPassword, verifySecret } from '../auth';

/**
 * What proves a password change is the account holder's, not someone holding a stolen session:
 * the current password (a wrong one counts toward the sign-in lockout, so a session cannot be
 * used to guess it), or a fresh SMS code sent to the account's phone (used up). An account that
 * has no password yet (made by a social or messenger sign-in) sets its first one without either.
 */
export async function provePasswordChange(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  proof: { current_password?: string; id?: string; code?: string | number },
) {
  if (proof.id !== undefined && proof.code !== undefined && user.phone) {
    if (verifySecret(ctx.db, proof.id, user.phone, proof.code, ctx.now(), true) !== 'ok')
      throw validationError({ code: 'validation_sms' });
    return;
  }
  if (!user.password_hash) return;
  if (!proof.current_password) throw validationError({ current_password: 'validation_required' });
  const attempt = reservePasswordAttempt(ctx, request, user.phone ?? `user:${user.id}`);
  if (!(await verifyPassword(proof.current_password, user.password_hash)))
    throw validationError({ current_password: 'validation_password' });
  attempt.passed();
}
