// The Lambda bundles are code-split, replace postcss with a stub and take only htmlparser2's Parser
// (infra/lib/bundling.ts). This bundles an entry that uses the sanitizer exactly as the Lambdas are bundled and runs it
// in a fresh Node process, so a substitution or a split that breaks stored-HTML handling fails here, not in production.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFunction, bundleSizes, coldOutputs } from '../lib/bundling.ts';

const outDir = mkdtempSync(join(tmpdir(), 'hearth-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const metafile = bundleFunction(join(import.meta.dirname, 'fixtures', 'rich-text-entry.ts'), outDir);

describe('the sanitizer as bundled for Lambda', () => {
  it('drops script, event handlers and style, keeps Quill markup, and extracts hashtags', () => {
    const input =
      '<p style="color:red" onclick="x()">Tea &amp; <b>cake</b><script>alert(1)</script>' +
      'word<a class="hashtag" href="/search?hashtag=caf%C3%A9">#Café</a></p>';
    const run = spawnSync(process.execPath, [join(outDir, 'index.mjs'), input], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      html: '<p>Tea &amp; <strong>cake</strong>word<a class="hashtag" href="/search?hashtag=caf%C3%A9">#Café</a></p>',
      tags: ['café'],
      text: 'Tea & cakeword#Café',
    });
  });

  it('keeps the toolkit out of what a cold start loads, in a chunk of its own', () => {
    const inputsOf = (files: string[]) => files.flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
    const cold = inputsOf(coldOutputs(metafile));
    const all = inputsOf(Object.keys(metafile.outputs));
    const toolkit = /node_modules\/(sanitize-html|htmlparser2|entities)\/|platform\/html\/sanitize\.ts$/;
    expect(all.filter((input) => toolkit.test(input)).length).toBeGreaterThanOrEqual(4);
    expect(cold.filter((input) => toolkit.test(input))).toEqual([]);
    const { coldBytes, totalBytes } = bundleSizes(metafile);
    // The chunk is most of what this entry bundles: the parser's entity tables alone are over 30 KB.
    expect(totalBytes - coldBytes).toBeGreaterThan(60_000);
  });

  it('carries one HTML parser and one copy of its entity tables, and no DOM builder or serializer', () => {
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((input) => input.endsWith('decode-data-html.js'))).toHaveLength(1);
    expect(inputs.filter((input) => /node_modules\/(dom-serializer|domutils|domhandler)\//.test(input))).toEqual([]);
    expect(inputs.some((input) => /node_modules\/postcss\//.test(input))).toBe(false);
  });
});
