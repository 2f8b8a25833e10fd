// `npm run bench`: prints a table and writes the same figures to .data/bench/latest.json, keyed by metric.
// Targets come from the issues; each row says whether it is met. Record results in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { browser } from '../../test/support/http.ts';
import { startChildPlatform } from '../../test/support/platform.ts';
import { buildWeb, webBuildIsStale } from '../local/build-web.ts';
import { benchBundles } from './bundles.ts';
import { benchCategoryReassign } from './categories.ts';
import { benchCreateCommunity } from './communities.ts';
import { benchEvents } from './events.ts';
import { assertSeededComments, benchFeed, seedVolume } from './feed.ts';
import { functionsEnvFor } from './functions-env.ts';
import { benchMemberFeed } from './member-feed.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchPlatformSettings } from './platform-settings.ts';
import { benchMemberDeletion, benchMembers } from './members.ts';
import { bareServerTail, runAutocannon, siteVersusRaw } from './http.ts';
import { benchSpa } from './spa.ts';
import { benchThroughput } from './throughput.ts';
import { benchSsr } from './ssr.ts';
import { hostClient } from '../../test/support/http.ts';
import { benchRoles } from './roles.ts';
import { benchWordFilter } from './word-filter.ts';
import { benchModeration } from './moderation.ts';
import { round } from './stats.ts';
import { benchNotifications } from './notifications.ts';
import { benchGamification } from './gamification.ts';
import { benchFanout } from './fanout.ts';
import { benchBilling } from './billing.ts';
import { benchCodesImport } from './codes.ts';
import { benchSupporters } from './supporters.ts';
import { benchDomains } from './domains.ts';
import { benchAnalytics } from './analytics.ts';
import { benchBeacons } from './beacons.ts';
import { benchUsersApi } from './users-api.ts';
import { benchWebhooks } from './webhooks.ts';

const root = join(import.meta.dirname, '../..');
const metrics: Record<string, number> = {};
const rows: Array<[string, string, string, string]> = [];
/** Rows of an exactness target (a count or a sum that must match) that were off: the run then fails. */
let exactRowsOff = 0;

function record(metric: string, value: number, unit: string, target?: { max: number } | { min: number }) {
  metrics[metric] = round(value);
  let verdict = '';
  if (target)
    verdict =
      'max' in target
        ? value <= target.max
          ? `✓ ≤ ${target.max}`
          : `✗ > ${target.max}`
        : value >= target.min
          ? `✓ ≥ ${target.min}`
          : `✗ < ${target.min}`;
  rows.push([metric, String(round(value)), unit, verdict]);
  // Each row also goes out as it is measured, so a later failure does not lose the earlier figures.
  console.log(`  ${metric} = ${round(value)} ${unit} ${verdict}`);
}

/**
 * An `--only` run on a platform of its own (a fresh data folder, removed afterwards; the functions' configuration
 * set for in-process seeding), then its figures written to `.data/bench/<file>` and the process ended.
 */
async function onOwnPlatform(
  name: string,
  rows: (p: Awaited<ReturnType<typeof startChildPlatform>>) => Promise<void>,
  env?: Record<string, string>,
): Promise<never> {
  const dir = mkdtempSync(join(tmpdir(), `hearth-bench-${name}-`));
  mkdirSync(join(root, '.data', 'bench'), { recursive: true });
  const p = await startChildPlatform({ dataDir: dir, ...(env ? { env } : {}) });
  try {
    Object.assign(process.env, functionsEnvFor(p));
    await rows(p);
  } finally {
    await p.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  finish(`latest-${name}.json`);
  process.exit(exactRowsOff ? 1 : 0);
}

// platform settings: `npm run bench -- --only settings` saves sections through the gateway, on a
// platform of its own; the API alone, so the SPA is not built for it.
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'settings') {
  await onOwnPlatform('settings', async (p) => {
    const saved = await benchPlatformSettings(p.port);
    record('settings.save.p50.ms', saved.p50, 'ms', { max: 30 });
    record('settings.save.p99.ms', saved.p99, 'ms');
    record('settings.health.reference.p50.ms', saved.healthP50, 'ms');
  });
}

// members: `npm run bench -- --only members`, on a platform of its own (API rows only: no SPA build).
const { values: memberArgs } = parseArgs({ options: { only: { type: 'string' } }, strict: false });
if (memberArgs.only === 'members') {
  await onOwnPlatform('members', async (p) => {
    const m = await benchMembers(p.port);
    record('members.seed.seconds', m.seedSeconds, 's');
    record('members.profile.dynamodbRequests', m.profileRequests, 'requests', { max: 3 });
    record('members.profile.gateway.p50.ms', m.profileP50, 'ms', { max: 15 });
    record('members.profile.gateway.p99.ms', m.profileP99, 'ms');
    record('members.activity.page1.p50.ms', m.activityPage1P50, 'ms');
    record('members.activity.page50.p50.ms', m.activityPage50P50, 'ms');
    record('members.activity.page50-over-page1.ratio', m.activityPage50P50 / m.activityPage1P50, '×', { max: 1.2 });
    record('members.usernameCheck.gateway.p50.ms', m.usernameP50, 'ms', { max: 10 });
    record('members.usernameCheck.takenSeen', m.usernameTaken ? 1 : 0, 'bool', { min: 1 });
    // Last: the member with 1,000 posts and 5,000 comments deletes their account.
    const d = await benchMemberDeletion(p.port);
    record('members.delete.before.posts', d.storedBefore.posts, 'posts', { min: 1000 });
    record('members.delete.before.comments', d.storedBefore.comments, 'comments', { min: 5000 });
    record('members.delete.before.indexed', d.indexedBefore.total, 'items');
    console.log(`  author indexes before: ${JSON.stringify(d.indexedBefore)}`);
    record('members.delete.answer.ms', d.answerMs, 'ms');
    record('members.delete.anonymised.seconds', d.backgroundSeconds, 's');
    record('members.delete.after.indexed', d.indexedAfter, 'items', { max: 0 });
    record('members.delete.after.namedPosts', d.after.namedPosts, 'posts', { max: 0 });
    record('members.delete.after.namedComments', d.after.namedComments, 'comments', { max: 0 });
    record('members.delete.after.posts', d.after.posts, 'posts', { min: d.storedBefore.posts });
    record('members.delete.after.comments', d.after.comments, 'comments', { min: d.storedBefore.comments });
  });
}

