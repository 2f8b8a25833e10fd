import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EventConsumer } from '../platform/events/consumer.ts';
import { consumers, consumersByDomain, consumersOf } from './consumers.ts';
import { jobs } from './jobs.ts';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

/** `<domain>/<kind>/<name>.ts` under functions/src, tests aside. */
const filesIn = (kind: 'consumers' | 'jobs') =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => new RegExp(`^[a-z-]+/${kind}/[a-z-]+\\.ts$`).test(p) && !p.endsWith('.test.ts'));

const isConsumer = (value: unknown): value is EventConsumer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EventConsumer).name === 'string' &&
  typeof (value as EventConsumer).domain === 'string' &&
  typeof (value as EventConsumer).apply === 'function';

describe('the consumer registry', () => {
  it('lists each consumer under its own consuming domain, named `<domain>.<what>`', () => {
    for (const [domain, list] of Object.entries(consumersByDomain)) {
      for (const consumer of list) {
        expect(consumer.domain, consumer.name).toBe(domain);
        expect(consumer.name.startsWith(`${domain}.`), consumer.name).toBe(true);
      }
    }
    expect(consumersOf('posts')).toBe(consumersByDomain['posts']);
    expect(consumersOf('constructor')).toEqual([]);
  });

  it('names each consumer once (the name keys its applied marks)', () => {
    const names = consumers.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("registers every consumer of every domain's consumers/ folder", async () => {
    const files = filesIn('consumers');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exported = Object.values((await import(`../${file}`)) as Record<string, unknown>).filter(isConsumer);
      expect(exported.length, `${file} exports no consumer`).toBeGreaterThan(0);
      for (const consumer of exported) expect(consumers, `${file}: ${consumer.name}`).toContain(consumer);
    }
  });
});

describe('the job registry', () => {
  it('names each job once (the name keys its checkpoint and its schedule)', () => {
    const names = jobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has one job for each `<domain>/jobs/<name>.ts`, with that name and domain', () => {
    const files = filesIn('jobs').map((file) => ({ domain: file.split('/')[0], name: basename(file, '.ts') }));
    expect(jobs.map((j) => ({ domain: j.domain, name: j.name })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      files.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
