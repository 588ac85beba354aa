/**
 * Staff accounts of the shop API's database (SHOP_API_DATA_DIR, as `npm run api` uses):
 *
 *   npm run staff -- add <login> --role operator|manager [--name "Olena K."]
 *                                                       asks for the password twice (hidden)
 *   npm run staff -- list
 *   npm run staff -- role <login> operator|manager      takes effect on the account's next request
 *   npm run staff -- disable <login>                    also ends the account's sessions
 *
 * Roles (shop-api/src/modules/staff/roles.ts): an operator takes orders and keeps the stop-list;
 * a manager also sets prices, hours, zones, refunds, staff accounts and sees the reports.
 *
 * Without a terminal (a script, a pipe) `add` reads the password from the first line of stdin.
 * Passwords are hashed as customers' are (scrypt); at least 10 characters.
 */
import path from 'node:path';
import readline from 'node:readline';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { createStaff, disableStaff, isStaffRole, listStaff, setStaffRole, STAFF_ROLES } from '../src/modules/staff';
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
      const roleAt = process.argv.indexOf('--role');
      const role = roleAt !== -1 ? process.argv[roleAt + 1] : undefined;
      if (!role || !isStaffRole(role)) {
        console.error(`Say the account's role: --role ${STAFF_ROLES.join('|')}.`);
        return 2;
      }
      const password = await readSecret('Password: ');
      if (process.stdin.isTTY && (await readSecret('Repeat the password: ')) !== password) {
        console.error('The passwords differ; nothing was saved.');
        return 1;
      }
      const r = await createStaff(db, { login, password, name, role }, new Date());
      if (!r.ok) {
        console.error(`Not saved: ${PROBLEMS[r.problem]}.`);
        return 1;
      }
      console.log(`Staff account "${login.toLowerCase()}" (${role}) created (id ${r.id}). Sign in at /staff/ on the site.`);
      return 0;
    }
    if (command === 'list') {
      for (const s of listStaff(db))
        console.log(`${s.login}\t${s.name}\t${s.role}\t${s.disabled ? 'disabled' : 'active'}\tsince ${s.created_at}`);
      return 0;
    }
    const newRole = process.argv[4];
    if (command === 'role' && login && newRole) {
      if (!isStaffRole(newRole)) {
        console.error(`The role is one of: ${STAFF_ROLES.join(', ')}.`);
        return 2;
      }
      if (!setStaffRole(db, login, newRole)) {
        console.error(`No staff account "${login}".`);
        return 1;
      }
      console.log(`Staff account "${login}" is now ${newRole}.`);
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
    console.error(
      'Usage: npm run staff -- add <login> --role operator|manager [--name "Name"] | list | role <login> operator|manager | disable <login>',
    );
    return 2;
  } finally {
    db.close();
  }
}

main().then((code) => process.exit(code));
