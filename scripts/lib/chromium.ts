// Debian's Chromium drives the e2e tests and screenshots (Playwright's own browser download is not possible here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Installs Debian's chromium when it is missing and we are root with apt-get; returns whether it is there. */
export function ensureChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) return false;
  console.log('Installing Chromium for the e2e tests (apt-get install -y chromium)…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
  return existsSync(CHROMIUM_PATH);
}
