// How every Lambda is bundled; the CDK app and the bundle benchmark (scripts/bench) both use this module.
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, buildSync, type Metafile } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** ESM bundles have no `require`; some CommonJS dependencies still call it, so the bundle defines one. */
const requireBanner =
  "import { createRequire as __createRequire } from 'node:module';const require = __createRequire(import.meta.url);";

/**
 * The AWS SDK v3 is left to the Lambda Node.js runtime, which ships it (CDK's default): with it bundled each domain
 * is ~650 KB minified, without it ~150 KB, well inside the 250 KB budget, and cold imports stay short.
 */
const external = ['@aws-sdk/*'];

/**
 * Module substitutions in every bundle: postcss is sanitize-html's style-attribute parser, which our sanitizer never
 * calls (style attributes are not allowed), so a stub that throws stands in for it.
 */
const alias = {
  postcss: join(import.meta.dirname, 'stubs', 'postcss.cjs'),
  // sanitize-html `require`s htmlparser2 while our extractors `import` it, and both use only its streaming `Parser`.
  // Both get the module that defines it (CommonJS build): one copy of the parser and its entity-decoding tables, and
  // none of the index's DOM builder, DomUtils and serializer, which carry a second copy of `entities` and its
  // encoders (~85 KB minified) that nothing here calls.
  htmlparser2: join(dirname(createRequire(import.meta.url).resolve('htmlparser2')), 'Parser.js'),
};

/** The esbuild options of every Lambda bundle. */
const lambdaEsbuildOptions: BuildOptions = {
  bundle: true,
  format: 'esm',
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  banner: { js: requireBanner },
  external,
  alias,
};

/**
 * Bundles one function into `outdir`: `index.mjs` (exporting `handler`) and, code-split, a chunk for each module the
 * function imports dynamically. A cold start loads `index.mjs` and its static imports only; the rich-text sanitizer
 * and the link-preview fetcher (functions/src/platform/{html,link-preview}/load.ts) load with the first request that
 * needs them. CDK's NodejsFunction bundles to a single file and cannot split, hence this bundler of our own.
 */
export function bundleFunction(entry: string, outdir: string): Metafile {
  const result = buildSync({
    ...lambdaEsbuildOptions,
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'error',
  });
  return result.metafile;
}

/** The output files a cold start loads: the entry and, transitively, its static imports (source maps aside). */
export function coldOutputs(metafile: Metafile): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const i of metafile.outputs[file]?.imports ?? []) {
      if (i.kind === 'import-statement' && !i.external) visit(i.path);
    }
  };
  // Every dynamically imported module is an entry point of its own to esbuild: the function's is `index.mjs`.
  for (const file of Object.keys(metafile.outputs)) if (/(^|\/)index\.mjs$/.test(file)) visit(file);
  return [...loaded];
}

/** Minified bytes of what a cold start loads and of the whole bundle. */
export function bundleSizes(metafile: Metafile): { coldBytes: number; totalBytes: number } {
  const bytes = (files: string[]) =>
    files.filter((file) => !file.endsWith('.map')).reduce((sum, file) => sum + metafile.outputs[file]!.bytes, 0);
  return { coldBytes: bytes(coldOutputs(metafile)), totalBytes: bytes(Object.keys(metafile.outputs)) };
}

/** A function's deployment package, bundled at synth time on this machine (no Docker). */
export function functionCode(entry: string): lambda.Code {
  return lambda.Code.fromAsset(dirname(entry), {
    // The bundle depends on far more than the entry's folder (shared code, dependencies): hash what was built.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type; never pulled, because the local bundler always succeeds.
      image: DockerImage.fromRegistry('public.ecr.aws/lambda/nodejs:24'),
      // Not run either: it names the entry so that functions sharing a folder get distinct asset cache keys.
      command: ['esbuild', entry],
      local: {
        tryBundle(outputDir) {
          bundleFunction(entry, outputDir);
          return true;
        },
      },
    },
  });
}
