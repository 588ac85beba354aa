/**
 * `npm run api:confirm-emails [-- --dry-run] [-- --lang ru]`: the one-off confirmation round for
 * the e-mails a database kept before confirmation existed (decision 435; shop-api/README.md, "Going
 * live: e-mail and analytics"). Every customer with an unconfirmed e-mail gets the confirmation link
 * through the e-mail provider (eSputnik with its keys under NODE_ENV=production, else the stand-in,
 * which only logs); an address is sent its link once across runs (email_confirmation_reminders).
 * `--dry-run` counts what would go and sends nothing. Exits 1 when some link could not go (run it
 * again later: those are tried again).
 */
import path from 'node:path';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import type { AppContext } from '../src/context';
import { remindUnconfirmedEmails } from '../src/modules/auth';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const langAt = args.indexOf('--lang');
  const lang = langAt === -1 ? 'uk' : args[langAt + 1];
  if (lang !== 'uk' && lang !== 'ru') {
    console.error('--lang is uk or ru (the language of the e-mail).');
    return 2;
  }
  // Production needs the e-mail provider's keys: a missing one is an error naming the variable.
  const config = readConfig(process.env);
  const db = openDatabase(path.join(config.dataDir, 'shop.sqlite'));
  const ctx: AppContext = {
    db,
    config,
    now: () => new Date(),
    fetch: (input, init) => fetch(input, init),
    catalogueChanged: () => undefined,
    closing: new AbortController().signal,
  };
  try {
    const report = await remindUnconfirmedEmails(ctx, { dryRun, lang });
    if (dryRun) {
      console.log(`${report.due} unconfirmed e-mail(s) would get their confirmation link (dry run: nothing sent).`);
      return 0;
    }
    console.log(`${report.sent} of ${report.due} unconfirmed e-mail(s) sent their confirmation link.`);
    for (const n of report.notSent) console.error(`not sent (${n.reason}), tried again next run: ${n.email}`);
    return report.notSent.length > 0 ? 1 : 0;
  } finally {
    db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
