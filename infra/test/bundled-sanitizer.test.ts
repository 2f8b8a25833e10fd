// The Lambda bundles replace postcss with a stub and resolve htmlparser2 to one build (infra/lib/bundling.ts).
// This bundles the sanitizer exactly as the Lambdas are bundled and runs it in a fresh Node process, so a
// substitution that breaks stored-HTML handling fails here rather than in production.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/bundling.ts';

const root = join(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'hearth-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the sanitizer as bundled for Lambda', () => {
  it('drops script, event handlers and style, keeps Quill markup, and extracts hashtags', async () => {
    const outfile = join(outDir, 'sanitize.mjs');
    await build({
      ...lambdaEsbuildOptions,
      sourcemap: false,
      stdin: {
        contents: [
          "import { extractHashtags, plainText, sanitizeRichText } from './functions/src/platform/html/sanitize.ts';",
          'const html = sanitizeRichText(process.argv[2], { mediaBaseUrl: "/media" });',
          'console.log(JSON.stringify({ html, tags: extractHashtags(html), text: plainText(html) }));',
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      outfile,
      logLevel: 'error',
    });
    const input =
      '<p style="color:red" onclick="x()">Tea &amp; <b>cake</b><script>alert(1)</script>' +
      'word<a class="hashtag" href="/search?hashtag=caf%C3%A9">#Café</a></p>';
    const run = spawnSync(process.execPath, [outfile, input], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      html: '<p>Tea &amp; <strong>cake</strong>word<a class="hashtag" href="/search?hashtag=caf%C3%A9">#Café</a></p>',
      tags: ['café'],
      text: 'Tea & cakeword#Café',
    });
  });
});
