// The domain worker (scheduled; AWS every minute, locally every 5 s): every custom domain due in the work index moves
// one step (progress.ts) and is written once, conditioned on the version read, with the claim and the community's
// mirror when it connects or its delete ends. A domain whose step fails is logged and retried later with a backoff;
// the others go on. Out of time, the run stops: what it did not reach is still due, so the next run resumes there.
import { forgetCommunityConfig } from '../../communities/config.ts';
import { customDomainMirrorWrite } from '../../communities/custom-domain.ts';
import { config } from '../../platform/config.ts';
import type { TransactItem } from '../../platform/db/transact.ts';
import { eachLimited } from '../../platform/each-limited.ts';
import type { JobContext } from '../../platform/jobs.ts';
import { logger } from '../../platform/log.ts';
import { forgetTenant } from '../../platform/tenancy/resolve.ts';
import { customDomainConnectedWrite, customDomainReleaseWrite } from '../../platform/tenancy/store.ts';
import { sendDomainMail } from '../mail.ts';
import { type CustomDomainItem, domainHosts } from '../model.ts';
import { type DomainStep, nextStep } from '../progress.ts';
import { type DomainProvider, domainProvider } from '../provider.ts';
import * as store from '../store.ts';

const PAGE = 100;
const CONCURRENCY = 8;
/** Time kept back at the end of a run: a domain's step (a few provider calls and a write) fits in it. */
export const STOP_MARGIN_MS = 10_000;
/** A failing domain waits 1, 2, 4 … minutes before its next try, at most an hour. */
const backoffMs = (errors: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, errors - 1));

export interface DomainProgressResult extends Record<string, unknown> {
  advanced: number;
  failed: number;
  done: boolean;
}

export async function progressDomains(ctx: JobContext): Promise<DomainProgressResult> {
  const provider = await domainProvider();
  const before = ctx.now().toISOString();
  const result: DomainProgressResult = { advanced: 0, failed: 0, done: true };
  let startKey: Record<string, unknown> | undefined;
  do {
    if (ctx.timeLeftMs() < STOP_MARGIN_MS) return { ...result, done: false };
    const page = await store.queryDueDomains(before, PAGE, startKey);
    await eachLimited(
      page.items,
      async (item) => {
        if (ctx.timeLeftMs() < STOP_MARGIN_MS) {
          result.done = false;
          return;
        }
        if (await advance(item, provider, ctx.now())) result.advanced++;
        else result.failed++;
      },
      CONCURRENCY,
    );
    startKey = page.nextKey;
  } while (startKey);
  return result;
}

/** The other owners' writes a step carries: every host's claim connected with the mirror, or every claim released. */
function effectWrites(step: DomainStep, read: CustomDomainItem): TransactItem[] {
  const [domain, ...aliases] = domainHosts(read);
  const hosts = [domain!, ...aliases];
  if (step.effect === 'connect') {
    return [
      ...hosts.map((host) => customDomainConnectedWrite(host, read.communityId, true)),
      customDomainMirrorWrite(read.communityId, domain!, aliases),
    ];
  }
  if (step.effect === 'release') return hosts.map((host) => customDomainReleaseWrite(host, read.communityId));
  return [];
}

/** One domain's step and its write; false when it did not move (the error is logged, the domain retried later). */
async function advance(item: CustomDomainItem, provider: DomainProvider, now: Date): Promise<boolean> {
  let step: DomainStep;
  try {
    step = await nextStep(item, provider, now, config().baseDomain);
  } catch (error) {
    logger.warn('custom-domain step failed', { communityId: item.communityId, error: String(error) });
    const errors = (item.errors ?? 0) + 1;
    const retry = { ...item, errors, nextCheckAt: new Date(now.getTime() + backoffMs(errors)).toISOString() };
    await store.saveDomain(retry, item.version).catch((e: unknown) => {
      logger.warn('custom-domain backoff not saved', { communityId: item.communityId, error: String(e) });
    });
    return false;
  }
  try {
    await store.saveDomain(step.item, item.version, effectWrites(step, item));
  } catch (error) {
    // Changed meanwhile (the owner deleted it, another run wrote): the next run steps from what is there then.
    logger.warn('custom-domain step not saved', { communityId: item.communityId, error: String(error) });
    return false;
  }
  if (step.effect) {
    for (const host of domainHosts(item)) forgetTenant(host);
    forgetCommunityConfig(item.communityId);
  }
  if (step.mail) {
    await sendDomainMail(step.mail, step.item).catch((error: unknown) => {
      logger.warn('custom-domain e-mail not sent', { communityId: item.communityId, error: String(error) });
    });
  }
  return true;
}
