// Domain boundaries (shared/ARCHITECTURE.md, docs/architecture/domain-layers.md):
// - the domains stand in layers, and a domain imports only domains below it, by the edges in ALLOWED_EDGES; there is
//   no cycle between domain folders. The composition roots — each Lambda's entry (`<domain>/index.ts`, its route table
//   and `handlers/`) and the async registries — sit above every domain and may call any domain's service.
// - a domain owns its items and only its store reads and writes them (its store.ts, or the files of a store/ folder,
//   one per item group); another domain calls its service functions, never its store. A type-only import of another
//   store's item types is tolerated (better: the types live in the domain's model file); a value import is not.
// - only a store builds, parses or batch-reads keys (a key builder, BatchGet, a comparison of PK/SK, a key prefix);
//   a store uses only the key builders its domain owns (KEY_OWNERS), and platform only its own, so no store (and no
//   platform module) touches another domain's item: that goes by the owner's write fragment, a port or an event.
// Every top-level folder of functions/src except platform/ is a domain or a composition root.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { keys } from './platform/db/keys.ts';

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
  // the community and its configuration: subforums, categories, role definitions, settings, staff records
  ['communities'],
  // the people in it: member items, role holders, profiles, bans, the membership gate, who is asking as staff
  ['members'],
  // accounts and sessions; the word filter content is masked by; XP, levels and quests; owner billing; custom
  // domains (certificates, distributions, the host mapping); first-party analytics (beacons, daily aggregates, the
  // statistics the owner reads)
  ['auth', 'word-filter', 'gamification', 'billing', 'domains', 'analytics'],
  // content: posts (with the forum frame, the press loop and the staff rules on content), then comments on them
  ['posts'],
  ['comments'],
  // what reacts to content: notifications, moderation (reports, staff actions, audit and undo)
  ['notifications', 'moderation'],
  // admission: member approval, invitations, editor invitations, content approval
  ['gatekeeping'],
  // outbound webhooks: every event a community's integrations hear about, sent to the owner's endpoints
  ['webhooks'],
  // health and the API document
  ['system'],
  // integrations: the owner's API keys and the public REST API, which calls the domains below through their services
  ['integrations'],
];

