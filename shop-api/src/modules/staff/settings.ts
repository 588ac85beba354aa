/**
 * The new-order alert to the restaurant's Telegram group, read once from the environment.
 * TG_ORDERS_CHAT_ID is the group's chat id (negative, e.g. -1001234567890); the alert is sent
 * with TG_BOT_TOKEN through the Bot API provider of the auth module. Outside production, without
 * a token, the stand-in bot keeps the alerts (GET /api/dev/staff/alerts). Under
 * NODE_ENV=production both are required, or the alert is switched off explicitly with
 * TG_ORDERS_CHAT_ID=off (a forgotten variable is a start-up error, never silently no alerts).
 */
export type OrderAlertSettings =
  { kind: 'off' } | { kind: 'standin'; chatId: number } | { kind: 'telegram'; token: string; chatId: number };

/** The stand-in's pretend group when TG_ORDERS_CHAT_ID is not set (development only). */
export const DEV_ORDERS_CHAT_ID = -1000000000001;

export class StaffConfigError extends Error {}

export function readOrderAlertSettings(env: NodeJS.ProcessEnv, production: boolean): OrderAlertSettings {
  const raw = env.TG_ORDERS_CHAT_ID?.trim() ?? '';
  const token = env.TG_BOT_TOKEN?.trim() ?? '';
  if (raw === 'off') return { kind: 'off' };
  if (raw && !/^-?\d{1,20}$/.test(raw))
    throw new StaffConfigError('TG_ORDERS_CHAT_ID must be a Telegram chat id (a number such as -1001234567890) or "off"');
  if (production) {
    if (!raw)
      throw new StaffConfigError(
        'TG_ORDERS_CHAT_ID is not set: required in production for the new-order alerts to the restaurant group (or set TG_ORDERS_CHAT_ID=off)',
      );
    if (!token)
      throw new StaffConfigError('TG_BOT_TOKEN is not set: the new-order alerts to TG_ORDERS_CHAT_ID are sent by the bot');
  }
  const chatId = raw ? Number(raw) : DEV_ORDERS_CHAT_ID;
  return token ? { kind: 'telegram', token, chatId } : { kind: 'standin', chatId };
}
