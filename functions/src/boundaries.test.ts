// Domain boundaries (shared/ARCHITECTURE.md): a domain owns its items and only its store.ts reads and writes them;
// another domain calls its service functions, never its store. Every top-level folder of functions/src except
// platform/ is a domain (async/ too). A type-only import of another store's item types is tolerated
// (better: the types live in the domain's model file); a value import is not.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const NOT_DOMAINS = new Set(['platform']);
const PACKAGE_PREFIX = '@hearth/functions/';

export interface ModuleImport {
  specifier: string;
  typeOnly: boolean;
}

/** The modules a source file imports or re-exports (static and dynamic), and whether only types come through. */
export function importsOf(fileName: string, source: string): ModuleImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypeSpecifiers =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!clause?.isTypeOnly || onlyTypeSpecifiers });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const onlyTypeSpecifiers =
        !!clause &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || onlyTypeSpecifiers });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import('…')` in a type position.
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) {
        found.push({ specifier: arg.literal.text, typeOnly: true });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The imported file relative to functions/src (`posts/store.ts`), or null when it is outside (a package). */
export function targetOf(importer: string, specifier: string): string | null {
  if (specifier.startsWith(PACKAGE_PREFIX)) {
    const path = specifier.slice(PACKAGE_PREFIX.length);
    return path.endsWith('.ts') ? path : `${path}.ts`;
  }
  if (!specifier.startsWith('.')) return null;
  const path = relative(SRC, resolve(SRC, dirname(importer), specifier))
    .split('\\')
    .join('/');
  if (path.startsWith('..')) return null;
  return path.endsWith('.ts') ? path : `${path}.ts`;
}

const domainOf = (path: string) => {
  const [first, ...rest] = path.split('/');
  return rest.length > 0 && first && !NOT_DOMAINS.has(first) ? first : null;
};

const isStore = (path: string) => path.split('/').at(-1) === 'store.ts';

/** `<importer> -> <store>` for each value import of another domain's store.ts in one file. */
export function violationsIn(importer: string, source: string): string[] {
  const own = domainOf(importer);
  if (!own) return [];
  return importsOf(importer, source).flatMap(({ specifier, typeOnly }) => {
    if (typeOnly) return [];
    const target = targetOf(importer, specifier);
    if (!target || !isStore(target)) return [];
    const theirs = domainOf(target);
    return theirs && theirs !== own ? [`${importer} -> ${target}`] : [];
  });
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => /\.tsx?$/.test(p) && domainOf(p) !== null);
}

describe('domain boundaries', () => {
  const violations = sourceFiles().flatMap((file) => violationsIn(file, readFileSync(join(SRC, file), 'utf8')));

  it("no domain imports another domain's store", () => {
    expect(violations).toEqual([]);
  });

  it('only stores (and keys) hold DynamoDB expressions or parse keys: services read as steps', () => {
    const leaks = sourceFiles()
      .filter((file) => !isStore(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => (expressionsIn(readFileSync(join(SRC, file), 'utf8')).length ? [file] : []));
    expect(leaks).toEqual([]);
  });

  it('a domain refuses by a specific reason (shared/src/problems.ts), never a bare status with a spec text', () => {
    const bare = sourceFiles()
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => bareRefusalsIn(readFileSync(join(SRC, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(bare).toEqual([]);
  });
});

/** Generic refusals that carry one of the spec's texts: each belongs in problems.ts with a reason of its own. */
export const bareRefusalsIn = (source: string) =>
  source.match(/\b(?:forbidden|conflict|badRequest|notFound)\(\s*messages\.\w+/g) ?? [];

/** DynamoDB expressions and key parsing in a source text (what belongs in a store). */
export const expressionsIn = (source: string) =>
  source.match(/\b(?:Update|Condition|KeyCondition|Filter|Projection)Expression\b|\.split\(['"`]#/g) ?? [];

describe('the boundary check itself', () => {
  it('flags value imports, re-exports and dynamic imports of another domain’s store', () => {
    const source = [
      "import { getMember } from '../members/store.ts';",
      "import * as posts from '../posts/store';",
      "export { getCommunity } from '../communities/store.ts';",
      "const s = await import('@hearth/functions/comments/store');",
      "import { type PostItem, getPost } from '../posts/store.ts';",
    ].join('\n');
    expect(violationsIn('auth/service.ts', source)).toEqual([
      'auth/service.ts -> members/store.ts',
      'auth/service.ts -> posts/store.ts',
      'auth/service.ts -> communities/store.ts',
      'auth/service.ts -> comments/store.ts',
      'auth/service.ts -> posts/store.ts',
    ]);
  });

  it('allows type-only imports, its own store, platform stores and other domains’ services', () => {
    const source = [
      "import type { MemberItem } from '../members/store.ts';",
      "import { type PostItem } from '../posts/store.ts';",
      "import type * as Store from '../../communities/store.ts';",
      "import * as store from './store.ts';",
      "import { getSubdomainOwner } from '../platform/tenancy/store.ts';",
      "import { getMember } from '../members/service.ts';",
    ].join('\n');
    expect(violationsIn('auth/service.ts', source)).toEqual([]);
    expect(violationsIn('auth/social/service.ts', "import * as store from '../store.ts';")).toEqual([]);
  });

  it('judges nested files by their top-level domain, and platform/ is no domain', () => {
    expect(violationsIn('auth/social/service.ts', "import { x } from '../../posts/store.ts';")).toEqual([
      'auth/social/service.ts -> posts/store.ts',
    ]);
    expect(violationsIn('platform/db/x.ts', "import { x } from '../../posts/store.ts';")).toEqual([]);
  });
});

describe('the refusal check itself', () => {
  it('finds a generic refusal with a spec text, and not a named refusal', () => {
    expect(bareRefusalsIn('throw forbidden(messages.notAuthor);')).toHaveLength(1);
    expect(bareRefusalsIn('throw conflict(\n  messages.postArchived)')).toHaveLength(1);
    expect(bareRefusalsIn("throw refusal('NOT_AUTHOR');")).toEqual([]);
  });
});

describe('the expression check itself', () => {
  it('finds expressions and key parsing, and nothing in plain code', () => {
    expect(expressionsIn("UpdateExpression: 'ADD n :one'")).toHaveLength(1);
    expect(expressionsIn("String(item.PK).split('#P#')")).toHaveLength(1);
    expect(expressionsIn("path.split('/'); const expression = 'x';")).toEqual([]);
  });
});
