// The CDK app knows the async work from functions/src/async/manifest.json, and loads no functions code but the
// platform's definitions (the table, the user pool, header names): never a consumer, a job, a service or a handler.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type AsyncManifest, consumerDomainsOf, jobsOf, readAsyncManifest } from '../lib/async-manifest.ts';
import { repoRoot } from '../lib/paths.ts';

describe('the async manifest as the CDK app reads it', () => {
  const manifest: AsyncManifest = {
    consumers: [
      { name: 'posts.b', domain: 'posts', types: ['post.deleted', 'category.deleted'] },
      { name: 'members.a', domain: 'members', types: ['role.deleted'] },
      { name: 'posts.c', domain: 'posts', types: ['category.deleted', 'member.deleted'] },
      { name: 'analytics.d', domain: 'analytics', types: ['post.created'] },
      { name: 'analytics.e', domain: 'analytics', types: 'all' },
    ],
    jobs: [{ name: 'ban-expiry', domain: 'members', schedule: 'rate(5 minutes)' }],
  };

  it("gives each consuming domain, in first-named order, its consumers' types once and sorted, or all", () => {
    expect(consumerDomainsOf(manifest)).toEqual([
      { domain: 'posts', types: ['category.deleted', 'member.deleted', 'post.deleted'] },
      { domain: 'members', types: ['role.deleted'] },
      { domain: 'analytics', types: 'all' },
    ]);
  });

  it('gives each job its name, domain and schedule', () => {
    expect(jobsOf(manifest)).toEqual([{ name: 'ban-expiry', domain: 'members', schedule: 'rate(5 minutes)' }]);
  });

  it("reads the repository's manifest", () => {
    const stored = readAsyncManifest();
    expect(stored.consumers.length).toBeGreaterThan(0);
    expect(stored.jobs.map((j) => j.name)).toContain('ban-expiry');
  });
});

const FUNCTIONS_SRC = join(repoRoot, 'functions', 'src');
const INFRA = join(repoRoot, 'infra');

/** The modules a file loads at run time: value imports, re-exports and dynamic imports (type-only ones are erased). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!clause &&
          !clause.name &&
          !!bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names inside infra/ or functions/src/, or null (a package, shared/, anything else). */
function resolveImport(importer: string, specifier: string): string | null {
  let path: string;
  if (specifier.startsWith('@hearth/functions/'))
    path = join(FUNCTIONS_SRC, specifier.slice('@hearth/functions/'.length));
  else if (specifier.startsWith('.')) path = resolve(dirname(importer), specifier);
  else return null;
  if (!path.startsWith(INFRA) && !path.startsWith(FUNCTIONS_SRC)) return null;
  const file = path.endsWith('.ts') ? path : `${path}.ts`;
  return existsSync(file) ? file : null;
}

describe('the CDK app', () => {
  it('loads no functions code but platform/ (the manifest tells it the consumers and jobs)', () => {
    const entries = [
      join(INFRA, 'bin', 'app.ts'),
      ...readdirSync(join(INFRA, 'lib'), { recursive: true, encoding: 'utf8' })
        .filter((p) => p.endsWith('.ts'))
        .map((p) => join(INFRA, 'lib', p)),
    ];
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        const target = resolveImport(file, specifier);
        if (target && !seen.has(target)) queue.push(target);
      }
    }
    const reached = [...seen].filter((f) => f.startsWith(FUNCTIONS_SRC)).map((f) => relative(FUNCTIONS_SRC, f));
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((f) => !f.startsWith('platform/'))).toEqual([]);
  });
});