// gatekeeping: `npm run bench -- --only word-filter`, on a platform of its own (API rows only: no SPA build).
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'word-filter') {
  await onOwnPlatform('word-filter', async (p) => {
    const w = await benchWordFilter(p.port);
    record('wordFilter.terms', w.terms, 'terms', { min: 4000 });
    record('wordFilter.compile.ms', w.compileMs, 'ms');
    record('wordFilter.perWrite.p50.ms', w.maskP50, 'ms');
    record('wordFilter.perWrite.p99.ms', w.maskP99, 'ms');
    record('wordFilter.perWrite.cpu.p50.ms', w.maskCpuP50, 'ms');
    record('wordFilter.perWrite.cpu.p99.ms', w.maskCpuP99, 'ms', { max: 2 });
    record('wordFilter.postCreate.without.p50.ms', w.withoutP50, 'ms');
    record('wordFilter.postCreate.without.p99.ms', w.withoutP99, 'ms');
    record('wordFilter.postCreate.with.p50.ms', w.withP50, 'ms');
    record('wordFilter.postCreate.with.p99.ms', w.withP99, 'ms');
    record('wordFilter.postCreate.added.p50.ms', w.withP50 - w.withoutP50, 'ms');
    record('wordFilter.postCreate.masked', w.masked ? 1 : 0, 'bool', { min: 1 });
  });
}

// `npm run bench -- --only notifications`, on a platform of its own (API rows only: no SPA build).
if (memberArgs.only === 'notifications') {
  await onOwnPlatform('notifications', async (p) => {
    const n = await benchNotifications(p.port);
    record('notifications.unread.dynamodbRequests', n.unreadRequests, 'requests', { max: 1 });
    record('notifications.unread.gateway.p50.ms', n.unreadP50, 'ms', { max: 15 });
    record('notifications.unread.gateway.p99.ms', n.unreadP99, 'ms');
    record('notifications.live.lag.p50.ms', n.liveLagP50, 'ms', { max: 2000 });
    record('notifications.live.newComment.lag.p50.ms', n.newCommentLagP50, 'ms', { max: 1500 });
  });
}

// `npm run bench -- --only fanout`: a post in a community of 10,000 members with newPost on, every eligible
// member notified through the platform's own delivery, then every page delivered again: no duplicates.
if (memberArgs.only === 'fanout') {
  await onOwnPlatform('fanout', async (p) => {
    const f = await benchFanout(p.port);
    record('fanout.members', f.members, 'members', { min: 10_000 });
    record('fanout.eligible', f.eligible, 'members');
    record('fanout.pages', f.pages, 'events');
    record('fanout.allNotified.seconds', f.seconds, 's', { max: 60 });
    record('fanout.missing', f.missing, 'members', { max: 0 });
    record('fanout.wronglyNotified', f.wronglyNotified, 'members', { max: 0 });
    record('fanout.duplicates', f.duplicates, 'notifications', { max: 0 });
    record('fanout.redelivered.applied', f.redeliveriesApplied, 'deliveries', { max: 0 });
    record('fanout.replayed.notified', f.replayedNotified, 'members', { max: 0 });
    record('fanout.replayed.seconds', f.replaySeconds, 's');
    record('fanout.mails.sent', f.mailsSent, 'members', { min: f.mailsExpected });
    record('fanout.mails.duplicates', f.mailDuplicates, 'mails', { max: 0 });
  });
}

// billing: `npm run bench -- --only billing`: the Stripe webhook through the gateway (signed events, sequential and
// from 10 connections), /subscription's DynamoDB requests, and Top Members' requests allowed and refused by the plan.
if (memberArgs.only === 'billing') {
  await onOwnPlatform('billing', async (p) => {
    const b = await benchBilling(p.port, p.stripe);
    record('billing.webhook.sequential.p50.ms', b.webhookSequential.p50, 'ms');
    record('billing.webhook.sequential.p99.ms', b.webhookSequential.p99, 'ms', { max: 100 });
    record('billing.webhook.10conn.p50.ms', b.webhook10conn.p50, 'ms');
    record('billing.webhook.10conn.p99.ms', b.webhook10conn.p99, 'ms', { max: 100 });
    record('billing.webhook.10conn.reqPerSec', b.webhook10conn.reqPerSec, 'req/s');
    record('billing.webhook.oneSubscription.10conn.p50.ms', b.webhookOneSubscription10conn.p50, 'ms');
    record('billing.webhook.oneSubscription.10conn.p99.ms', b.webhookOneSubscription10conn.p99, 'ms');
    record('billing.webhook.notApplied', b.webhookFailed, 'events', { max: 0 });
    record('billing.subscription.dynamodbRequests', b.detailsRequests, 'requests', { max: 2 });
    record('billing.subscription.gateway.p50.ms', b.detailsP50, 'ms');
    record('billing.subscription.gateway.p99.ms', b.detailsP99, 'ms');
    record('billing.topMembers.allowed.dynamodbRequests', b.topMembersAllowedRequests, 'requests', { max: 2 });
    // Refused by the plan after the staff record and community read: the check itself reads nothing more.
    record('billing.topMembers.refusedByPlan.dynamodbRequests', b.topMembersRefusedRequests, 'requests', {
      max: b.topMembersAllowedRequests - 1,
    });
    record('billing.topMembers.refusedByPlan.status', b.topMembersRefusedStatus, 'status', { min: 403 });
  });
}

// lifetime codes: `npm run bench -- --only codes`: 1,000 codes imported as `npm run codes:import` does, then the same
// file again (it must change nothing).
if (memberArgs.only === 'codes') {
  await onOwnPlatform('codes', async (p) => {
    const c = await benchCodesImport(p.port);
    record('codes.import.1000.s', c.first.seconds, 's', { max: 10 });
    record('codes.import.1000.created', c.first.report.created, 'codes', { min: c.count });
    record('codes.reimport.1000.s', c.again.seconds, 's', { max: 10 });
    record('codes.reimport.changed', c.again.report.created + c.again.report.refunded, 'codes', { max: 0 });
  });
}

