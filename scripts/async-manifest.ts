// `npm run async:manifest`: writes functions/src/async/manifest.json from the consumer and job registries. The CDK app
// reads that file instead of loading their code; functions/src/async/manifest.test.ts fails while it is out of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { asyncManifest } from '@hearth/functions/async/manifest';

const file = join(import.meta.dirname, '..', 'functions', 'src', 'async', 'manifest.json');
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(JSON.stringify(asyncManifest()), { ...options, filepath: file }));
console.log(`Wrote ${file}`);
