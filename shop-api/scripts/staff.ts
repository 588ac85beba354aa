/**
 * Staff accounts of the shop API's database (SHOP_API_DATA_DIR, as `npm run api` uses):
 *
 *   npm run staff -- add <login> [--name "Olena K."]   asks for the password twice (hidden)
 *   npm run staff -- list
 *   npm run staff -- disable <login>                    also ends the account's sessions
 *
 * Without a terminal (a script, a pipe) `add` reads the password from the first line of stdin.
 * Passwords are hashed as customers' are (scrypt); at least 10 characters.
 */
import path from 'node:path';
import readline from 'node:readline';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { createStaff, disableStaff, listStaff } from '../src/modules/staff';
import { STAFF_PASSWORD_MIN_LENGTH } from '../src/modules/staff/accounts';

const PROBLEMS = {
  staff_login_format: 'the login must be 3-32 characters: a-z, 0-9, dot, dash, underscore',
  staff_password_short: `the password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  staff_login_taken: 'this login already exists',
} as const;

/** One line from stdin; hidden when stdin is a terminal. */
function readSecret(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    if (process.stdin.isTTY) {
      // Echo nothing while the password is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(prompt)) process.stdout.write(prompt);
      };
    }
    rl.question(prompt, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<number> {
  const [command, login] = process.argv.slice(2);
  // Reading the configuration does not need the outside services' keys here.
  const config = readConfig({ ...process.env, NODE_ENV: 'development' });
  const db = openDatabase(path.join(config.dataDir, 'shop.sqlite'));
  try {
    if (command === 'add' && login) {
      const nameAt = process.argv.indexOf('--name');
      const name = nameAt !== -1 ? process.argv[nameAt + 1] : undefined;
      const password = await readSecret('Password: ');
      if (process.stdin.isTTY && (await readSecret('Repeat the password: ')) !== password) {
        console.error('The passwords differ; nothing was saved.');
        return 1;
      }
      const r = await createStaff(db, { login, password, name }, new Date());
      if (!r.ok) {
        console.error(`Not saved: ${PROBLEMS[r.problem]}.`);
        return 1;
      }
      console.log(`Staff account "${login.toLowerCase()}" created (id ${r.id}). Sign in at /staff/ on the site.`);
      return 0;
    }
    if (command === 'list') {
      for (const s of listStaff(db))
        console.log(`${s.login}\t${s.name}\t${s.disabled ? 'disabled' : 'active'}\tsince ${s.created_at}`);
      return 0;
    }
    if (command === 'disable' && login) {
      if (!disableStaff(db, login)) {
        console.error(`No staff account "${login}".`);
        return 1;
      }
      console.log(`Staff account "${login}" disabled; its sessions are closed.`);
      return 0;
    }
    console.error('Usage: npm run staff -- add <login> [--name "Name"] | list | disable <login>');
    return 2;
  } finally {
    db.close();
  }
}

main().then((code) => process.exit(code));
