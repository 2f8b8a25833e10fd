// Builds the SPA when web/dist is missing or older than its sources, so `npm start` always serves current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale(root: string): boolean {
  const built = join(root, 'web', 'dist', 'index.html');
  // The server render's bundle (web/dist-ssr) is built in the same step.
  if (!existsSync(built) || !existsSync(join(root, 'web', 'dist-ssr', 'render.js'))) return true;
  const sources = [
    join(root, 'web', 'src'),
    join(root, 'web', 'index.html'),
    join(root, 'web', 'vite.config.ts'),
    join(root, 'shared', 'src'),
  ];
  const builtAt = statSync(built).mtimeMs;
  return sources.filter((p) => existsSync(p)).some((p) => newestMtime(p) > builtAt);
}

export function buildWeb(root: string): void {
  // A production build whoever asks (vitest runs with NODE_ENV=test, which would give the server bundle React's dev JSX).
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the web app failed; see the output above.');
}
