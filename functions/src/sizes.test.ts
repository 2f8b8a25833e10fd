// Sizes: a source file of functions/src or shared/src holds at most 400 lines and a function (declaration, function
// expression, arrow, method, accessor or constructor) at most 80, from its first line to its last, its doc comment
// left out. A module so reads as one behaviour and a function as steps. What breaks a limit today is listed below,
// each entry with its reason; an entry no longer needed fails too, so the lists only shrink.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_ROOTS = ['functions/src', 'shared/src'];

export const LIMITS = { fileLines: 400, functionLines: 80 };

/**
 * Still to be cut: a file over the limit by its path, a function over the limit by `<path> <name>`. Each names what
 * it holds, so the cut is by behaviour or item group, as the posts service and the notifications store were cut.
 */
const TO_CUT: Record<string, string> = {};

/** Files and functions whose shape is a table: one entry per text, case or option, read down, not followed as steps. */
const TABLES: Record<string, string> = {
  'shared/src/messages.ts': 'the spec’s texts, one export each, so a bundle keeps only the texts it reads',
  'functions/src/platform/db/keys.ts': 'the one key module (CONVENTIONS 3): one builder per item kind, tenant first',
  'functions/src/gamification/xp.ts decideSource': 'one case per event type: the XP source it decides and who gains',
  'functions/src/platform/html/sanitize.ts optionsFor': 'sanitize-html’s options: allowed tags, attributes, schemes',
};

/** Lines of a source text (a final newline ends the last line, it does not start another). */
export const linesOf = (source: string) => {
  if (source === '') return 0;
  const lines = source.split('\n').length;
  return source.endsWith('\n') ? lines - 1 : lines;
};

export interface FunctionSize {
  name: string;
  lines: number;
}

/** A function's name as an exception names it: its own, its variable's or property's, `Class.method` in a class. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  const own = node.name && !ts.isComputedPropertyName(node.name) ? node.name.getText(file) : null;
  if (ts.isConstructorDeclaration(node)) return `${className(node.parent)}.constructor`;
  if (own && ts.isClassLike(node.parent)) return `${className(node.parent)}.${own}`;
  if (own) return own;
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    !ts.isComputedPropertyName(parent.name)
  ) {
    return parent.name.getText(file);
  }
  const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  return `(anonymous, line ${line})`;
}

const className = (node: ts.ClassLikeDeclaration) => node.name?.text ?? '(class)';

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The functions of a source text over `max` lines (nested ones each on their own), in source order. */
export function longFunctionsIn(fileName: string, source: string, max: number): FunctionSize[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ name: nameOf(node, file), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Every file and function over the limits, as `<path>: <n> lines (limit <max>)` or `<path> <name>: …`, but those
 * `excepted` (by path, or by `<path> <name>`); and the exceptions that match nothing over a limit (stale).
 */
export function sizeFindings(
  files: ReadonlyMap<string, string>,
  excepted: ReadonlySet<string>,
  limits = LIMITS,
): { offenders: string[]; stale: string[] } {
  const over = new Map<string, string>();
  for (const [path, source] of files) {
    const lines = linesOf(source);
    if (lines > limits.fileLines) over.set(path, `${path}: ${lines} lines (limit ${limits.fileLines})`);
    for (const { name, lines: length } of longFunctionsIn(path, source, limits.functionLines)) {
      over.set(`${path} ${name}`, `${path} ${name}: ${length} lines (limit ${limits.functionLines})`);
    }
  }
  return {
    offenders: [...over].filter(([id]) => !excepted.has(id)).map(([, message]) => message),
    stale: [...excepted].filter((id) => !over.has(id)),
  };
}

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const root of SOURCE_ROOTS) {
    for (const entry of readdirSync(join(REPO, root), { recursive: true, encoding: 'utf8' })) {
      const path = `${root}/${entry.split('\\').join('/')}`;
      if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path) || path.endsWith('.d.ts')) continue;
      files.set(path, readFileSync(join(REPO, path), 'utf8'));
    }
  }
  return files;
}

describe('sizes', () => {
  const { offenders, stale } = sizeFindings(sourceFiles(), new Set([...Object.keys(TO_CUT), ...Object.keys(TABLES)]));

  it(`no source file over ${LIMITS.fileLines} lines and no function over ${LIMITS.functionLines}, but those listed`, () => {
    expect(offenders).toEqual([]);
  });

  it('every listed exception still breaks a limit (once cut, it leaves the list)', () => {
    expect(stale).toEqual([]);
  });
});

describe('the size check itself', () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  step${i}();`);
  const source = [
    'export function short() {',
    ...body(1),
    '}',
    '/**',
    ' * A doc comment does not count.',
    ' */',
    'export function declared() {',
    ...body(3),
    '}',
    'const arrow = async () => {',
    ...body(3),
    '};',
    'const table = {',
    '  method() {',
    ...body(3),
    '  },',
    '};',
    'class Thing {',
    '  act() {',
    ...body(3),
    '  }',
    '}',
    'list.map((item) => {',
    ...body(3),
    '});',
    'export const kept = () => 1;',
  ].join('\n');

  it('measures declarations, arrows, methods and callbacks from their first line to their last', () => {
    expect(longFunctionsIn('inline.ts', source, 4)).toEqual([
      { name: 'declared', lines: 5 },
      { name: 'arrow', lines: 5 },
      { name: 'method', lines: 5 },
      { name: 'Thing.act', lines: 5 },
      { name: '(anonymous, line 31)', lines: 5 },
    ]);
    expect(longFunctionsIn('inline.ts', source, 5)).toEqual([]);
  });

  it('counts a file’s lines, a final newline ending the last one', () => {
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(2);
    expect(linesOf('')).toBe(0);
  });

  it('names each offender with its line count, skips exceptions and reports the stale ones', () => {
    const files = new Map([
      ['functions/src/x/long.ts', source],
      ['functions/src/x/fine.ts', 'export const fine = 1;\n'],
    ]);
    const limits = { fileLines: 20, functionLines: 4 };
    expect(sizeFindings(files, new Set(), limits).offenders).toEqual([
      `functions/src/x/long.ts: ${linesOf(source)} lines (limit 20)`,
      'functions/src/x/long.ts declared: 5 lines (limit 4)',
      'functions/src/x/long.ts arrow: 5 lines (limit 4)',
      'functions/src/x/long.ts method: 5 lines (limit 4)',
      'functions/src/x/long.ts Thing.act: 5 lines (limit 4)',
      'functions/src/x/long.ts (anonymous, line 31): 5 lines (limit 4)',
    ]);
    const excepted = new Set([
      'functions/src/x/long.ts',
      'functions/src/x/long.ts declared',
      'functions/src/x/long.ts arrow',
      'functions/src/x/long.ts method',
      'functions/src/x/long.ts Thing.act',
      'functions/src/x/long.ts (anonymous, line 31)',
      'functions/src/x/fine.ts',
      'functions/src/x/long.ts short',
    ]);
    expect(sizeFindings(files, excepted, limits)).toEqual({
      offenders: [],
      stale: ['functions/src/x/fine.ts', 'functions/src/x/long.ts short'],
    });
  });
});
