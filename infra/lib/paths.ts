// Where the CDK app finds the code it deploys, relative to the repository rather than the working directory.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A domain's Lambda entry: `functions/src/<domain>/index.ts`, exporting `handler`. */
export const functionEntry = (domain: string): string => join(repoRoot, 'functions', 'src', domain, 'index.ts');

/** A social sign-in auth-challenge trigger's entry: `functions/src/auth/social/<name>.ts`, exporting `handler`. */
export const socialTriggerEntry = (name: string): string =>
  join(repoRoot, 'functions', 'src', 'auth', 'social', `${name}.ts`);

/** The SPA build output (`npm run build:web`). */
export const webDistDir = join(repoRoot, 'web', 'dist');

/** The server render's build (`npm run build:web`, web/dist-ssr). */
export const webServerDistDir = join(repoRoot, 'web', 'dist-ssr');