// paid membership: `npm run bench -- --only supporters`: 1,000 supporters' subscriptions and renewals on the demo
// community, every Connect event delivered twice in a seeded random order, 10 at a time; earnings, subscriber counts,
// members' states and the subscriber list checked exactly against what the demo had before.
if (memberArgs.only === 'supporters') {
  await onOwnPlatform('supporters', async (p) => {
    const s = await benchSupporters(p.port, p.dataDir);
    const exact = (metric: string, v: { value: number; expected: number }, unit: string) => {
      record(metric, v.value, unit);
      record(`${metric}.off`, Math.abs(v.value - v.expected), unit, { max: 0 });
      if (v.value !== v.expected) exactRowsOff++;
    };
    const zero = (metric: string, value: number, unit: string) => {
      record(metric, value, unit, { max: 0 });
      if (value !== 0) exactRowsOff++;
    };
    record('supporters.benchSupporters', s.supporters, 'members');
    record('supporters.events', s.events, 'events');
    record('supporters.deliveries', s.deliveries, 'deliveries');
    record('supporters.deliveries.replayNextToFirst', s.racingReplays, 'events');
    record('supporters.demoActiveBefore', s.demoActiveBefore, 'subscribers');
    zero('supporters.deliveries.failed', s.failed, 'deliveries');
    if (s.firstFailure) console.log(`  first failed delivery: ${s.firstFailure}`);
    exact('supporters.duplicateAnswers', s.duplicates, 'deliveries');
    exact('supporters.totals.active', s.activeTotal, 'subscribers');
    exact('supporters.earnings.usd.gross', s.gross, 'cents');
    exact('supporters.earnings.usd.fee', s.fee, 'cents');
    exact('supporters.earnings.usd.net', s.net, 'cents');
    exact('supporters.earnings.usd.payments', s.payments, 'payments');
    zero('supporters.members.notActiveWithOneOpenPeriod', s.wrongMembers, 'members');
    zero('supporters.subscribers.paidNetWrong', s.wrongPaidNet, 'members');
    exact('supporters.list.active.total', s.listTotal, 'subscribers');
    exact('supporters.list.active.walked', s.listWalked, 'subscribers');
    record('supporters.list.active.pages', s.listWalked.pages, 'pages');
    zero('supporters.list.active.repeated', s.listWalked.repeats, 'entries');
    record('supporters.webhook.10conn.deliveriesPerSec', s.deliveriesPerSecond, 'req/s');
    record('supporters.webhook.10conn.p50.ms', s.p50, 'ms');
    record('supporters.webhook.10conn.p99.ms', s.p99, 'ms');
  });
}

// custom domains: `npm run bench -- --only domains`: the domain worker on 1,000 pending domains (in this process,
// against a simulator of its own: the platform's job timers are off), the status read's and a custom host's DynamoDB
// requests (API rows only: no SPA build).
if (memberArgs.only === 'domains') {
  await onOwnPlatform(
    'domains',
    async (p) => {
      const d = await benchDomains(p.port);
      record('domains.pending', d.pending, 'domains', { min: 1000 });
      for (const [i, run] of d.runs.entries()) {
        const key = `domains.worker.step${i + 1}`;
        console.log(`  ${key}: ${run.what}`);
        record(`${key}.advanced`, run.advanced, 'domains', { min: d.pending });
        record(`${key}.runs`, run.runs, 'runs', { max: 1 });
        record(`${key}.seconds`, run.seconds, 's', { max: 55 });
      }
      record('domains.status.dynamodbRequests', d.statusRequests, 'requests', { max: 1 });
      record('domains.tenant.customHost.dynamodbRequests', d.tenantRequests, 'requests', { max: 1 });
      record('domains.tenant.customHost.resolved', d.tenantResolved ? 1 : 0, 'bool', { min: 1 });
    },
    { HEARTH_JOB_TIMERS: 'off' },
  );
}

// statistics: `npm run bench -- --only analytics`: 120 days of counters and beacon aggregates for the demo
// community, then every card for the last 7, 30 and 90 days and online now: DynamoDB requests per call (in process)
// and p50 through the gateway (API rows only: no SPA build).
if (memberArgs.only === 'analytics') {
  await onOwnPlatform('analytics', async (p) => {
    const a = await benchAnalytics(p.port);
    record('analytics.seededDays', a.seededDays, 'days', { min: 90 });
    for (const r of a.ranges) {
      record(`analytics.get.${r.days}d.dynamodbRequests`, r.requests, 'requests', { max: 2 });
      record(`analytics.get.${r.days}d.gateway.p50.ms`, r.p50, 'ms', { max: 20 });
      record(`analytics.get.${r.days}d.gateway.p99.ms`, r.p99, 'ms');
      record(`analytics.get.${r.days}d.pageViews`, r.pageViews, 'views');
      record(`analytics.get.${r.days}d.query.inProcess.p50.ms`, r.queryP50, 'ms');
    }
    record('analytics.online.dynamodbRequests', a.online.requests, 'requests', { max: 2 });
    record('analytics.online.gateway.p50.ms', a.online.p50, 'ms', { max: 20 });
    record('analytics.online.gateway.p99.ms', a.online.p99, 'ms');
    record('analytics.online.members', a.online.members, 'members');
    record('analytics.online.guests', a.online.guests, 'guests');
  });
}

// analytics: `npm run bench -- --only beacons`: the beacon endpoint through the gateway, its DynamoDB requests per batch,
// and 100,000 beacons over 30 simulated days aggregated exactly and once (scripts/bench/beacons.ts; API rows only).
if (memberArgs.only === 'beacons') {
  await onOwnPlatform(
    'beacons',
    async (p) => {
      const b = await benchBeacons(p.port);
      record('beacons.endpoint.1conn.p50.ms', b.single.p50, 'ms');
      record('beacons.endpoint.1conn.p99.ms', b.single.p99, 'ms', { max: 10 });
      record('beacons.endpoint.1conn.batchesPerSec', b.single.batchesPerSec, 'batches/s');
      record('beacons.endpoint.1000rps.p50.ms', b.fixed.p50, 'ms');
      record('beacons.endpoint.1000rps.p99.ms', b.fixed.p99, 'ms', { max: 10 });
      record('beacons.endpoint.1000rps.batchesPerSec', b.fixed.batchesPerSec, 'batches/s');
      // A beacon is one item (a page view or a heartbeat), as in the 100,000 below; a batch carries 5.
      record('beacons.endpoint.1000rps.beaconsPerSec', b.fixed.batchesPerSec * b.itemsPerBatch, 'beacons/s', {
        min: 1000,
      });
      record('beacons.endpoint.1000rps.non2xx', b.fixed.non2xx, 'responses', { max: 0 });
      record('beacons.endpoint.max.p99.ms', b.max.p99, 'ms');
      record('beacons.endpoint.max.batchesPerSec', b.max.batchesPerSec, 'batches/s');
      record('beacons.endpoint.max.beaconsPerSec', b.max.batchesPerSec * b.itemsPerBatch, 'beacons/s', { min: 1000 });
      record('beacons.endpoint.dynamodbRequestsPerBatch', b.requestsPerBatch, 'requests', { max: 1 });
      record('beacons.generated.beacons', b.beacons, 'beacons', { min: 100_000 });
      record('beacons.generated.batches', b.batches, 'batches');
      record('beacons.generated.visitors', b.visitors, 'visitors', { min: 1000 });
      record('beacons.consumer.seconds', b.deliverSeconds, 's');
      record('beacons.aggregates.countersCompared', b.countersCompared, 'counters');
      record('beacons.aggregates.countersOff', b.countersOff, 'counters', { max: 0 });
      record('beacons.redelivery.duplicates', b.redelivered.duplicates, 'events', { min: b.batches });
      record('beacons.redelivery.countersOff', b.redelivered.countersOff, 'counters', { max: 0 });
      if (b.countersOff || b.redelivered.countersOff || b.redelivered.duplicates !== b.batches) exactRowsOff += 1;
    },
    { HEARTH_EVENTS_PAUSED: '1', BEACON_LIMIT_PER_MINUTE: '1000000000' },
  );
}

