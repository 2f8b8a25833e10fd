// The local platform's dev routes (/_dev/*: the dev mailbox, the event drain, schedules, the edge controls, the Stripe
// simulator's pages) and the Stripe simulator exist only in scripts/local. This synthesizes the stacks, bundles and
// all, and looks for them in every Lambda bundle, the render bundle included, and in every template: API Gateway's
// routes and CloudFront's behaviours never name them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthHearth } from './synth.ts';

/** Every file under a folder, with its path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** What marks the local platform's own code in a bundle: a dev route, or the simulator's and the gateway's words. */
const LOCAL_ONLY = [/\/_dev\b/, /sk_test_hearth_local|whsec_hearth_local/, /Dev mailbox/, /scripts\/local\//];

let bundles: Array<{ file: string; code: string }> = [];
let templates: string[] = [];

beforeAll(() => {
  const { assembly } = synthHearth({ withSpaBuild: true, withServerRender: true });
  const assets = readdirSync(assembly.directory)
    .filter((name) => name.startsWith('asset.'))
    .map((name) => join(assembly.directory, name))
    .filter((path) => statSync(path).isDirectory());
  bundles = assets
    .flatMap(filesUnder)
    .filter((file) => /\.(mjs|cjs|js)$/.test(file))
    .map((file) => ({ file, code: readFileSync(file, 'utf8') }));
  templates = assembly.stacks.map((stack) => JSON.stringify(stack.template));
});

describe('the AWS build carries no dev route', () => {
  it('synthesizes the Lambda bundles it searches (one per domain and more)', () => {
    const entries = bundles.filter((b) => b.file.endsWith('index.mjs'));
    expect(entries.length).toBeGreaterThanOrEqual(10);
  });

  it('has no /_dev route, Stripe simulator or dev mailbox in any Lambda bundle', () => {
    const found = bundles.flatMap(({ file, code }) =>
      LOCAL_ONLY.filter((pattern) => pattern.test(code)).map((pattern) => `${file}: ${pattern}`),
    );
    expect(found).toEqual([]);
  });

  it('routes no /_dev path in API Gateway or CloudFront', () => {
    for (const template of templates) expect(template).not.toMatch(/\/_dev\b/);
  });
});
