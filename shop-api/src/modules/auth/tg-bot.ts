import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { TgError } from './schemas';
import { findUserByPhone, issueToken } from './users';
import { hashBearerToken } from '../../db/open';
import { normalisePhone } from './phone';
import { message, messageLang, type MessageKey } from './providers/messages';
import type { TgBotApi, TgReplyMarkup } from './providers/tg-bot-api';
import { confirmLoginText } from './bot-device';

/** Spec section 4: the storefront waits at most 50 s for the bot confirmation. */
export const TG_TOKEN_TTL_MS = 50 * 1000;
/** A confirmation near the end of the wait is still handed over to the last poll in flight. */
export const TG_HANDOVER_GRACE_MS = 10 * 1000;

interface TgRow {
  token_hash: string;
  /** SHA-256 of the bot link's start code (never the browser's polling token). */
  start_hash: string | null;
  /** "Chrome, Android": what the bot shows of the browser that started the login. */
  device: string | null;
  goal: string;
  status: 'waiting' | 'confirmed' | 'handed_over' | 'error';
  error: TgError | null;
  user_id: number | null;
  created_at: string;
}

/** The poll answer: the bearer token comes once, in the answer that completes the login. */
export type TgStatus = { status: 'waiting' } | { status: 'success'; token: string } | { status: 'error'; error: TgError };
/** What the bot side sees (its page, the webhook): never a bearer token. */
export type TgLoginState = { status: 'waiting' } | { status: 'success' } | { status: 'error'; error: TgError };

const TOKEN_OLD = { status: 'error', error: 'token_old' } as const;

/**
 * A bot login, bound to the browser that starts it (issue 43): `token` stays in that browser (it
 * polls with it and only it receives the session); the bot link carries `start`, a second secret
 * that lets the bot find the login but polls nothing. Someone who passes their link to another
 * person cannot be handed that person's session by anyone but their own browser, and the bot shows
 * that person the device and time of the login before any contact is shared. The database keeps
 * only SHA-256 of both.
 */
export function createTgToken(
  db: Database.Database,
  goal: string,
  now: Date,
  device: string | null = null,
): { token: string; start: string } {
  const token = randomBytes(16).toString('hex');
  const start = randomBytes(16).toString('hex');
  // Housekeeping: a finished or abandoned bot login is of no use after an hour.
  db.prepare('DELETE FROM tg_bot_tokens WHERE created_at < ?').run(new Date(now.getTime() - 3600_000).toISOString());
  db.prepare('INSERT INTO tg_bot_tokens (token_hash, start_hash, device, goal, created_at) VALUES (?, ?, ?, ?, ?)').run(
    hashBearerToken(token),
    hashBearerToken(start),
    device?.slice(0, 60) ?? null,
    goal,
    now.toISOString(),
  );
  return { token, start };
}

const age = (row: TgRow, now: Date) => now.getTime() - new Date(row.created_at).getTime();
const findRow = (db: Database.Database, tokenHash: string) =>
  db.prepare('SELECT * FROM tg_bot_tokens WHERE token_hash = ?').get(tokenHash) as TgRow | undefined;

const findByStart = (db: Database.Database, start: string) =>
  db.prepare('SELECT * FROM tg_bot_tokens WHERE start_hash = ?').get(hashBearerToken(start)) as TgRow | undefined;

/**
 * The login a bot link's start code belongs to, as the bot side sees it: unknown, or still waiting
 * after 50 s, is token_old ("token old or missing"). Changes nothing.
 */
export function tgLoginState(db: Database.Database, start: string, now: Date): TgLoginState {
  const row = findByStart(db, start);
  return row ? loginState(db, row.token_hash, now) : TOKEN_OLD;
}

/** What the bot shows of a waiting login before the contact is shared: the device and start time. */
export function tgLoginOrigin(db: Database.Database, start: string): { device: string | null; startedAt: Date } | null {
  const row = findByStart(db, start);
  return row ? { device: row.device, startedAt: new Date(row.created_at) } : null;
}