// `npm run bench -- --only users-api`: the API-key step in process (warm, cold, the rate count, the whole step), the
// public feed's DynamoDB requests a warm page and its gateway time with a key. The limit raised so no call is refused.
if (memberArgs.only === 'users-api') {
  process.env.API_KEY_RATE_LIMIT = '100000000';
  await onOwnPlatform(
    'users-api',
    async (p) => {
      const u = await benchUsersApi(p.port);
      // Microseconds: two decimals of a millisecond would round the warm check to 0.
      record('usersApi.keyCheck.warm.p50.us', u.verifyWarm.p50 * 1000, 'µs');
      record('usersApi.keyCheck.warm.p99.us', u.verifyWarm.p99 * 1000, 'µs', { max: 1000 });
      record('usersApi.keyCheck.cold.p50.ms', u.verifyCold.p50, 'ms');
      record('usersApi.keyCheck.cold.p99.ms', u.verifyCold.p99, 'ms');
      record('usersApi.rateCount.p50.ms', u.rateCount.p50, 'ms');
      record('usersApi.rateCount.p99.ms', u.rateCount.p99, 'ms');
      record('usersApi.keyStep.p50.ms', u.step.p50, 'ms');
      record('usersApi.keyStep.p99.ms', u.step.p99, 'ms');
      record('usersApi.keyStep.withoutRateCount.p50.ms', u.stepUncounted.p50, 'ms');
      record('usersApi.keyStep.withoutRateCount.p99.ms', u.stepUncounted.p99, 'ms', { max: 1 });
      record('usersApi.rateLimit.added.p50.ms', u.step.p50 - u.stepUncounted.p50, 'ms');
      record('usersApi.feed.pagesMeasured', u.pagesMeasured, 'pages', { min: 1 });
      record('usersApi.feed.cold.maxDynamoReads', u.coldMaxReads, 'requests', { max: 3 });
      record('usersApi.feed.warm.maxDynamoReads', u.warmMaxReads, 'requests', { max: 3 });
      record('usersApi.feed.warm.maxDynamoWrites', u.warmMaxWrites, 'requests');
      record('usersApi.feed.gateway.page1.p50.ms', u.gateway.p50, 'ms');
      record('usersApi.feed.gateway.page1.p99.ms', u.gateway.p99, 'ms');
    },
    { API_KEY_RATE_LIMIT: '100000000' },
  );
}

// `npm run bench -- --only webhooks`: delivery lag to a receiver on 127.0.0.1, and 1,000 events to a healthy and a
// failing endpoint through the platform's own delivery and retry job.
if (memberArgs.only === 'webhooks') {
  await onOwnPlatform('webhooks', async (p) => {
    process.env.WEBHOOKS_ALLOW_LOOPBACK = 'true';
    const w = await benchWebhooks(p.port);
    record('webhooks.lag.samples', w.lag.samples, 'events');
    record('webhooks.lag.p50.ms', w.lag.p50, 'ms', { max: 2000 });
    record('webhooks.lag.p99.ms', w.lag.p99, 'ms');
    record('webhooks.volume.events', w.events, 'events', { min: 1000 });
    record('webhooks.volume.delivered.seconds', w.deliveredSeconds, 's');
    record('webhooks.volume.healthy.received', w.healthy.received, 'deliveries');
    record('webhooks.volume.healthy.missing', w.healthy.missing, 'events', { max: 0 });
    record('webhooks.volume.healthy.duplicates', w.healthy.duplicates, 'deliveries', { max: 0 });
    record('webhooks.volume.healthy.succeededFirstTime', w.healthy.succeeded, 'deliveries', { min: w.events });
    record('webhooks.volume.failing.attempted', w.failing.firstAttempts, 'events', { min: w.events });
    record('webhooks.volume.failing.pending', w.failing.pending, 'deliveries', { min: w.events });
    record('webhooks.volume.failing.offSchedule', w.failing.offSchedule, 'deliveries', { max: 0 });
    record('webhooks.volume.failing.inRetryClaim', w.failing.inRetryClaim, 'deliveries');
    record('webhooks.volume.lost', w.lost, 'events', { max: 0 });
    record('webhooks.retry.resent', w.retry.resent, 'deliveries', { min: w.events });
    record('webhooks.retry.offSchedule', w.retry.offSchedule, 'deliveries', { max: 0 });
    record('webhooks.retry.waited.seconds', w.retry.seconds, 's');
    record('webhooks.retry.healthyExtra', w.retry.healthyExtra, 'deliveries', { max: 0 });
    const exact = [w.healthy.missing, w.healthy.duplicates, w.lost, w.failing.offSchedule, w.retry.offSchedule];
    if (exact.some((n) => n !== 0) || w.retry.resent < w.events) exactRowsOff += 1;
  });
}

if (webBuildIsStale(root)) buildWeb(root);
mkdirSync(join(root, '.data', 'bench'), { recursive: true });

