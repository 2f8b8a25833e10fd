// `npm run synth`: the CDK app to CloudFormation, offline (no AWS account needed; no lookups in the app).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync('npx', ['cdk', 'synth', '--quiet', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (result.status === 0) console.log(`Synthesized to ${join(root, 'cdk.out')}`);
process.exit(result.status ?? 1);