function loginState(db: Database.Database, tokenHash: string, now: Date): TgLoginState {
  const row = findRow(db, tokenHash);
  if (!row) return TOKEN_OLD;
  if (row.status === 'confirmed' || row.status === 'handed_over') return { status: 'success' };
  if (row.status === 'error' && row.error) return { status: 'error', error: row.error };
  if (age(row, now) > TG_TOKEN_TTL_MS) return TOKEN_OLD;
  return { status: 'waiting' };
}

/**
 * The storefront's poll. The first poll after the confirmation makes the account's bearer token
 * and answers it (one transaction, so two polls at once cannot both get one); the row keeps no
 * trace of it, and every later poll answers token_old. A confirmation nobody polled for within
 * the wait (plus a grace for the poll in flight) is not handed over at all.
 */
export function takeTgStatus(db: Database.Database, token: string, now: Date): TgStatus {
  return db.transaction((): TgStatus => {
    const tokenHash = hashBearerToken(token);
    const row = findRow(db, tokenHash);
    if (row?.status === 'confirmed' && row.user_id !== null) {
      if (age(row, now) > TG_TOKEN_TTL_MS + TG_HANDOVER_GRACE_MS) return TOKEN_OLD;
      db.prepare("UPDATE tg_bot_tokens SET status = 'handed_over', user_id = NULL WHERE token_hash = ?").run(row.token_hash);
      return { status: 'success', token: issueToken(db, row.user_id, now) };
    }
    if (row?.status === 'handed_over') return TOKEN_OLD;
    const state = loginState(db, tokenHash, now);
    return state.status === 'success' ? TOKEN_OLD : state;
  })();
}

/**
 * What the bot does when the user presses a button (dev stand-in): confirm as a phone number
 * (an account with that phone must exist) or fail with one of the spec's error codes.
 */
export function resolveTgToken(db: Database.Database, start: string, action: TgAction, now: Date): TgLoginState {
  const row = findByStart(db, start);
  return row ? resolveLogin(db, row.token_hash, action, now) : TOKEN_OLD;
}

type TgAction = { phone: string | null } | { error: TgError };

function resolveLogin(db: Database.Database, tokenHash: string, action: TgAction, now: Date): TgLoginState {
  const current = loginState(db, tokenHash, now);
  if (current.status !== 'waiting') return current;
  let error: TgError | null = null;
  let userId: number | null = null;
  if ('error' in action) error = action.error;
  else if (!action.phone) error = 'phone_missing';
  else {
    const user = findUserByPhone(db, action.phone);
    if (user) userId = user.id;
    else error = 'account_not_found';
  }
  db.prepare('UPDATE tg_bot_tokens SET status = ?, error = ?, user_id = ? WHERE token_hash = ?').run(
    error ? 'error' : 'confirmed',
    error,
    userId,
    tokenHash,
  );
  return error ? { status: 'error', error } : { status: 'success' };
}

/** What the webhook did with one update (for the log and the tests). */
export type TgUpdateOutcome = 'ignored' | 'start_without_token' | 'asked_contact' | 'no_login_waiting' | 'success' | TgError;

interface TgUser {
  id: number;
  is_bot?: boolean;
  language_code?: string;
}

/** The parts of a Telegram Update the bot reads; anything else is ignored. */
function readUpdate(update: unknown): {
  from: TgUser;
  chatId: number;
  text: string | null;
  contact: { phone_number?: unknown; user_id?: unknown } | null;
} | null {
  const message = (update as { message?: unknown } | null)?.message as Record<string, unknown> | undefined;
  if (!message || typeof message !== 'object') return null;
  const from = message.from as TgUser | undefined;
  const chat = message.chat as { id?: unknown; type?: unknown } | undefined;
  // Sign-in happens in the private chat with the bot only.
  if (!from || typeof from.id !== 'number' || !chat || typeof chat.id !== 'number' || chat.type !== 'private') return null;
  const contact = message.contact && typeof message.contact === 'object' ? (message.contact as Record<string, unknown>) : null;
  return { from, chatId: chat.id, text: typeof message.text === 'string' ? message.text : null, contact };
}

const START = /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?\s*$/;

