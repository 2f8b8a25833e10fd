// One lint setup for every workspace; `npm test` runs it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The top-level modules of a web feature that other features may import, besides its `api/` (fetchers, query
 * options, hooks) and its `components/`. Pages are for the route files (web/src/routes); everything else in a
 * feature (a builder's draft, a settings page's sections, a page's helpers) is its own. No index files re-export
 * these: each import names the module it needs, so a lazy page's code stays in its chunk.
 */
const featurePublicModules = {
  auth: ['paths.ts', 'require-auth.tsx'],
  billing: ['leave-page.ts'],
  codes: ['marketplace-storage.ts', 'settle-signup-codes.ts'],
  communities: ['paths.ts', 'current-community.ts', 'contact.ts'],
};

/**
 * An import source's restrictions in web/src, as regular expressions with the reason each gives. `serverRender`: the
 * server render (web/src/ssr) and the app shell (web/src/app, which hydrates its pages) may import web/src/ssr.
 */
function webImportRestrictions(feature, { featureRoot = false, serverRender = false } = {}) {
  const restrictions = [
    { regex: '^(?:\\.\\./){2}', message: 'Climbs two or more folders: import through @/ (web/src) instead.' },
  ];
  if (!serverRender) {
    restrictions.push({
      // `@/ssr/…`, and `./ssr/…` or `../ssr/…` from web/src or one of its folders.
      regex: '^(?:@|\\.\\.?)/ssr(?:/|$)',
      message:
        'web/src/ssr is the server render (Node only): the browser side of a server-rendered page lives in web/src/app.',
    });
  }
  if (feature === undefined) return restrictions;
  const escape = (name) => name.replaceAll('.', '\\.');
  const publicModules = Object.entries(featurePublicModules)
    .map(([owner, files]) => `${owner}/(?:${files.map(escape).join('|')})$`)
    .join('|');
  restrictions.push(
    {
      regex: `^@/features/(?!${feature}/)(?!${publicModules})[^/]+/(?!(?:api|components)/)`,
      message:
        "Another feature's internals: import its api/, components/ or a module featurePublicModules lists (eslint.config.js).",
    },
    { regex: '^@/routes/', message: 'A feature does not import route files; the routes import the features.' },
  );
  if (featureRoot) {
    restrictions.push({
      regex: '^\\.\\./(?!\\.\\./)',
      message: 'Leaves the feature: import another feature through @/features/….',
    });
  }
  return restrictions;
}

/** The restrictions as rules: static imports (no-restricted-imports) and import() (no-restricted-syntax). */
function webImportRules(restrictions) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: restrictions.map(({ regex, message }) => ({ regex, message, caseSensitive: true })) },
    ],
    'no-restricted-syntax': [
      'error',
      // esquery ends a regular expression at its first slash, so slashes are written as \x2F.
      ...restrictions.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      'cdk.out/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // esbuild (the Lambda bundles) keeps everything behind a re-exported namespace: `import { z } from 'zod'` put all
    // of zod, its locales and JSON-schema tools included, into every cold start (96 → 443 KB).
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'][imported.name='z'], ImportDefaultSpecifier)",
          message: "Import zod as a namespace: import * as z from 'zod'.",
        },
      ],
    },
  },
  {
    // The service worker is plain JavaScript served as is from web/public.
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web imports: no relative import climbs two folders, only the app shell imports the server render (web/src/ssr), and
  // a feature reaches another only through its public parts.
  { files: ['web/src/**/*.{ts,tsx}'], rules: webImportRules(webImportRestrictions()) },
  {
    files: ['web/src/ssr/**/*.{ts,tsx}', 'web/src/app/**/*.{ts,tsx}'],
    rules: webImportRules(webImportRestrictions(undefined, { serverRender: true })),
  },
  ...webFeatures.flatMap((feature) => [
    { files: [`web/src/features/${feature}/**/*.{ts,tsx}`], rules: webImportRules(webImportRestrictions(feature)) },
    {
      files: [`web/src/features/${feature}/*.{ts,tsx}`],
      rules: webImportRules(webImportRestrictions(feature, { featureRoot: true })),
    },
  ]),
  {
    files: ['scripts/**/*.{ts,mjs}', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
