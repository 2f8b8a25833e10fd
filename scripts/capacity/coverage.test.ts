import { catalogue } from '@hearth/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { accessPatterns } from './access-patterns.ts';
import { notMeasured } from './not-measured.ts';
import { operations } from './operations.ts';

const endpoints = Object.entries(catalogue).flatMap(([domain, eps]) => Object.keys(eps).map((n) => `${domain}.${n}`));
const measured = new Set(accessPatterns.patterns.map((p) => p.endpoint));

describe("the capacity model's access patterns", () => {
  it('cover every catalogue endpoint: measured, or listed as not measured yet with a reason', () => {
    const missing = endpoints.filter((e) => !measured.has(e) && !(e in notMeasured));
    expect(missing).toEqual([]);
  });

  it('name only catalogue endpoints, and none both measured and listed as not measured', () => {
    const known = new Set(endpoints);
    expect([...measured, ...Object.keys(notMeasured)].filter((e) => !known.has(e))).toEqual([]);
    expect([...measured].filter((e) => e in notMeasured)).toEqual([]);
  });

  it('hold a measured pattern for every operation the measurement runs (the file is regenerated with them)', () => {
    expect(operations.map((o) => o.endpoint).filter((e) => !measured.has(e))).toEqual([]);
  });

  it('record a successful answer and at least one DynamoDB request for each write', () => {
    for (const p of accessPatterns.patterns) {
      expect(p.status, p.endpoint).toBeLessThan(400);
      const writes = operations.find((o) => o.endpoint === p.endpoint)?.write === true;
      if (writes && p.endpoint !== 'analytics.sendBeacon') expect(p.partitions.length, p.endpoint).toBeGreaterThan(0);
    }
  });

  it('give every not-measured endpoint a reason', () => {
    for (const [endpoint, reason] of Object.entries(notMeasured)) expect(reason.length, endpoint).toBeGreaterThan(20);
  });
});
