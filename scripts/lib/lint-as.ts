/**
 * Lints source text as `npm run lint` would lint a file at a given path, without writing the file
 * (ESLint reads it from stdin with that path). The lint-rule probes (src/boundaries.test.ts,
 * shop-api/src/boundaries.test.ts) use it to prove each rule fires, not only that it is configured.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

export type LintMessage = { ruleId: string | null; message: string; line: number };

/** Lints `code` as if it were the file `file` (relative to the repository) and returns its messages. */
export function lintAs(file: string, code: string): LintMessage[] {
  let out: string;
  try {
    out = execFileSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], {
      cwd: ROOT,
      input: code,
      encoding: 'utf8',
    });
  } catch (err) {
    // ESLint exits 1 when it reports errors; its JSON is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as [{ messages: LintMessage[] }];
  return result.messages;
}

/** The rule ids of `messages`, in order (null for a parse error). */
export const ruleIds = (messages: LintMessage[]) => messages.map((m) => m.ruleId);
