// Loading placeholders that carry a name (`aria-busy` with `aria-label`) must be statuses: an `aria-label` on a plain
// element (a div, Mantine's Stack or SimpleGrid) is prohibited ARIA, and axe fails the page (it caught the members
// directory's loading grid at the end of the gamification e2e). Read from the sources, so a new one is held to it too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Each JSX opening tag (up to its first unnested `>`) that is busy and named but has no role. */
function unnamedStatuses(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<[A-Z][\w.]*|<[a-z][\w-]*/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    const tag = source.slice(match.index, end);
    if (tag.includes('aria-busy="true"') && tag.includes('aria-label=') && !tag.includes('role=')) {
      found.push(tag.replace(/\s+/g, ' ').slice(0, 120));
    }
  }
  return found;
}

describe('named loading placeholders', () => {
  it('finds a busy, named element without a role', () => {
    expect(unnamedStatuses('<SimpleGrid cols={2} aria-busy="true" aria-label="Loading">')).toHaveLength(1);
    expect(unnamedStatuses('<Stack role="status" aria-busy="true" aria-label="Loading">')).toHaveLength(0);
  });

  it('are statuses everywhere in the SPA', () => {
    const offenders = sources(SRC).flatMap((file) =>
      unnamedStatuses(readFileSync(file, 'utf8')).map((tag) => `${file.slice(SRC.length + 1)}: ${tag}`),
    );
    expect(offenders).toEqual([]);
  });
});
