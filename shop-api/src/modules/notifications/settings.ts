/**
 * Status messages to customers, read once from the environment.
 * - ORDER_STATUS_SMS=on: the restaurant pays for status SMS (TurboSMS, the sign-in SMS provider);
 *   off by default, as each message costs money.
 * - ORDER_STATUS_HOLD_S: seconds a status must hold before its message goes (60): a status
 *   changed again within that time (a slip of the finger undone, or the next step already taken)
 *   sends nothing for it.
 * - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (P-256, base64url, as `npx web-push generate-vapid-keys`
 *   prints them) and VAPID_SUBJECT (mailto: or https: contact for the push services): web push.
 *   Required in production, or WEB_PUSH=off; outside production without them, the stand-in push
 *   service with keys made at start.
 * The messenger bot is the sign-in bot (TG_BOT_TOKEN); without it (development) its stand-in.
 */
import { generateVapidKeys, type VapidKeys } from './web-push';

export type WebPushSetting =
  { kind: 'off' } | { kind: 'standin'; keys: VapidKeys; subject: string } | { kind: 'vapid'; keys: VapidKeys; subject: string };
export interface CustomerMessageSettings {
  sms: boolean;
  /** ms a status must hold before its message is sent. */
  holdMs: number;
  /** ms between two looks at the queue; 0 = no timer (tests run the queue themselves). */
  tickMs: number;
  push: WebPushSetting;
}

export class CustomerMessageConfigError extends Error {}

function readWebPush(env: NodeJS.ProcessEnv, production: boolean): WebPushSetting {
  const get = (name: string) => env[name]?.trim() ?? '';
  if (get('WEB_PUSH') === 'off') return { kind: 'off' };
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'];
  const missing = names.filter((n) => !get(n));
  if (missing.length === names.length && !production)
    return { kind: 'standin', keys: generateVapidKeys(), subject: 'mailto:standin@example.invalid' };
  if (missing.length > 0)
    throw new CustomerMessageConfigError(
      `${missing[0]} is not set: web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (or WEB_PUSH=off)`,
    );
  const keys = { publicKey: get('VAPID_PUBLIC_KEY'), privateKey: get('VAPID_PRIVATE_KEY') };
  if (Buffer.from(keys.publicKey, 'base64url').length !== 65 || Buffer.from(keys.privateKey, 'base64url').length !== 32)
    throw new CustomerMessageConfigError(
      'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (65 and 32 bytes)',
    );
  if (!/^(mailto:|https:\/\/)/.test(get('VAPID_SUBJECT')))
    throw new CustomerMessageConfigError('VAPID_SUBJECT must be a mailto: address or an https: URL');
  return { kind: 'vapid', keys, subject: get('VAPID_SUBJECT') };
}

export function readCustomerMessageSettings(env: NodeJS.ProcessEnv, production = false): CustomerMessageSettings {
  const sms = env.ORDER_STATUS_SMS?.trim() || 'off';
  if (sms !== 'on' && sms !== 'off') throw new CustomerMessageConfigError('ORDER_STATUS_SMS must be "on" or "off"');
  const hold = env.ORDER_STATUS_HOLD_S?.trim() || '60';
  if (!/^\d{1,5}$/.test(hold))
    throw new CustomerMessageConfigError(`ORDER_STATUS_HOLD_S must be a whole number of seconds, got "${hold}"`);
  return { sms: sms === 'on', holdMs: Number(hold) * 1000, tickMs: 1000, push: readWebPush(env, production) };
}
