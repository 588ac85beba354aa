/**
 * Status messages to customers, read once from the environment.
 * - ORDER_STATUS_SMS=on: the restaurant pays for status SMS (TurboSMS, the sign-in SMS provider);
 *   off by default, as each message costs money.
 * - ORDER_STATUS_HOLD_S: seconds a status must hold before its message goes (60): a status
 *   changed again within that time (a slip of the finger undone, or the next step already taken)
 *   sends nothing for it.
 * The messenger bot is the sign-in bot (TG_BOT_TOKEN); without it (development) its stand-in.
 */
export interface CustomerMessageSettings {
  sms: boolean;
  /** ms a status must hold before its message is sent. */
  holdMs: number;
  /** ms between two looks at the queue; 0 = no timer (tests run the queue themselves). */
  tickMs: number;
}

export class CustomerMessageConfigError extends Error {}

export function readCustomerMessageSettings(env: NodeJS.ProcessEnv): CustomerMessageSettings {
  const sms = env.ORDER_STATUS_SMS?.trim() || 'off';
  if (sms !== 'on' && sms !== 'off') throw new CustomerMessageConfigError('ORDER_STATUS_SMS must be "on" or "off"');
  const hold = env.ORDER_STATUS_HOLD_S?.trim() || '60';
  if (!/^\d{1,5}$/.test(hold))
    throw new CustomerMessageConfigError(`ORDER_STATUS_HOLD_S must be a whole number of seconds, got "${hold}"`);
  return { sms: sms === 'on', holdMs: Number(hold) * 1000, tickMs: 1000 };
}
