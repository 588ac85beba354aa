import type Database from 'better-sqlite3';
import type { Lang } from '../../http/lang';

/**
 * The local stand-in of the e-mail marketing provider's "contact subscribe" call. The storefront
 * calls the shop API; only the server would hold the provider's credentials.
 * Dev switch: any address at the domain `fail.test` makes the provider "fail" (502).
 */
export const FAILING_DOMAIN = 'fail.test';

export class ProviderError extends Error {}

export interface SubscribeInput {
  firstName: string;
  email: string;
  groups: string[];
  formType: string;
  lang: Lang;
}

export function subscribe(db: Database.Database, input: SubscribeInput, now: Date): { id: number; isNew: boolean } {
  if (input.email.endsWith(`@${FAILING_DOMAIN}`)) throw new ProviderError('subscription_provider_failed');
  const existing = db.prepare('SELECT id, groups FROM subscribers WHERE email = ?').get(input.email) as
    { id: number; groups: string } | undefined;
  const at = now.toISOString();
  if (existing) {
    const groups = Array.from(new Set([...(JSON.parse(existing.groups) as string[]), ...input.groups]));
    db.prepare('UPDATE subscribers SET groups = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(groups), at, existing.id);
    return { id: existing.id, isNew: false };
  }
  const info = db
    .prepare(
      'INSERT INTO subscribers (email, first_name, groups, form_type, lang, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(input.email, input.firstName, JSON.stringify(input.groups), input.formType, input.lang, at, at);
  return { id: Number(info.lastInsertRowid), isNew: true };
}
