/**
 * How much the shop API logs. Quiet by default (warnings and errors only), so `npm start` shows
 * the shop's URLs and real problems; one line per request with `LOG_LEVEL=info` or `--verbose`.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The default when neither LOG_LEVEL nor --verbose says otherwise. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';

export function logLevelFrom(env: { LOG_LEVEL?: string }, argv: readonly string[]): LogLevel {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LOG_LEVELS as readonly string[]).includes(wanted)) return wanted as LogLevel;
  if (wanted) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  return argv.includes('--verbose') ? 'info' : DEFAULT_LOG_LEVEL;
}
