// The beacon is the community site's only: the owner app's code never reaches it, statically or by import().
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = resolve(import.meta.dirname, '../..');
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Every web/src module `entry` reaches through its imports, static and dynamic (packages left out). */
function reachable(entry: string) {
  const seen = new Set<string>();
  const stack = [resolve(webSrc, entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const base = specifier!.startsWith('@/')
        ? resolve(webSrc, specifier!.slice(2))
        : specifier!.startsWith('.')
          ? resolve(dirname(file), specifier!)
          : undefined;
      if (base && /\.tsx?$/.test(base) && existsSync(base)) stack.push(base);
    }
  }
  return [...seen].map((file) => file.slice(webSrc.length + 1));
}

describe('where the beacon is loaded', () => {
  it('is reached from the community site, through its starter', () => {
    expect(reachable('routes/community/community-site.tsx')).toEqual(
      expect.arrayContaining(['features/analytics/load-beacon.ts', 'features/analytics/beacon.ts']),
    );
  });

  it('is never reached from the owner app', () => {
    const owner = reachable('routes/owner/owner-app.tsx');
    expect(owner.length).toBeGreaterThan(50);
    const beaconFiles = ['beacon.ts', 'load-beacon.ts', 'tracking-refused.ts'].map((f) => `features/analytics/${f}`);
    expect(owner.filter((file) => beaconFiles.includes(file))).toEqual([]);
  });
});
