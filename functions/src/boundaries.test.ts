// Domain boundaries (shared/ARCHITECTURE.md, docs/architecture.md "Domain layers"):
// - the domains stand in layers, and a domain imports only domains below it, by the edges in ALLOWED_EDGES; there is
//   no cycle between domain folders. The composition roots — each Lambda's entry (`<domain>/index.ts`, its route table
//   and `handlers/`) and the async registries — sit above every domain and may call any domain's service.
// - a domain owns its items and only its store reads and writes them (its store.ts, or the files of a store/ folder,
//   one per item group); another domain calls its service functions, never its store. A type-only import of another
//   store's item types is tolerated (better: the types live in the domain's model file); a value import is not.
// Every top-level folder of functions/src except platform/ is a domain or a composition root.
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

/**
 * The backend's domains from the bottom up. A domain may import a domain of a lower layer, never one of its own layer
 * or above: a lower domain causes an effect above it by an event or a port (e.g. accounts take the invitation lookup
 * sign-up needs through auth/invitations.ts, wired by the auth entry).
 */
export const LAYERS: readonly (readonly string[])[] = [
  // the community and its configuration: subforums, categories, role definitions, settings, staff records; the
  // daily event counts (analytics), which read nothing above the platform
  ['communities', 'analytics'],
  // the people in it: member items, role holders, profiles, bans, the membership gate, who is asking as staff
  ['members'],
  // accounts and sessions; the word filter content is masked by; XP, levels and quests
  ['auth', 'word-filter', 'gamification'],
  // content: posts (with the forum frame, the press loop and the staff rules on content), then comments on them
  ['posts'],
  ['comments'],
  // what reacts to content: notifications, moderation (reports, staff actions, audit and undo)
  ['notifications', 'moderation'],
  // admission: member approval, invitations, editor invitations, content approval
  ['gatekeeping'],
  // health and the API document
  ['system'],
];

/** The domain→domain imports the code has, each downward in LAYERS. A new one is added here on purpose. */
export const ALLOWED_EDGES: Readonly<Record<string, readonly string[]>> = {
  members: ['communities'],
  auth: ['communities', 'members'],
  'word-filter': ['members'],
  gamification: ['members'],
  posts: ['communities', 'members', 'word-filter'],
  comments: ['members', 'posts', 'word-filter'],
  notifications: ['communities', 'members', 'posts', 'comments'],
  moderation: ['members', 'posts', 'comments'],
  gatekeeping: ['auth', 'communities', 'members', 'posts'],
};

/** Folders that compose every domain rather than sit in a layer: the event consumers' and jobs' registries. */
const ROOT_FOLDERS = new Set(['async']);

/** A composition root: a Lambda entry, its route table, a handler, or a file of the async registries. */
export const isEntry = (path: string) =>
  ROOT_FOLDERS.has(path.split('/')[0] ?? '') ||
  /^[^/]+\/(?:index\.ts|routes\.ts|lambda\.ts|handlers\/)/.test(path) ||
  !path.includes('/');

export interface Edge {
  from: string;
  to: string;
  /** `<importer> -> <imported>` for each import that makes the edge. */
  files: string[];
}

/** Domain→domain edges made by the imports (type-only ones too) of the given non-entry source files. */
export function domainEdges(sources: Array<{ path: string; source: string }>): Edge[] {
  const edges = new Map<string, Edge>();
  for (const { path, source } of sources) {
    const from = domainOf(path);
    if (!from || isEntry(path)) continue;
    for (const { specifier } of importsOf(path, source)) {
      const target = targetOf(path, specifier);
      const to = target && domainOf(target);
      if (!to || to === from || ROOT_FOLDERS.has(to)) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      edge.files.push(`${path} -> ${target}`);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

const layerOf = (domain: string) => LAYERS.findIndex((layer) => layer.includes(domain));

/** Edges of a table that do not go down the layer order (or name a domain with no layer). */
export function edgesAgainstOrder(table: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(table).flatMap(([from, tos]) =>
    tos.flatMap((to) => {
      const [a, b] = [layerOf(from), layerOf(to)];
      return a < 0 || b < 0 || b >= a ? [`${from} -> ${to}`] : [];
    }),
  );
}

/** Every cycle's domains, once each (as found by a depth-first walk), in a directed graph of domains. */
export function cyclesIn(edges: Array<Pick<Edge, 'from' | 'to'>>): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const cycles: string[][] = [];
  const walk = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      cycles.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const to of next.get(node) ?? []) walk(to, [...path, node]);
    done.add(node);
  };
  for (const node of next.keys()) walk(node, []);
  return cycles;
}