/** The event backbone's rows, on a platform of their own after a first start. */
async function eventRows() {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-events-'));
  const p = await startChildPlatform({ dataDir: dir });
  try {
    Object.assign(process.env, functionsEnvFor(p));
    const ev = await benchEvents(p.port);
    record('events.outbox.postCreate.txn.p50.ms', ev.write.postWith, 'ms');
    record('events.outbox.postCreate.txnWithout.p50.ms', ev.write.postWithout, 'ms');
    // The transaction alone on DynamoDB Local (its time grows with the item count); the issue's +15% target is on the
    // request's p50 against the commit before the outbox: scripts/bench/write-latency.ts, docs/benchmarks.md.
    record('events.outbox.postCreate.cost.ratio', ev.write.postWith / ev.write.postWithout, '×');
    record('events.outbox.vote.txn.p50.ms', ev.write.voteWith, 'ms');
    record('events.outbox.vote.txnWithout.p50.ms', ev.write.voteWithout, 'ms');
    record('events.outbox.vote.cost.ratio', ev.write.voteWith / ev.write.voteWithout, '×');
    record('events.gateway.postCreate.p50.ms', ev.gateway.postCreateP50, 'ms');
    record('events.gateway.vote.p50.ms', ev.gateway.voteP50, 'ms');
    record('events.lag.samples', ev.lag.count, 'events');
    record('events.lag.p50.ms', ev.lag.p50, 'ms', { max: 1000 });
    record('events.lag.p99.ms', ev.lag.p99, 'ms', { max: 3000 });
    record('events.volume.events', ev.volume.events, 'events');
    record('events.volume.writers', ev.volume.writers, 'writers');
    record('events.volume.written.seconds', ev.volume.writeSeconds, 's');
    record('events.volume.deliveredIn.seconds', ev.volume.seconds, 's', { max: 60 });
    record('events.volume.lost', ev.volume.lost, 'events', { max: 0 });
    record('events.volume.appliedTwice', ev.volume.appliedTwice, 'events', { max: 0 });
  } finally {
    await p.stop();
  }
}

/** The forum at scale: 10,000 posts and 50,000 comments, the feed's requests and latency, 250 voters. */
async function forumRows(port: number) {
  const feed = await benchFeed(port);
  record('feed.seed.seconds', feed.seedSeconds, 's');
  record('feed.seed.commentsListedAsSeeded.posts', feed.postsChecked, 'posts', { min: 3 });
  record('feed.pagesMeasured', feed.pagesMeasured, 'pages');
  record('feed.page.maxDynamoRequests', feed.maxRequests, 'requests', { max: 3 });
  record('feed.page.maxItemsRead', feed.maxItems, 'items', { max: 45 });
  record('feed.gateway.page1.p50.ms', feed.page1.p50, 'ms', { max: 15 });
  record('feed.gateway.page1.p99.ms', feed.page1.p99, 'ms', { max: 40 });
  record('feed.gateway.page50.p50.ms', feed.page50.p50, 'ms', { max: 15 });
  record('feed.gateway.page50.p99.ms', feed.page50.p99, 'ms', { max: 40 });
  record('feed.gateway.page50-over-page1.p50.ratio', feed.page50.p50 / feed.page1.p50, '×', { max: 1.2 });
  record('feed.gateway.mixed.p50.ms', feed.mixed.p50, 'ms', { max: 15 });
  record('feed.gateway.mixed.p99.ms', feed.mixed.p99, 'ms', { max: 40 });
  record('votes.250concurrent.failed', feed.votes.failed, 'requests', { max: 0 });
  record('votes.250concurrent.countError', Math.abs(feed.votes.exactA) + Math.abs(feed.votes.exactB), 'votes', {
    max: 0,
  });
  record('votes.250concurrent.topOrderRight', feed.votes.topOrderRight ? 1 : 0, 'bool', { min: 1 });
  record('votes.250concurrent.hotOrderRight', feed.votes.hotOrderRight ? 1 : 0, 'bool', { min: 1 });
  record('votes.250concurrent.seconds', feed.votes.seconds, 's');
  await memberFeedRows(port, feed.scopes);
}

/** A member's feed on the shared page (scripts/bench/member-feed.ts): requests cold and warm, and its time. */
async function memberFeedRows(port: number, scopes: { subforum: string; category: string }, requests = 500) {
  const m = await benchMemberFeed(port, scopes, 10, requests);
  record('feed.member.pagesMeasured', m.pagesMeasured, 'pages');
  record('feed.member.cold.maxDynamoRequests', m.coldMaxRequests, 'requests', { max: 3 });
  record('feed.member.warm.maxDynamoRequests', m.warmMaxRequests, 'requests', { max: 2 });
  // Every seeded card carries its author's subscriber badge, read with the card.
  record('feed.member.seededCards', m.cardsRead, 'cards', { min: 1 });
  record('feed.member.seededCards.withoutSubscriberBadge', m.cardsRead - m.subscriberCards, 'cards', { max: 0 });
  record('feed.member.warm.inProcess.p50.ms', m.inProcess.p50, 'ms');
  record('feed.member.warm.inProcess.p99.ms', m.inProcess.p99, 'ms');
  record('feed.member.gateway.page1.p50.ms', m.gateway.p50, 'ms', { max: 5 });
  record('feed.member.gateway.page1.p99.ms', m.gateway.p99, 'ms');
}

