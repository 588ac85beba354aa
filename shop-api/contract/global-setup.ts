import fs from 'node:fs';
import { COVERAGE_FILE } from './coverage';

/** Starts a fresh coverage record when the whole unit suite runs (npm run test:unit). */
export default function globalSetup() {
  if (process.env.SHOP_API_CONTRACT_CHECK !== '1') return;
  fs.rmSync(COVERAGE_FILE, { force: true });
  process.env.SHOP_API_CONTRACT_COVERAGE = COVERAGE_FILE;
}
