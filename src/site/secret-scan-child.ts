/**
 * The secret scan's own process (secret-scan-process.ts): `node - <public dir> <memory file>` with
 * this module bundled on its standard input; prints the scan's result as JSON.
 */
import { scanForSecretsIncremental } from './secret-scan';

const [dir, memoryFile] = process.argv.slice(2);
process.stdout.write(JSON.stringify(scanForSecretsIncremental(dir, process.env, memoryFile)));