// `npm run bench -- --only ssr`: the server render through the gateway, on the built SPA and the forum seed.
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'ssr') {
  if (webBuildIsStale(root)) buildWeb(root);
  await onOwnPlatform('ssr', async (p) => {
    // The home page at 10,000 posts (the forum seed; its feed's first page is the seeded posts).
    const seedStart = performance.now();
    await seedVolume();
    record('ssr.seed.seconds', (performance.now() - seedStart) / 1000, 's');
    await hostClient(p.port, 'app.localhost')('/_dev/events/drain', { method: 'POST' });
    const s = await benchSsr(root, p.port);
    // The server render's target excludes DynamoDB's time: the render with its API answers from memory.
    record('ssr.home.renderOnly.p50.ms', s.homeRenderOnly.p50, 'ms', { max: 10 });
    record('ssr.home.renderOnly.p99.ms', s.homeRenderOnly.p99, 'ms', { max: 60 });
    record('ssr.home.render.p50.ms', s.homeRender.p50, 'ms');
    record('ssr.home.render.p99.ms', s.homeRender.p99, 'ms');
    record('ssr.home.html.edge.p50.ms', s.homeHtml.p50, 'ms');
    record('ssr.home.html.edge.p99.ms', s.homeHtml.p99, 'ms');
    record('ssr.feedApi.p50.ms', s.feedApi.p50, 'ms');
    record('ssr.feedApi.p99.ms', s.feedApi.p99, 'ms');
    // An uncached home render against the feed JSON it shows, interleaved in one run (both edge misses).
    record('ssr.home.uncachedVsFeed.home.p50.ms', s.uncachedVsFeed.home.p50, 'ms');
    record('ssr.home.uncachedVsFeed.home.p99.ms', s.uncachedVsFeed.home.p99, 'ms');
    record('ssr.home.uncachedVsFeed.feed.p50.ms', s.uncachedVsFeed.feed.p50, 'ms');
    record('ssr.home.uncachedVsFeed.feed.p99.ms', s.uncachedVsFeed.feed.p99, 'ms');
    record('ssr.home.uncachedVsFeed.ratio', s.uncachedVsFeed.home.p50 / s.uncachedVsFeed.feed.p50, '×', { max: 2 });
    record('ssr.home.html.10conn.reqPerSec', s.homeLoad.reqPerSec, 'req/s', { min: 150 });
    record('ssr.home.html.10conn.non2xx', s.homeLoad.non2xx, 'responses', { max: 0 });
    record('ssr.post.html.10conn.reqPerSec', s.postLoad.reqPerSec, 'req/s', { min: 150 });
    record('ssr.post.html.10conn.non2xx', s.postLoad.non2xx, 'responses', { max: 0 });
    record('ssr.post.render.10conn.reqPerSec', s.postRenderLoad.reqPerSec, 'req/s');
    record('ssr.post.render.10conn.non2xx', s.postRenderLoad.non2xx, 'responses', { max: 0 });
    record('ssr.firstPaint.fcp.ms', s.firstPaint.fcpMs, 'ms');
    record('ssr.firstPaint.requests', s.firstPaint.requests.length, 'requests', { max: 8 });
    console.log(`  before first paint: ${s.firstPaint.requests.join(' ')}`);
  });
}

/**
 * Lighthouse mobile on one page of the demo community. The first load warms what a CDN keeps warm (compressed
 * assets, the community's cached config, the edge's copy of the rendered page). Scores vary from run to run
 * (Lighthouse's own guidance: take the median of several), so five runs follow and the median run is recorded, with
 * the lowest score beside it. The stricter bar (95) is for an idle machine; the recorded target is 90.
 */
async function lighthouseRows(port: number, name: string, path: string) {
  const url = `http://demo.localhost:${port}${path}`;
  await benchLighthouse(url);
  const runs: Awaited<ReturnType<typeof benchLighthouse>>[] = [];
  for (let i = 0; i < 5; i++) runs.push(await benchLighthouse(url));
  const lh = runs.sort((a, b) => a.score - b.score)[2]!;
  record(`lighthouse.${name}.mobile.performance.min`, runs[0]!.score, 'score');
  record(`lighthouse.${name}.mobile.performance`, lh.score, 'score', { min: 90 });
  record(`lighthouse.${name}.mobile.fcp.ms`, lh.fcpMs, 'ms', { max: 1500 });
  record(`lighthouse.${name}.mobile.lcp.ms`, lh.lcpMs, 'ms', { max: 2000 });
  record(`lighthouse.${name}.mobile.tbt.ms`, lh.tbtMs, 'ms', { max: 100 });
  record(`lighthouse.${name}.mobile.cls`, lh.cls, '', { max: 0.02 });
}

/** Lambda bundles: size, and in a fresh process the import alone and the import plus a first real response. */
async function bundleRows(platform: Awaited<ReturnType<typeof startChildPlatform>>) {
  const functionsEnv = functionsEnvFor(platform);
  for (const b of await benchBundles(root, functionsEnv, `demo.localhost:${platform.port}`)) {
    record(`bundle.${b.domain}.minified.kb`, b.minifiedBytes / 1024, 'KB', { max: 250 });
    record(`bundle.${b.domain}.gzip.kb`, b.gzipBytes / 1024, 'KB');
    record(`bundle.${b.domain}.total.minified.kb`, b.totalMinifiedBytes / 1024, 'KB');
    record(`bundle.${b.domain}.coldImport.p50.ms`, b.coldImportMsP50, 'ms', { max: 40 });
    if (b.coldFirstResponseMsP50 !== null) {
      record(`bundle.${b.domain}.coldFirstResponse.p50.ms`, b.coldFirstResponseMsP50, 'ms');
    }
  }
}

/** The SPA's initial JS and CSS per tree (gzip), from the built SPA's manifest. */
function spaRows() {
  for (const s of benchSpa(root, {
    owner: 'src/routes/owner/owner-app.tsx',
    community: 'src/routes/community/community-site.tsx',
  })) {
    record(
      `spa.${s.tree}.initialJs.gzip.kb`,
      s.jsGzipBytes / 1024,
      'KB',
      s.tree === 'owner' ? { max: 200 } : { max: 160 },
    );
    record(
      `spa.${s.tree}.initialCss.gzip.kb`,
      s.cssGzipBytes / 1024,
      'KB',
      s.tree === 'community' ? { max: 25 } : undefined,
    );
  }
}

// `npm run bench -- --only bundles`: the Lambda bundles and the SPA's initial JS, on a platform of their own.
if (memberArgs.only === 'bundles') {
  if (webBuildIsStale(root)) buildWeb(root);
  await onOwnPlatform('bundles', async (p) => {
    await bundleRows(p);
    spaRows();
  });
}

// `npm run bench -- --only lighthouse`: Lighthouse mobile on the demo home and a post page, on the built SPA.
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'lighthouse') {
  if (webBuildIsStale(root)) buildWeb(root);
  await onOwnPlatform('lighthouse', async (p) => {
    const feed = await hostClient(p.port, 'demo.localhost')<{ items: Array<{ slug: string }> }>('/api/v1/feed');
    await lighthouseRows(p.port, 'demoHome', '/');
    await lighthouseRows(p.port, 'demoPost', `/post/${feed.json.items[0]!.slug}`);
  });
}

// `npm run bench -- --only forum`: the forum rows alone, on a platform of their own (no SPA build needed).
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'forum') {
  await onOwnPlatform('forum', async (p) => {
    await forumRows(p.port);
  });
}

