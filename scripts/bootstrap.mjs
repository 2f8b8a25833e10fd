#!/usr/bin/env node
// Entry of every root command: checks Node, installs dependencies when they are missing or stale, then runs the
// command's TypeScript script with tsx. Plain JS because it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const commands = {
  start: ['scripts/local/start.ts'],
  dev: ['scripts/local/start.ts', '--dev'],
  test: ['scripts/test.ts'],
  bench: ['scripts/bench/run.ts'],
  capacity: ['scripts/capacity/run.ts'],
  'capacity:measure': ['scripts/capacity/measure.ts'],
  synth: ['scripts/synth.ts'],
  'events:replay': ['scripts/local/events-replay.ts'],
  'async:manifest': ['scripts/async-manifest.ts'],
  'analytics:rebuild': ['scripts/local/analytics-rebuild.ts'],
  'codes:import': ['scripts/local/codes-import.ts'],
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Hearth needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

const name = process.argv[2];
if (!commands[name]) {
  console.error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}.`);
  process.exit(2);
}

/** npm records what it installed in node_modules/.package-lock.json; install again when the lock file is newer. */
function installNeeded() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

if (installNeeded()) {
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

// The AWS SDK warns on every process that Node 20 support ends in 2027; Lambda runs Node 22, and local tooling
// on Node 20 is a documented choice (docs/architecture/aws.md, Node versions), so the notice is not repeated on every start.
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [...commands[name], ...process.argv.slice(3)], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