/**
 * One Telegram update for the real bot (spec sections 4 and 8): `/start <start code>` binds the
 * waiting login to this chat, shows the device and time it was started from and asks for the
 * phone to confirm it (a request_contact button); the shared
 * contact confirms the login or fails it with one of the spec's error codes:
 * token_old (unknown or older than 50 s), phone_mismatch (someone else's contact),
 * phone_missing (no Ukrainian number in it), account_not_found, other_number (this Telegram
 * account is linked to another shop number), cannot_authorise (a bot, or the number's account
 * is linked to another Telegram account). other_email cannot arise here: Telegram shares no e-mail.
 */
export async function handleTgUpdate(db: Database.Database, bot: TgBotApi, update: unknown, now: Date): Promise<TgUpdateOutcome> {
  const u = readUpdate(update);
  if (!u) return 'ignored';
  const lang = messageLang(u.from.language_code);
  const say = (key: MessageKey, replyMarkup?: TgReplyMarkup) =>
    bot.sendMessage({ chat_id: u.chatId, text: message(key, lang), ...(replyMarkup ? { reply_markup: replyMarkup } : {}) });
  const removeKeyboard: TgReplyMarkup = { remove_keyboard: true };

  const start = u.text ? START.exec(u.text) : null;
  if (start) {
    const code = start[1];
    if (!code) {
      await say('bot_start_from_site');
      return 'start_without_token';
    }
    const row = findByStart(db, code);
    if (!row || loginState(db, row.token_hash, now).status !== 'waiting') {
      await say('bot_error_token_old', removeKeyboard);
      return 'token_old';
    }
    db.prepare('INSERT OR REPLACE INTO tg_bot_chats (token_hash, tg_user_id, chat_id, created_at) VALUES (?, ?, ?, ?)').run(
      row.token_hash,
      u.from.id,
      u.chatId,
      now.toISOString(),
    );
    // The person confirms by sharing the contact, having seen which device asks and when.
    await bot.sendMessage({
      chat_id: u.chatId,
      text: confirmLoginText(row.device, new Date(row.created_at), lang),
      reply_markup: {
        keyboard: [[{ text: message('bot_share_button', lang), request_contact: true }]],
        one_time_keyboard: true,
        resize_keyboard: true,
      },
    });
    return 'asked_contact';
  }

  if (!u.contact) {
    await say('bot_start_from_site');
    return 'ignored';
  }
  const bound = db
    .prepare('SELECT token_hash FROM tg_bot_chats WHERE tg_user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(u.from.id) as { token_hash: string } | undefined;
  if (!bound) {
    await say('bot_start_from_site', removeKeyboard);
    return 'no_login_waiting';
  }
  const current = loginState(db, bound.token_hash, now);
  if (current.status !== 'waiting') {
    // Already finished (or expired): a second contact changes nothing.
    await say(
      current.status === 'error' && current.error === 'token_old' ? 'bot_error_token_old' : 'bot_start_from_site',
      removeKeyboard,
    );
    return current.status === 'error' ? current.error : 'no_login_waiting';
  }

  const phone = normalisePhone(typeof u.contact.phone_number === 'string' ? u.contact.phone_number : '');
  const tgId = String(u.from.id);
  let error: TgError | null = null;
  if (u.from.is_bot) error = 'cannot_authorise';
  else if (u.contact.user_id !== u.from.id) error = 'phone_mismatch';
  else if (!phone) error = 'phone_missing';
  else {
    const user = findUserByPhone(db, phone);
    const linked = db.prepare('SELECT phone FROM users WHERE telegram_id = ?').get(tgId) as { phone: string | null } | undefined;
    if (!user) error = 'account_not_found';
    else if (linked && linked.phone !== phone) error = 'other_number';
    else if (user.telegram_id && user.telegram_id !== tgId) error = 'cannot_authorise';
  }
  if (error) {
    resolveLogin(db, bound.token_hash, { error }, now);
    await say(`bot_error_${error}`, removeKeyboard);
    return error;
  }
  const result = db.transaction(() => {
    db.prepare('UPDATE users SET telegram_id = ? WHERE phone = ?').run(tgId, phone);
    return resolveLogin(db, bound.token_hash, { phone }, now);
  })();
  await say(result.status === 'success' ? 'bot_success' : 'bot_error_cannot_authorise', removeKeyboard);
  return result.status === 'success' ? 'success' : result.status === 'error' ? result.error : 'ignored';
}