// `npm run bench -- --only member-feed`: a member's feed on the shared page over a smaller seed (1,000 posts, 5,000
// comments: the same items per page; a short run for a shared machine), on a platform of its own.
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'member-feed') {
  await onOwnPlatform('member-feed', async (p) => {
    const { subforum, category } = await seedVolume(1_000);
    await hostClient(p.port, 'app.localhost')('/_dev/events/drain', { method: 'POST' });
    await memberFeedRows(p.port, { subforum, category }, 300);
  });
}

// `npm run bench -- --only throughput`: the forum seed, then feed page 1 and a post's comments page at 10
// connections through the gateway (each request an edge miss), and feed page 1 from the guests' edge cache, on a
// platform of their own.
if (parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only === 'throughput') {
  await onOwnPlatform('throughput', async (p) => {
    const seedStart = performance.now();
    const { sample } = await seedVolume();
    record('throughput.seed.seconds', (performance.now() - seedStart) / 1000, 's');
    await hostClient(p.port, 'app.localhost')('/_dev/events/drain', { method: 'POST' });
    record('throughput.seed.commentsListedAsSeeded.posts', await assertSeededComments(p.port, sample), 'posts', {
      min: 3,
    });
    const t = await benchThroughput(p.port, sample.at(-1)!);
    for (const [name, r, min] of [
      ['feed.page1', t.feed, 300],
      ['comments.page1', t.comments, 250],
      ['comments.top.page1', t.commentsTop, undefined],
      // A guest's feed page from the edge cache (docs/architecture/request-path.md, the guests' edge cache).
      ['feed.page1.edgeHit', t.feedEdgeHit, 1000],
    ] as const) {
      record(`throughput.${name}.10conn.reqPerSec`, r.reqPerSec, 'req/s', min ? { min } : undefined);
      record(`throughput.${name}.10conn.p50.ms`, r.p50, 'ms');
      record(`throughput.${name}.10conn.p99.ms`, r.p99, 'ms');
      record(`throughput.${name}.10conn.non2xx`, r.non2xx, 'responses', { max: 0 });
    }
  });
}

// `npm run bench -- --only events`: the event rows alone (the full run takes long on a shared machine).
const { values: args } = parseArgs({ options: { only: { type: 'string' } }, strict: false });
if (args.only === 'events') {
  await eventRows();
  finish('latest-events.json');
  process.exit(0);
}
// subforums and categories: `npm run bench -- --only categories`, on a platform of its own.
if (args.only === 'categories') {
  await onOwnPlatform('categories', async (p) => {
    const c = await benchCategoryReassign(p.port);
    record('categories.reassign.posts', c.posts, 'posts');
    record('categories.reassign.seed.seconds', c.seedSeconds, 's');
    record('categories.reassign.answer.ms', c.answerMs, 'ms');
    record('categories.reassign.doneIn.seconds', c.doneSeconds, 's');
    record('categories.reassign.leftInDeleted', c.leftInDeleted, 'posts', { max: 0 });
    record('categories.reassign.inTarget', c.inTarget, 'posts', { min: c.posts });
  });
}

// roles
// `npm run bench -- --only roles`: assigning a role to 1,000 members in one request; deleting a role held by 10,000.
if (args.only === 'roles') {
  await onOwnPlatform('roles', async (p) => {
    const r = await benchRoles(p.port);
    record('roles.assign.1000members.ms', r.assign1000Ms, 'ms', { max: 2000 });
    record('roles.assign.1000members.results', r.assign1000Results, 'assigned', { min: 1000 });
    record('roles.assign.10000members.seconds', r.assignAllSeconds, 's');
    record('roles.delete.10000members.answer.ms', r.deleteAnswerMs, 'ms');
    record('roles.delete.10000members.allMoved.seconds', r.deleteMovedSeconds, 's');
    record('roles.delete.10000members.moved', r.membersMoved, 'members', { min: 10_000 });
    record('roles.delete.10000members.lost', r.membersStillHolding, 'members', { max: 0 });
  });
}

// moderation
// `npm run bench -- --only moderation`: one request acting on 100 reports; the Reports and Audit Logs pages.
if (args.only === 'moderation') {
  await onOwnPlatform('moderation', async (p) => {
    const m = await benchModeration(p.port);
    record('invitations.1000.answer.ms', m.inviteMs, 'ms', { max: 1000 });
    record('invitations.1000.mailing.ms', m.inviteMailingMs, 'ms');
    record('invitations.1000.mailed', m.invitesMailed, 'addresses', { min: 1000 });
    record('invitations.1000.sentTwice', m.invitesSentTwice, 'addresses', { max: 0 });
    record('moderation.bulk.100reports.ms', m.bulkMs, 'ms', { max: 1000 });
    record('moderation.bulk.100reports.results', m.bulkResults, 'results', { min: 100 });
    record('moderation.bulk.100reports.ok', m.bulkOk, 'ok', { min: 100 });
    record('moderation.bulkDelete.100reports.ms', m.deleteMs, 'ms', { max: 1000 });
    record('moderation.bulkDelete.100reports.ok', m.deleteOk, 'ok', { min: 100 });
    record('moderation.reports.page.dynamodbRequests', m.reportsRequests, 'requests', { max: 2 });
    record('moderation.reports.page.gateway.p50.ms', m.reportsP50, 'ms', { max: 15 });
    record('moderation.auditLogs.page.dynamodbRequests', m.auditRequests, 'requests', { max: 2 });
    record('moderation.auditLogs.page.gateway.p50.ms', m.auditP50, 'ms', { max: 15 });
  });
}

// gamification
// `npm run bench -- --only gamification`: 10,000 events from 1,000 members (100 with supporter periods) delivered
// twice → XP equals the recomputation with the 1.5× rule at each event's instant; the leaderboard's top 20 at 10,000
// members.
if (args.only === 'gamification') {
  await onOwnPlatform('gamification', async (p) => {
    const g = await benchGamification(p.port);
    record('gamification.events', g.events, 'events', { min: 10_000 });
    record('gamification.deliveries', g.deliveries, 'deliveries');
    record('gamification.deliver.seconds', g.deliverSeconds, 's');
    record('gamification.deliveries.failed', g.failedDeliveries, 'deliveries', { max: 0 });
    record('gamification.capsBinding', g.capsBinding, 'member-kind-days');
    record('gamification.supporters', g.supporters, 'members', { min: 100 });
    record('gamification.awards.multiplied', g.multipliedAwards, 'awards');
    record('gamification.members.xpMismatch', g.mismatchedMembers, 'members', { max: 0 });
    record('gamification.members.wrongLevel', g.wrongLevels, 'members', { max: 0 });
    record('gamification.leaderboard.top20.dynamodbRequests', g.leaderboardRequests, 'requests', { max: 1 });
    record('gamification.leaderboard.top20.gateway.p50.ms', g.leaderboardP50, 'ms', { max: 10 });
    record('gamification.leaderboard.top20.gateway.p99.ms', g.leaderboardP99, 'ms');
  });
}