/** The domain→domain imports the code has, each downward in LAYERS. A new one is added here on purpose. */
export const ALLOWED_EDGES: Readonly<Record<string, readonly string[]>> = {
  members: ['communities'],
  auth: ['communities', 'members'],
  'word-filter': ['members'],
  gamification: ['members'],
  billing: ['communities', 'members'],
  domains: ['communities', 'members'],
  analytics: ['communities', 'members'],
  posts: ['communities', 'members', 'word-filter'],
  comments: ['members', 'posts', 'word-filter'],
  notifications: ['communities', 'members', 'posts', 'comments'],
  moderation: ['members', 'posts', 'comments'],
  gatekeeping: ['auth', 'communities', 'members', 'posts'],
  webhooks: ['communities', 'members'],
  integrations: ['communities', 'members', 'moderation'],
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

  it('no key is built, parsed or batch-read outside a store: a service asks its store by name', () => {
    const leaks = sourceFiles()
      .filter((file) => !isStore(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => keyUsesIn(file, readFileSync(join(SRC, file), 'utf8')).map((use) => `${file}: ${use}`));
    expect(leaks).toEqual([]);
  });

  it("a store uses only its own domain's key builders, platform only its own", () => {
    const platformFiles = readdirSync(join(SRC, 'platform'), { recursive: true, encoding: 'utf8' })
      .map((p) => `platform/${p.split('\\').join('/')}`)
      .filter((p) => /\.ts$/.test(p) && !/\.test\.ts$/.test(p) && p !== 'platform/db/keys.ts');
    const foreign = [...sourceFiles().filter((file) => !/\.test\.tsx?$/.test(file)), ...platformFiles].flatMap((file) =>
      foreignKeysIn(file, readFileSync(join(SRC, file), 'utf8')),
    );
    expect(foreign).toEqual([]);
  });

  it('every key builder has an owner, and the owners table names only builders and known owners', () => {
    expect(Object.keys(keys).filter((name) => !KEY_OWNERS[name])).toEqual([]);
    expect(Object.keys(KEY_OWNERS).filter((name) => !(name in keys))).toEqual([]);
    const owners = new Set(['platform', ...LAYERS.flat(), ...ROOT_FOLDERS]);
    expect(Object.entries(KEY_OWNERS).filter(([, owner]) => !owners.has(owner))).toEqual([]);
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

/**
 * Who owns the items each key builder of platform/db/keys.ts makes: the one domain whose store reads and writes them.
 * Another domain changes them only through the owner's service (a write fragment its own transaction composes, a
 * port, or an event). `platform` items are the infrastructure every domain writes beside its own in one transaction,
 * so no domain can own them: the outbox and its applied marks, the daily and attempt counters, job checkpoints, the
 * host claims and audit entries. Their platform module holds every read and write of them (platform/events,
 * activity.ts, rate-limit.ts, jobs.ts, tenancy/store.ts, audit.ts) and hands domains write fragments.
 */
export const KEY_OWNERS: Readonly<Record<string, string>> = {
  // the community item and its configuration; staff records (an owner-app account's access in a community)
  community: 'communities',
  staff: 'communities',
  staffOf: 'communities',
  role: 'communities',
  subforum: 'communities',
  category: 'communities',
  settings: 'communities',
  creationRequest: 'communities',
  onboardingQuestions: 'communities',
  // the member item and its indexes (names, leaderboard, ban expiry), username claims, role holders
  member: 'members',
  memberName: 'members',
  leaderboard: 'members',
  banExpiry: 'members',
  usernameClaim: 'members',
  roleHolder: 'members',
  // accounts: the unique sign-in address, e-mailed links, social sign-in proofs, sessions
  memberEmail: 'auth',
  linkToken: 'auth',
  socialProof: 'auth',
  authSession: 'auth',
  wordFilter: 'word-filter',
  xpAward: 'gamification',
  xpCap: 'gamification',
  questClaim: 'gamification',
  // a post's partition, its derived items (feed entries, pins, search tokens) and its author's indexes
  post: 'posts',
  postAction: 'posts',
  feedEntry: 'posts',
  feedPartition: 'posts',
  removingPosts: 'posts',
  pin: 'posts',
  searchToken: 'posts',
  postsByAuthor: 'posts',
  postActionsByMember: 'posts',
  draft: 'posts',
  draftsByUpdate: 'posts',
  draftSweep: 'posts',
  draftSweepPartition: 'posts',
  // comments live in their post's partition but are the comments domain's items, as are commenter marks
  comment: 'comments',
  commentRef: 'comments',
  commentTombstone: 'comments',
  commentAction: 'comments',
  commenterMark: 'comments',
  commentsByAuthor: 'comments',
  anonymousCommentsByAuthor: 'comments',
  commentActionsByMember: 'comments',
  notification: 'notifications',
  notificationOrder: 'notifications',
  notificationFeed: 'notifications',
  notificationState: 'notifications',
  notificationLinkKey: 'notifications',
  notificationMail: 'notifications',
  notificationMailHour: 'notifications',
  notificationActor: 'notifications',
  pushSubscription: 'notifications',
  pushSubscriptionPrefix: 'notifications',
  notificationPush: 'notifications',
  notificationPrefs: 'notifications',
  liveConnection: 'notifications',
  liveConnections: 'notifications',
  liveMemberPrefix: 'notifications',
  digestSent: 'notifications',
  report: 'moderation',
  reportFiled: 'moderation',
  reportList: 'moderation',
  editorInvitation: 'gatekeeping',
  editorInvitationPrefix: 'gatekeeping',
  memberRequest: 'gatekeeping',
  memberRequestByStatus: 'gatekeeping',
  postSubmission: 'gatekeeping',
  postSubmissionOrder: 'gatekeeping',
  invitation: 'gatekeeping',
  invitationOrder: 'gatekeeping',
  invitationBatch: 'gatekeeping',
  // the billing items (a community's, an owner's), the provider's customers and applied webhook events
  billing: 'billing',
  ownerBilling: 'billing',
  billingCustomer: 'billing',
  providerEvent: 'billing',
  billingMail: 'billing',
  lifetimeCode: 'billing',
  lifetimeCodeOwner: 'billing',
  lifetimeCodeOwnerPartition: 'billing',
  // paid membership: the community's, each supporter's, their list index, subscription and invoice marks, accounts
  supporters: 'billing',
  supporter: 'billing',
  supporterList: 'billing',
  supporterSubscription: 'billing',
  supporterInvoice: 'billing',
  connectAccount: 'billing',
  // a community's custom domain and the domain worker's index of it
  customDomain: 'domains',
  domainWork: 'domains',
  // the daily event counts (events counted per type and UTC day)
  eventStatsDay: 'analytics',
  // the community's API keys (hashes only)
  apiKey: 'integrations',
  apiKeyPrefix: 'integrations',
  // first-party analytics: the beacon aggregates of a day, a visitor's day, online minutes, the raw batches' index
  analyticsDay: 'analytics',
  visitorDay: 'analytics',
  onlineMinute: 'analytics',
  beaconIndex: 'analytics',
  // outbound webhooks: the endpoints, their deliveries and the retry index
  webhookEndpoint: 'webhooks',
  webhookDelivery: 'webhooks',
  webhookRetry: 'webhooks',
  // shared infrastructure (see above)
  event: 'platform',
  eventApplied: 'platform',
  jobCheckpoint: 'platform',
  statsDay: 'platform',
  activeMark: 'platform',
  attempts: 'platform',
  subdomainClaim: 'platform',
  customDomainClaim: 'platform',
  audit: 'platform',
};

/** What a source names of the table's keys: builder uses (`keys.member`), batch reads, key comparisons and prefixes. */
export function keyUsesIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const keysNames = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)db\/keys(\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const e of bindings.elements) if ((e.propertyName ?? e.name).text === 'keys') keysNames.add(e.name.text);
    }
  }
  const uses: string[] = [];
  const keyPrefix = (node: ts.Node) =>
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
    /^[A-Z]+#(?!\s)/.test(node.text)
      ? node.text
      : null;
  const isKeyField = (node: ts.Expression) =>
    (ts.isPropertyAccessExpression(node) && ['PK', 'SK'].includes(node.name.text)) ||
    (ts.isElementAccessExpression(node) &&
      ts.isStringLiteral(node.argumentExpression) &&
      ['PK', 'SK'].includes(node.argumentExpression.text));
  const comparisons = new Set([
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
  ]);
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      keysNames.has(node.expression.text)
    ) {
      uses.push(`keys.${node.name.text}`);
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'batchGetItems'
    ) {
      uses.push('batchGetItems');
    } else if (
      ts.isBinaryExpression(node) &&
      comparisons.has(node.operatorToken.kind) &&
      (isKeyField(node.left) || isKeyField(node.right))
    ) {
      const field = [node.left, node.right].find(isKeyField)!;
      const name = ts.isPropertyAccessExpression(field)
        ? field.name.text
        : ((field as ts.ElementAccessExpression).argumentExpression as ts.StringLiteral).text;
      uses.push(`.${name} ${node.operatorToken.getText(file)}`);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'startsWith' &&
      node.arguments[0]
    ) {
      const arg = node.arguments[0];
      const prefix = keyPrefix(ts.isTemplateExpression(arg) ? arg.head : arg);
      if (prefix !== null) {
        uses.push(`startsWith('${prefix}')`);
        ts.forEachChild(node.expression, visit);
        return;
      }
    } else if (keyPrefix(node) !== null) {
      uses.push(`'${keyPrefix(node)}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/**
 * `<file>: keys.<builder> is owned by <owner>` for each builder a store (or a platform module) uses that its domain
 * does not own, and `… has no owner in KEY_OWNERS` for a builder the table does not name.
 */
export function foreignKeysIn(path: string, source: string): string[] {
  const own = path.startsWith('platform/') ? 'platform' : domainOf(path);
  if (!own || !(own === 'platform' || isStore(path))) return [];
  const builders = [...new Set(keyUsesIn(path, source).filter((use) => use.startsWith('keys.')))];
  return builders.flatMap((use) => {
    const owner = KEY_OWNERS[use.slice('keys.'.length)];
    if (!owner) return [`${path}: ${use} has no owner in KEY_OWNERS`];
    return owner === own ? [] : [`${path}: ${use} is owned by ${owner}`];
  });
}

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

describe('the key checks themselves', () => {
  const keysImport = "import { keys } from '../platform/db/keys.ts';";

  it('finds builder uses, batch reads, key comparisons, key prefixes and their startsWith', () => {
    const source = [
      keysImport,
      "import { batchGetItems } from '../platform/db/batch.ts';",
      'const a = keys.member(cid, id);',
      'const p = keys.feedPartition;',
      'await batchGetItems([a]);',
      "if (item.SK === 'POST') {}",
      "if (other['PK'] !== pk) {}",
      "if (String(item.SK).startsWith('COMMENT#')) {}",
      'const s = `SETTINGS#${name}`;',
      "query(cid, 'ROLE#');",
    ].join('\n');
    expect(keyUsesIn('posts/feed.ts', source)).toEqual([
      'keys.member',
      'keys.feedPartition',
      'batchGetItems',
      '.SK ===',
      '.PK !==',
      "startsWith('COMMENT#')",
      "'SETTINGS#'",
      "'ROLE#'",
    ]);
  });

  it('follows a renamed import, and ignores comments, another keys object and plain strings', () => {
    const renamed = ["import { keys as k } from '@hearth/functions/platform/db/keys';", 'k.post(cid, id);'].join('\n');
    expect(keyUsesIn('posts/feed.ts', renamed)).toEqual(['keys.post']);
    const plain = [
      '// keys.member(cid, id) and batchGetItems in a comment, `ROLE#` too',
      'const sub = { keys: { auth: 1 } };',
      'sub.keys.auth;',
      "if (a.id === b.id && name.startsWith('C') && label === 'Post #1') {}",
      "const text = 'C# is a language';",
    ].join('\n');
    expect(keyUsesIn('notifications/push.ts', plain)).toEqual([]);
  });

  it("names a store's builder of another domain (platform's too) with its owner, and passes its own", () => {
    const source = [keysImport, 'keys.community(cid);', 'keys.member(cid, id);', 'keys.statsDay(cid, day);'].join('\n');
    expect(foreignKeysIn('members/store/member.ts', source)).toEqual([
      'members/store/member.ts: keys.community is owned by communities',
      'members/store/member.ts: keys.statsDay is owned by platform',
    ]);
    expect(foreignKeysIn('communities/store.ts', source)).toEqual([
      'communities/store.ts: keys.member is owned by members',
      'communities/store.ts: keys.statsDay is owned by platform',
    ]);
    expect(foreignKeysIn('members/service.ts', source)).toEqual([]);
  });

  it('holds platform to its own builders, and names a builder with no owner', () => {
    const source = ["import { keys } from '../db/keys.ts';", 'keys.member(cid, id);', 'keys.event(cid, id);'].join(
      '\n',
    );
    expect(foreignKeysIn('platform/auth/session-cutoff.ts', source)).toEqual([
      'platform/auth/session-cutoff.ts: keys.member is owned by members',
    ]);
    expect(foreignKeysIn('posts/store/feed.ts', [keysImport, 'keys.feedShelf(cid);'].join('\n'))).toEqual([
      'posts/store/feed.ts: keys.feedShelf has no owner in KEY_OWNERS',
    ]);
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
