import { uncovered } from './coverage';

/** Fails the unit run when an operation of openapi.yaml was never answered by a test. */
export default function globalTeardown() {
  if (process.env.SHOP_API_CONTRACT_CHECK !== '1') return;
  const file = process.env.SHOP_API_CONTRACT_COVERAGE;
  if (!file) throw new Error('Contract coverage: the global setup set no record file');
  const missing = uncovered(file);
  if (missing.length > 0) {
    throw new Error(
      `Contract coverage: ${missing.length} operation(s) of shop-api/openapi.yaml were never answered by a test:\n  ${missing.join('\n  ')}`,
    );
  }
  console.log('Contract coverage: every operation of shop-api/openapi.yaml was answered by a test.');
}
