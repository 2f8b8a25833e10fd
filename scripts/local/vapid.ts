// The local platform's VAPID key pair for web push: generated into `<data>/vapid.json` on the first start and kept,
// so browsers that subscribed stay subscribed across restarts (a new pair would orphan every subscription).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVapidKeys, parseVapidSecret } from '@hearth/functions/platform/push/vapid';

export async function ensureVapidKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = join(dataDir, 'vapid.json');
  const kept = existsSync(file) ? parseVapidSecret(readFileSync(file, 'utf8')) : null;
  if (kept) return kept;
  const pair = await generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  return pair;
}
