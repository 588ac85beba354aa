/**
 * `npm run pos:import`: the POS's menu (Poster: categories, dishes, modifier groups, modifiers,
 * photos) into the catalogue of this API's database (SHOP_API_DATA_DIR, as `npm run api` uses),
 * linked by POS id so a second run updates, never duplicates (shop-api/src/modules/pos/menu-import.ts).
 * Needs POS_PROVIDER=poster and its keys (without a token outside production: the stand-in, which
 * mirrors the shop's own menu, so nothing changes). New dishes and names need a rebuild of the site:
 * the build hook (SHOP_API_BUILD_HOOK_URL) is called when anything was created.
 */
import path from 'node:path';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { importConfiguredPosMenu } from '../src/modules/pos';

async function main() {
  const config = readConfig();
  if (config.pos.provider === null)
    throw new Error('POS_PROVIDER is not set: nothing to import from (shop-api/README.md, "Going live: the POS").');
  const db = openDatabase(path.join(config.dataDir, 'shop.sqlite'));
  try {
    const summary = await importConfiguredPosMenu(db, config, new Date());
    console.log(
      `POS menu imported: ${summary.created} new, ${summary.updated} changed, ${summary.unchanged} unchanged, ${summary.photos} photos.`,
    );
    if (summary.created > 0 && config.buildHookUrl) {
      await fetch(config.buildHookUrl, {
        method: 'POST',
        body: JSON.stringify({ reason: 'pos: menu import' }),
        headers: { 'content-type': 'application/json' },
      });
      console.log('Build hook called: new dishes appear after the rebuild.');
    }
  } finally {
    db.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
