/**
 * Lints source texts as `npm run lint` would lint files at given paths, without writing the files
 * (ESLint's lintText with a file path). The lint-rule probes (src/boundaries.test.ts,
 * shop-api/src/boundaries.test.ts) use it to prove each rule fires, not only that it is configured.
 * All probes of a test file go through one ESLint in one child process: ESLint's start (its config,
 * the TypeScript parser, the import graph) takes about 5 s on a 2-core machine, once instead of per probe.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export type LintMessage = { ruleId: string | null; message: string; line: number };

/** [file the text stands as, relative to the repository; the text] */
export type Probe = readonly [file: string, code: string];

// Run as an ES module (--eval): ESLint 9 and its flat config load as ES modules. The probes come on stdin.
const LINT_ALL = `
import fs from 'node:fs';
import { ESLint } from 'eslint';
const probes = JSON.parse(fs.readFileSync(0, 'utf8'));
const eslint = new ESLint();
const results = [];
for (const [file, code] of probes) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
}
process.stdout.write(JSON.stringify(results));
`;

/** Lints each probe as if its text were the file it names; the messages by the probes' keys. */
export function lintAll<K extends string>(probes: Record<K, Probe>): Record<K, LintMessage[]> {
  const keys = Object.keys(probes) as K[];
  const out = execFileSync(process.execPath, ['--input-type=module', '--eval', LINT_ALL], {
    cwd: ROOT,
    input: JSON.stringify(keys.map((k) => probes[k])),
    encoding: 'utf8',
  });
  const results = JSON.parse(out) as LintMessage[][];
  return Object.fromEntries(keys.map((k, i) => [k, results[i]])) as Record<K, LintMessage[]>;
}

/** The rule ids of `messages`, in order (null for a parse error). */
export const ruleIds = (messages: LintMessage[]) => messages.map((m) => m.ruleId);