// Start-up: a first start on an empty data folder (creates tables, pool, seed), then a restart on the same data.
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
let t = performance.now();
let platform = await startChildPlatform({ dataDir, keepData: true });
record('start.first.seconds', (performance.now() - t) / 1000, 's', { max: 20 });
await platform.stop();
t = performance.now();
platform = await startChildPlatform({ dataDir, keepData: true });
record('start.restart.seconds', (performance.now() - t) / 1000, 's', { max: 20 });

try {
  // Steady state is what these rows measure (cold starts are measured per bundle below), so each route is warmed
  // first: its Lambda module loaded, the SDK clients created, the JIT warm.
  for (const [host, path] of [
    ['app.localhost', '/api/health'],
    ['demo.localhost', '/api/v1/site'],
  ] as const) {
    await runAutocannon(platform.port, { name: 'warm-up', host, path, connections: 10, rate: null, seconds: 2 });
  }

  // Gateway overhead: /api/health at a fixed 500 req/s from 2 connections (the target row), then from 10, next to
  // a bare Node server on the same machine at the same rate: autocannon fires a 10-connection rate in bursts, and on
  // 2 cores the load generator's own tail shows up in that row (docs/benchmarks.md).
  const health = await runAutocannon(platform.port, {
    name: 'health',
    host: 'app.localhost',
    path: '/api/health',
    connections: 2,
    rate: 500,
    seconds: 10,
  });
  record('gateway.health.500rps.p50.ms', health.p50, 'ms');
  record('gateway.health.500rps.p99.ms', health.p99, 'ms', { max: 5 });
  record('gateway.health.500rps.non2xx', health.non2xx, 'responses', { max: 0 });
  const health10 = await runAutocannon(platform.port, {
    name: 'health',
    host: 'app.localhost',
    path: '/api/health',
    connections: 10,
    rate: 500,
    seconds: 10,
  });
  record('gateway.health.500rps.10conn.p99.ms', health10.p99, 'ms');
  const bare = await bareServerTail(500, 10, 10);
  record('baseline.bare-node-server.500rps.10conn.p99.ms', bare.p99, 'ms');
  const healthMax = await runAutocannon(platform.port, {
    name: 'health',
    host: 'app.localhost',
    path: '/api/health',
    connections: 10,
    rate: null,
    seconds: 5,
  });
  record('gateway.health.max.reqPerSec', healthMax.reqPerSec, 'req/s');

  // A DynamoDB-backed read (the community's look) next to the raw DynamoDB Local read of the same item.
  const { gateway: site, raw } = await siteVersusRaw(
    platform.port,
    'demo.localhost',
    platform.dynamodb,
    'cm-demo',
    2000,
  );
  record('site.gateway.sequential.p50.ms', site.p50, 'ms');
  record('site.gateway.sequential.p99.ms', site.p99, 'ms');
  record('site.raw-dynamodb.sequential.p50.ms', raw.p50, 'ms');
  record('site.raw-dynamodb.sequential.p99.ms', raw.p99, 'ms');
  record('site.gateway-over-raw.p50.ratio', site.p50 / raw.p50, '×', { max: 1.5 });
  const siteLoad = await runAutocannon(platform.port, {
    name: 'site',
    host: 'demo.localhost',
    path: '/api/v1/site',
    connections: 10,
    rate: null,
    seconds: 5,
  });
  record('site.gateway.load.reqPerSec', siteLoad.reqPerSec, 'req/s');
  record('site.gateway.load.p99.ms', siteLoad.p99, 'ms');

  // The builder's live subdomain check, as a signed-in owner types (target: p50 ≤ 10 ms).
  const owner = browser(platform.port, 'app.localhost');
  await owner('/api/v1/auth/sign-in', { body: { email: 'owner@hearth.local', password: 'hearth-demo-1' } });
  const cookie = [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const subdomainTarget = {
    name: 'subdomain',
    host: 'app.localhost',
    path: '/api/v1/communities/subdomains/a-fresh-place',
    headers: { cookie },
  };
  await runAutocannon(platform.port, { ...subdomainTarget, connections: 2, rate: null, seconds: 2 });
  const subdomain = await runAutocannon(platform.port, { ...subdomainTarget, connections: 1, rate: null, seconds: 5 });
  record('subdomainCheck.gateway.p50.ms', subdomain.p50, 'ms', { max: 10 });
  record('subdomainCheck.gateway.p99.ms', subdomain.p99, 'ms');
  record('subdomainCheck.gateway.non2xx', subdomain.non2xx, 'responses', { max: 0 });

  // Publish Platform: the one-transaction community creation with every default (target: p50 ≤ 150 ms).
  const create = await benchCreateCommunity(platform.port, 4);
  record('createCommunity.gateway.p50.ms', create.p50, 'ms', { max: 150 });
  record('createCommunity.gateway.p99.ms', create.p99, 'ms');
  record('createCommunity.gateway.samples', create.count, 'requests');

  await bundleRows(platform);
  // Lighthouse mobile on the demo community's home page (its seeded content), before the volume below.
  await lighthouseRows(platform.port, 'demoHome', '/');

  // Last on this platform: it loads 10,000 posts and 50,000 comments.
  // The feed at scale: 10,000 posts and 50,000 comments.
  Object.assign(process.env, functionsEnvFor(platform));
  await forumRows(platform.port);
} finally {
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

spaRows();

finish();
// The event rows in a process of their own (as `--only events`): the functions' SDK clients and configuration are
// created once per process, and the rows above pointed them at platforms that are stopped by now.
const events = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/bench/run.ts', '--only', 'events'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(events.status ?? 1);

function finish(name = 'latest.json') {
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...rows.map((r) => r[i]!.length), ['metric', 'value', 'unit', 'target'][i]!.length),
  );
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(['metric', 'value', 'unit', 'target'])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
  const file = join(root, '.data', 'bench', name);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), node: process.version, metrics }, null, 2));
  console.log(`\nWritten to ${file}`);
}
