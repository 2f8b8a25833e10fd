// How every domain Lambda is bundled; the CDK app and the bundle benchmark (scripts/bench) both use these options.
import type { BuildOptions } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

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
  // sanitize-html `require`s htmlparser2 (CommonJS) while our extractors `import` it (ESM); both resolve to the
  // CommonJS build here, so each bundle carries one copy of htmlparser2 and of its entity tables, not two.
  htmlparser2: createRequire(import.meta.url).resolve('htmlparser2'),
};

export const lambdaBundling: nodejs.BundlingOptions = {
  format: nodejs.OutputFormat.ESM,
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  banner: requireBanner,
  externalModules: external,
  esbuildArgs: Object.fromEntries(Object.entries(alias).map(([name, path]) => [`--alias:${name}`, path])),
};

/** The same bundle as plain esbuild options. */
export const lambdaEsbuildOptions: BuildOptions = {
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
