// The custom-domain flows the integration tests share: an owner with a community of its own, the simulator's dev API
// (`GET /_dev/domains.json`, `POST /_dev/domains/<domain>/<action>`), the domain worker run on demand, and waiting
// for a status the worker brings.
import { ulid } from 'ulid';
import { expect } from 'vitest';
import { domainView } from '@hearth/shared/rules/custom-domain';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { signedInAccount } from './auth-flows.ts';
import { app, type newBrowser } from './context.ts';

export type Browser = ReturnType<typeof newBrowser>;
export type Caller = (path: string, options?: { method?: string; body?: unknown }) => ReturnType<Browser>;

/** A domain as the simulator holds it (GET /_dev/domains.json). */
export interface SimulatedDomain {
  domain: string;
  certificate: { arn: string; status: string } | null;
  distribution: { id: string; status: string; enabled: boolean } | null;
  cnameResolved: boolean;
  standIn: string;
  aliases: Array<{ host: string; standIn: string }>;
  attachedElsewhere: boolean;
}

export const freshDomain = (tag: string) => `${tag}-${ulid().toLowerCase()}.example.com`;
export const path = (communityId: string) => `/api/v1/communities/${communityId}/custom-domain`;

/** A signed-in owner-app account with a community of its own on the given plan. */
export async function ownerWithCommunity(planId = 'professional-plan') {
  const account = await signedInAccount('app.localhost', 'owner');
  const { browser } = account;
  await browser('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'month' } });
  const subdomain = `domains-${Date.now().toString(36)}-${ulid().slice(-6).toLowerCase()}`;
  const created = await browser<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: `Domains ${subdomain}`,
      communitySubdomain: subdomain,
      organizationName: 'Acme Forums',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Serve members on our own domain.',
    },
  });
  expect(created.status, created.text).toBe(201);
  const communityId = created.json.communityId;
  const status = () => browser<CustomDomainStatus>(path(communityId));
  const add = (customDomain: string) =>
    browser<CustomDomainStatus>(path(communityId), { method: 'PUT', body: { customDomain } });
  const remove = () => browser<CustomDomainStatus>(path(communityId), { method: 'DELETE' });
  return { ...account, communityId, subdomain, status, add, remove, name: `Domains ${subdomain}` };
}
export type Owner = Awaited<ReturnType<typeof ownerWithCommunity>>;

export async function simulated(domain: string): Promise<SimulatedDomain | null> {
  const res = await app<{ domains: SimulatedDomain[] }>('/_dev/domains.json');
  expect(res.status, res.text).toBe(200);
  return res.json.domains.find((d) => d.domain === domain) ?? null;
}

export async function simulate(domain: string, action: string, body: Record<string, unknown> = {}) {
  const res = await app<SimulatedDomain>(`/_dev/domains/${domain}/${action}`, { method: 'POST', body });
  expect(res.status, `${action} ${domain}: ${res.text}`).toBe(200);
  return res.json;
}

export async function runWorker() {
  const res = await app('/_dev/schedules/domain-progress/run', { method: 'POST', body: {} });
  expect(res.status, res.text).toBe(200);
}

/** A refusal's body: its reason, message and the field messages. */
export const problem = (res: { json: unknown }) =>
  res.json as { reason?: string; message?: string; fields?: Record<string, string> };

export const labelOf = (status: CustomDomainStatus) => domainView(status)?.label ?? null;

/** Runs the worker until the owner's status meets `done` (the platform's own timer may run it too); that status. */
export async function runUntil(owner: Owner, done: (s: CustomDomainStatus) => boolean, what: string) {
  let last: CustomDomainStatus | null = null;
  for (let i = 0; i < 15; i++) {
    await runWorker();
    const res = await owner.status();
    expect(res.status, res.text).toBe(200);
    last = res.json;
    if (done(last)) return last;
  }
  throw new Error(`not ${what} after 15 runs: ${JSON.stringify(last)}`);
}

export const labelled = (label: string) => (s: CustomDomainStatus) => labelOf(s) === label;
export const gone = (s: CustomDomainStatus) => s.customDomain === null;

/** Adds a domain and waits until the simulator has its certificate (the validation record is known). */
export async function addedAndPending(owner: Owner, domain: string) {
  const added = await owner.add(domain);
  expect(added.status, added.text).toBe(200);
  return runUntil(owner, (s) => s.certificateStatus === 'PENDING_VALIDATION' && s.validation.length > 0, 'pending');
}
