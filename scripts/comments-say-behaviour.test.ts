// Comments, names and test titles say what the code does, not which piece of planned work wrote it: no tracker
// numbers (the word for a tracker entry followed by a number) and no work-area labels (a domain name glued to a number such as "members" + "2", or a
// comment that is only a label like "// owner" + "-profile"). Scans every source file of the source trees and
// names each offending file:line. Scripts and style sheets count too (a service worker, a CSS module's comments).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const TREES = ['functions', 'shared', 'web/src', 'web/public', 'scripts', 'test', 'infra'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'cdk.out', 'coverage', '.vite', 'test-results']);
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|css)$/;

const DOMAIN_WORDS =
  'members|notifications|gatekeeping|forum|moderation|gamification|posts|comments|communities|auth|roles|profiles|search|events|owner';
const RULES: Array<{ name: string; pattern: RegExp }> = [
  // The tracker word followed by a number, with or without "#", in any case; a web address is stripped before.
  { name: 'issue number', pattern: /\bissues? #?\d+/i },
  // A domain name with a number as a work-area label: "members" + "2", "forum" + "2".
  { name: 'work-area tag', pattern: new RegExp(`\\b(?:${DOMAIN_WORDS})\\d+\\b`, 'i') },
  { name: 'work-area tag', pattern: /\bwork-?streams?\b/i },
  // A comment that is only a label, or starts with one: "// owner-profile", "// fanout: …", "{/* forumbench */}".
  {
    name: 'work-area label',
    pattern: /(?:^|\s)(?:\/\/|\/\*\*?|\*|\{\/\*)\s*(?:owner-profile|fanout|forumbench)\b\s*(?::|\(|\*\/|$)/i,
  },
];

/** The rule a line breaks, if any (addresses are left out: a dependency note may link an issue tracker). */
export function tagIn(line: string): string | undefined {
  const text = line.replace(/\bhttps?:\/\/\S+/g, '');
  return RULES.find((r) => r.pattern.test(text))?.name;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(join(dir, entry.name));
    } else if (SOURCE.test(entry.name)) yield join(dir, entry.name);
  }
}

describe('comments and test titles carry no issue numbers or work-area tags', () => {
  it.each([
    ['// members' + '2', true],
    ['  // notifications' + '2 (weekly digest)', true],
    ['// ── members' + '2: deleting an account ──', true],
    ['// The XP engine (issue ' + '17): a consumer', true],
    [' * the lowest score. Issue ' + "18's bar (95)", true],
    ["describe('the kinds of issue " + "16’s topics', () => {", true],
    ['// owner' + '-profile', true],
    ['  // fanout' + ': the newPost notifications', true],
    ['// See https://github.com/example/lib/issues/123 for the upstream bug.', false],
    ['// The moderator issues a warning to the member.', false],
    ["import { callers } from './owner-profile-fixtures.ts';", false],
    ["await shot(page, info, 'owner-profile-settings');", false],
    ['// The fanout consumer pages through the members.', false],
    ['import htmlparser2 from "htmlparser2"; // oauth2 and ec2 are names, not tags', false],
  ])('%s → flagged: %s', (line, flagged) => {
    expect(tagIn(line) !== undefined).toBe(flagged);
  });

  it('finds none in the source trees', () => {
    const self = relative(ROOT, import.meta.filename);
    const found: string[] = [];
    for (const tree of TREES) {
      for (const file of sourceFiles(join(ROOT, tree))) {
        const path = relative(ROOT, file);
        if (path === self) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const rule = tagIn(line);
            if (rule) found.push(`${path}:${i + 1} (${rule}): ${line.trim().slice(0, 100)}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
