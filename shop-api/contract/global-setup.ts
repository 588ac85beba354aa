import { newCoverageFile } from './coverage';

/** Starts a fresh coverage record when the whole unit suite runs (npm run test:unit). */
export default function globalSetup() {
  if (process.env.SHOP_API_CONTRACT_CHECK !== '1') return;
  // Jest's workers inherit this process's environment: each test's app appends its answers there.
  process.env.SHOP_API_CONTRACT_COVERAGE = newCoverageFile();
}