/** A store: a file named store.ts, or any file under a folder named store/ (`notifications/store/bell.ts`). */
export const isStore = (path: string) => {
  const parts = path.split('/');
  return parts.at(-1) === 'store.ts' || parts.slice(0, -1).includes('store');
};

/** `<importer> -> <store>` for each value import of another domain's store in one file. */
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

describe('domain layers', () => {
  const sources = sourceFiles()
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((path) => ({ path, source: readFileSync(join(SRC, path), 'utf8') }));
  const edges = domainEdges(sources);

  it('every import between domains is an edge of the table', () => {
    const unlisted = edges
      .filter((e) => !ALLOWED_EDGES[e.from]?.includes(e.to))
      .map((e) => `${e.from} -> ${e.to}: ${e.files.join(', ')}`);
    expect(unlisted).toEqual([]);
  });

  it('the table only points down the layer order', () => {
    expect(edgesAgainstOrder(ALLOWED_EDGES)).toEqual([]);
  });

  it('no cycle between domain folders', () => {
    expect(cyclesIn(edges).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('the table names only edges the code has', () => {
    const stale = Object.entries(ALLOWED_EDGES).flatMap(([from, tos]) =>
      tos.filter((to) => !edges.some((e) => e.from === from && e.to === to)).map((to) => `${from} -> ${to}`),
    );
    expect(stale).toEqual([]);
  });

  it('every domain folder has a layer', () => {
    const domains = new Set(sources.filter((f) => !isEntry(f.path)).map((f) => domainOf(f.path)));
    expect([...domains].filter((d) => d && layerOf(d) < 0)).toEqual([]);
  });
});

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

  it('counts the files of a store/ folder as their domain’s store', () => {
    const source = [
      "import * as bell from '../notifications/store/bell.ts';",
      "import { putNotification } from '@hearth/functions/notifications/store/notifications';",
      "import type { BellState } from '../notifications/store/bell.ts';",
    ].join('\n');
    expect(violationsIn('posts/feed.ts', source)).toEqual([
      'posts/feed.ts -> notifications/store/bell.ts',
      'posts/feed.ts -> notifications/store/notifications.ts',
    ]);
    expect(violationsIn('notifications/bell.ts', "import * as bellStore from './store/bell.ts';")).toEqual([]);
    expect(violationsIn('notifications/store/notifications.ts', "import { countUnread } from './bell.ts';")).toEqual(
      [],
    );
    expect(isStore('notifications/store/bell.ts')).toBe(true);
    expect(isStore('notifications/store.ts')).toBe(true);
    expect(isStore('notifications/restore.ts')).toBe(false);
    expect(isStore('notifications/store-links.ts')).toBe(false);
  });

  it('judges nested files by their top-level domain, and platform/ is no domain', () => {
    expect(violationsIn('auth/social/service.ts', "import { x } from '../../posts/store.ts';")).toEqual([
      'auth/social/service.ts -> posts/store.ts',
    ]);
    expect(violationsIn('platform/db/x.ts', "import { x } from '../../posts/store.ts';")).toEqual([]);
  });
});

describe('the layer check itself', () => {
  const file = (path: string, ...imports: string[]) => ({
    path,
    source: imports.map((i, n) => `import { x${n} } from '${i}';`).join('\n'),
  });

  it('names an import against the order with its files, and lets an entry call any domain', () => {
    const edges = domainEdges([
      file('communities/service.ts', '../members/service.ts', '../platform/db/keys.ts'),
      file('posts/feed.ts', '../members/gate.ts'),
      file('communities/handlers/create.ts', '../../members/service.ts'),
      file('communities/index.ts', '../gatekeeping/invitations.ts'),
    ]);
    expect(edges).toEqual([
      { from: 'communities', to: 'members', files: ['communities/service.ts -> members/service.ts'] },
      { from: 'posts', to: 'members', files: ['posts/feed.ts -> members/gate.ts'] },
    ]);
    expect(edges.filter((e) => !ALLOWED_EDGES[e.from]?.includes(e.to)).map((e) => `${e.from} -> ${e.to}`)).toEqual([
      'communities -> members',
    ]);
  });

  it('refuses a table edge that goes up or sideways', () => {
    expect(
      edgesAgainstOrder({ members: ['communities', 'posts'], auth: ['gamification'], nowhere: ['members'] }),
    ).toEqual(['members -> posts', 'auth -> gamification', 'nowhere -> members']);
  });

  it('finds a cycle, and none in a chain', () => {
    const chain = [
      { from: 'posts', to: 'members' },
      { from: 'members', to: 'communities' },
    ];
    expect(cyclesIn(chain)).toEqual([]);
    expect(cyclesIn([...chain, { from: 'communities', to: 'posts' }])).toEqual([
      ['posts', 'members', 'communities', 'posts'],
    ]);
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
