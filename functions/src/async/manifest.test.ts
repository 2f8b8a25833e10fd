import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asyncManifest } from './manifest.ts';

describe('the async manifest (manifest.json, what the CDK app deploys)', () => {
  it('says what the consumer and job registries hold', () => {
    const stored: unknown = JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8'));
    expect(
      stored,
      'functions/src/async/manifest.json disagrees with the registries (consumers.ts, jobs.ts): run `npm run async:manifest` to write it again, and commit it',
    ).toEqual(asyncManifest());
  });
});
