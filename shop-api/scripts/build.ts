/**
 * `npm run api:build`: the shop API compiled to JavaScript in shop-api/dist/ (tsc), with a
 * package.json of its own naming only the packages the compiled code requires, pinned to the
 * versions of the repository's package-lock.json. `npm install --omit=dev` in a copy of dist/
 * is the production install; `NODE_ENV=production node src/main.js` starts it
 * (docs/decisions/442-api-production-build.md, shop-api/README.md "Running the shop API in production").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'shop-api', 'dist');

/** Every .js file under a folder. */
function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsFiles(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : []));
}

/** The package a bare specifier names ('@scope/name/x' -> '@scope/name'), or null for built-ins and relative paths. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return builtinModules.includes(name) ? null : name;
}

/** Packages the compiled code requires: `require("x")` and `createRequire(__filename)("x")`. */
export function requiredPackages(files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/[rR]equire\)?(?:\(__filename\))?\(["']([^"']+)["']\)/g)) {
      const name = packageOf(m[1]);
      if (name) found.add(name);
    }
  }
  return [...found].sort();
}

function main(): number {
  fs.rmSync(DIST, { recursive: true, force: true });
  const tsc = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'shop-api/tsconfig.build.json'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (tsc.status !== 0) return 1;
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    engines: Record<string, string>;
  };
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  const dependencies: Record<string, string> = {};
  for (const name of requiredPackages(jsFiles(DIST))) {
    if (!root.dependencies[name]) {
      console.error(
        `The shop API requires ${name}, which is not a dependency of package.json (a devDependency is not installed in production).`,
      );
      return 1;
    }
    dependencies[name] = lock.packages[`node_modules/${name}`].version;
  }
  const manifest = {
    name: 'restaurant-shop-api',
    version: '1.0.0',
    private: true,
    description: 'The restaurant shop API, compiled (npm run api:build). Install with npm install --omit=dev.',
    type: 'commonjs',
    engines: root.engines,
    main: 'src/main.js',
    scripts: {
      start: 'node src/main.js',
      backup: 'node scripts/backup.js',
      restore: 'node scripts/restore.js',
      staff: 'node scripts/staff.js',
      'pos:import': 'node scripts/pos-import.js',
    },
    dependencies,
  };
  fs.writeFileSync(path.join(DIST, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`shop-api/dist: ${jsFiles(DIST).length} files; dependencies: ${Object.keys(dependencies).join(', ')}`);
  return 0;
}

if (require.main === module) process.exit(main());
