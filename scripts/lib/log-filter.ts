/**
 * What the local stack (`npm start`, `npm run serve`, the e2e and perf runners) shows in the
 * terminal. Every line of the shop API, Netlify's server and the build goes to its log file
 * (logs/); the terminal gets only warnings and errors, unless LOG_LEVEL=info (or debug, trace) or
 * `--verbose` asks for everything, request lines included.
 */

/** pino's numeric levels: 40 = warn, 50 = error, 60 = fatal. */
const PINO_WARN = 40;

/** Plain-text lines (Gatsby, Netlify, Node itself) that are a warning or an error. */
const PROBLEM = /\b(warn(ing)?|error|err!|failed|fatal|panic|exception|unhandled)\b|\w+(Warning|Error)\b|[✖⚠]/i;

// Terminal colour and cursor sequences, which Gatsby writes even into a pipe.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g;

export function stripAnsi(line: string): string {
  return line.replace(ANSI, '');
}

/** True when LOG_LEVEL or the command line asks for every line (request logs included). */
export function isVerbose(env: { LOG_LEVEL?: string }, argv: readonly string[]): boolean {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  return argv.includes('--verbose') || level === 'info' || level === 'debug' || level === 'trace';
}

/** Whether a line of a child's output belongs in the terminal (quiet mode). */
export function isNoteworthy(rawLine: string): boolean {
  const line = stripAnsi(rawLine).trim();
  if (!line) return false;
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line) as { level?: unknown };
      if (typeof entry.level === 'number') return entry.level >= PINO_WARN;
    } catch {
      /* not a JSON log line: judged as text below */
    }
  }
  return PROBLEM.test(line);
}
