// Integration tests reach the platform over HTTP and through the test context, not through the functions' code: a
// file under test/integration that loads functions code (`@hearth/functions/…`, or functions/src by path), other than
// platform/db/keys for building keys, must be the context module (test/integration/context.ts) or say in its opening
// comment what it runs in process and why ("In process: …"). A file that says so and loads no functions code says
// something untrue. Names each offending file and import.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const INTEGRATION = join(ROOT, 'test', 'integration');
/** The one module that may load functions code for every test (documented at its top). */
const CONTEXT_MODULES = new Set(['test/integration/context.ts']);
/** Functions modules any test may load: the key builders, so a key change cannot leave a test reading a stale item. */
const ALLOWED = new Set(['platform/db/keys']);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/** The functions modules a source loads (static, type-only, re-exported or dynamic), as paths under functions/src. */
export function functionsImports(source: string): string[] {
  const modules: string[] = [];
  for (const [, , specifier] of source.matchAll(SPECIFIER)) {
    const path =
      /^@hearth\/functions(?:\/(.*))?$/.exec(specifier!)?.[1] ?? /(?:^|\/)functions\/src\/(.*)$/.exec(specifier!)?.[1];
    if (path !== undefined) modules.push(path.replace(/\.ts$/, ''));
  }
  return modules;
}

/** Whether the file's opening comment declares that it runs functions code in process ("In process: …"). */
export function declaresInProcess(source: string): boolean {
  const lines = source.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  const header = lines.slice(0, end === -1 ? lines.length : end).join(' ');
  return /\bin process:/i.test(header);
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* sourceFiles(join(dir, entry.name));
    else if (/\.(?:ts|mts|js|mjs)$/.test(entry.name)) yield join(dir, entry.name);
  }
}

describe('what integration tests load of the functions', () => {
  it.each([
    ["import { keys } from '@hearth/functions/platform/db/keys';", ['platform/db/keys']],
    ["import type * as Port from '@hearth/functions/platform/events/port';", ['platform/events/port']],
    ["  xp = await import('@hearth/functions/gamification/consumers/xp');", ['gamification/consumers/xp']],
    ["const { a } = await import(\n  '@hearth/functions/posts/author-data'\n);", ['posts/author-data']],
    ["export { staffRecordItem } from '@hearth/functions/platform/auth/staff';", ['platform/auth/staff']],
    ["import { createAccount } from '../../functions/src/auth/service.ts';", ['auth/service']],
    ["import '@hearth/functions/platform/config';", ['platform/config']],
    ["import { ulid } from 'ulid';", []],
    ["import type { DomainEvent } from '@hearth/shared/schemas/events';", []],
    ['// the XP consumer lives in functions/src/gamification/consumers/xp.ts', []],
  ])('%s → %j', (source, modules) => {
    expect(functionsImports(source)).toEqual(modules);
  });

  it.each([
    ['// In process: the dispatcher runs here.\nimport x from "y";', true],
    ['// Sign-up, undone.\n// in process: the service with a failing pool.\n', true],
    ['// Quests over HTTP on the running platform.\nimport x from "y";\n// In process: not the header\n', false],
    ['import x from "y";\n// In process: too late\n', false],
  ])('a header of %j declares in process: %s', (source, declared) => {
    expect(declaresInProcess(source)).toBe(declared);
  });

  it('finds functions code loaded only by the context module and the files declared in process', () => {
    const found: string[] = [];
    for (const file of sourceFiles(INTEGRATION)) {
      const path = relative(ROOT, file).split('\\').join('/');
      if (CONTEXT_MODULES.has(path)) continue;
      const source = readFileSync(file, 'utf8');
      const loaded = [...new Set(functionsImports(source))].filter((m) => !ALLOWED.has(m));
      if (declaresInProcess(source)) {
        if (!loaded.length) found.push(`${path}: declares "In process:" but loads no functions code`);
        continue;
      }
      for (const module of loaded) {
        found.push(
          `${path}: imports @hearth/functions/${module} (reach the platform over HTTP or through context.ts, or ` +
            'declare the file "In process:" in its opening comment)',
        );
      }
    }
    expect(found).toEqual([]);
  });
});
