// Moderation, on a running local platform with the demo seed: 100 members and a report on each written
// straight to the table, then
// - one request banning all 100 from Reports (answer time, one result per report, all ok);
// - 100 more members each with a post and a report on it, and one request deleting all 100 posts from Reports;
// - the Reports and Audit Logs pages: DynamoDB requests in process (warm) and p50 through the gateway;
// - Invite Members with 1,000 addresses: the answer, the background mailing until drained, and every pass of the
//   batch run again (a redelivery) with no e-mail sent twice.
import type * as PostModelModule from '@hearth/functions/posts/model';
import { countingClient } from './read-counter.ts';
import { ulid } from 'ulid';
import { browser } from '../../test/support/http.ts';
import { drain, writeAll } from './seed.ts';
import { percentile, timeSequential } from './stats.ts';

const COMMUNITY = 'cm-demo';
const REPORTS = 100;

/** 100 members with a report each; given a category, each member's own post there is the reported content. */
async function seed(categoryId: string | null = null): Promise<string[]> {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const model = await import('@hearth/functions/posts/model');
  const { postItem } = await import('@hearth/functions/posts/store/posts');
  const { derivedItems } = await import('@hearth/functions/posts/store/derived-items');
  const run = ulid().toLowerCase();
  const items: Array<Record<string, unknown>> = [];
  const reportIds: string[] = [];
  for (let i = 0; i < REPORTS; i++) {
    const memberId = `mb-modbench-${run}-${i}`;
    const reportId = ulid();
    reportIds.push(reportId);
    const postId = categoryId ? ulid().toLowerCase() : `p-${i}`;
    if (categoryId) {
      const title = `Moderation bench post ${i}`;
      const post = benchPost(model, { id: postId, title, authorId: memberId, categoryId });
      items.push(postItem(post), ...derivedItems(post).map((d) => d.item));
    }
    items.push({
      ...keys.member(COMMUNITY, memberId),
      communityId: COMMUNITY,
      memberId,
      email: `${memberId}@bench.example`,
      firstName: 'Bench',
      lastName: String(i),
      kind: 'member',
      state: 'active',
      needsApproval: false,
      welcomePending: false,
      createdAt: new Date().toISOString(),
    });
    items.push({
      ...keys.report(COMMUNITY, reportId),
      ...keys.reportList(COMMUNITY, 'pending', reportId),
      type: 'REPORT',
      communityId: COMMUNITY,
      id: reportId,
      createdAt: new Date().toISOString(),
      contentType: 'post',
      postId,
      commentId: null,
      postSlug: `bench-${i}`,
      subforumId: null,
      excerpt: `Bench post ${i}`,
      reason: 'Spam',
      text: null,
      reporter: { id: 'mb-member', name: 'Member' },
      reportedUser: { id: memberId, name: `Bench ${i}` },
      actionTaken: 'pending',
      resolvedAt: null,
    });
  }
  await writeAll(items);
  return reportIds;
}

type PostModel = typeof PostModelModule;

/** A published post as the posts domain stores it, by one bench member. */
function benchPost(
  model: PostModel,
  { id, title, authorId, categoryId }: { id: string; title: string; authorId: string; categoryId: string },
) {
  return {
    communityId: COMMUNITY,
    id,
    slug: model.slugFor(title, id),
    type: 'post' as const,
    title,
    content: `<p>${title}</p>`,
    summary: title,
    bannerKey: null,
    authorId,
    authorName: 'Bench Member',
    authorPicKey: null,
    anonymous: false,
    archived: false,
    approved: true as const,
    publishedAt: new Date().toISOString(),
    editedAt: null,
    categoryId,
    categoryTitle: 'General',
    subforumId: null,
    subforumSlug: null,
    subforumTitle: null,
    subforumPrivate: false,
    upvotes: 0,
    downvotes: 0,
    score: 0,
    version: 1,
    reactions: {},
    totalComments: 0,
    commenters: [],
    commenterCount: 0,
    poll: null,
    linkPreview: null,
    hashtags: [],
    pinnedScope: null,
    titleTokens: model.titleTokens(title),
  };
}

export async function benchModeration(port: number) {
  const admin = browser(port, 'demo.localhost');
  const signIn = await admin('/api/v1/auth/sign-in', {
    body: { email: 'admin@hearth.local', password: 'hearth-demo-1' },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const categories = await admin<{ items: Array<{ id: string }> }>('/api/v1/categories');
  const reportIds = await seed();
  const deleteReportIds = await seed(categories.json.items[0]!.id);

  const start = performance.now();
  const bulk = await admin<{ results: Array<{ ok: boolean }> }>('/api/v1/moderation/reports/actions', {
    body: { action: 'permanentBan', reportIds, reason: 'Bench ban of a hundred' },
  });
  const bulkMs = performance.now() - start;
  if (bulk.status !== 200) throw new Error(`bulk answered ${bulk.status}: ${bulk.text}`);

  // Each bulk action is timed on a settled platform: the Ban's hundred events (and their consumers' writes to the
  // same single-process DynamoDB Local) are delivered first, as they would be long before a moderator's next click.
  await drain(port);
  const deleteStart = performance.now();
  const deleted = await admin<{ results: Array<{ ok: boolean }> }>('/api/v1/moderation/reports/actions', {
    body: { action: 'delete', reportIds: deleteReportIds },
  });
  const deleteMs = performance.now() - deleteStart;
  if (deleted.status !== 200) throw new Error(`bulk delete answered ${deleted.status}: ${deleted.text}`);

  // In process, warm: the DynamoDB requests of each page.
  const [reports, auditLog] = await Promise.all([
    import('@hearth/functions/moderation/reports'),
    import('@hearth/functions/moderation/audit-log'),
  ]);
  const counter = await countingClient('moderationBenchCounter');
  const tenant = { kind: 'community' as const, communityId: COMMUNITY, host: 'demo.localhost' };
  const viewer = {
    sub: 'mb-admin',
    username: `${COMMUNITY}|admin@hearth.local`,
    communityId: COMMUNITY,
    memberId: 'mb-admin',
    email: 'admin@hearth.local',
  };
  await reports.listReports(tenant, viewer, 'resolved', undefined);
  await auditLog.listAuditLogs(tenant, viewer, undefined);
  counter.requests = 0;
  await reports.listReports(tenant, viewer, 'resolved', undefined);
  const reportsRequests = counter.requests;
  counter.requests = 0;
  await auditLog.listAuditLogs(tenant, viewer, undefined);
  const auditRequests = counter.requests;

  const get = (path: string) => async () => {
    const res = await admin(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`);
  };
  await timeSequential(50, get('/api/v1/moderation/reports?status=resolved'));
  const reportsTimes = await timeSequential(300, get('/api/v1/moderation/reports?status=resolved'));
  await timeSequential(50, get('/api/v1/moderation/audit-logs'));
  const auditTimes = await timeSequential(300, get('/api/v1/moderation/audit-logs'));
  const invitations = await benchInvitations(port, admin);
  return {
    ...invitations,
    bulkMs,
    bulkResults: bulk.json.results.length,
    bulkOk: bulk.json.results.filter((r) => r.ok).length,
    deleteMs,
    deleteResults: deleted.json.results.length,
    deleteOk: deleted.json.results.filter((r) => r.ok).length,
    reportsRequests,
    auditRequests,
    reportsP50: percentile(reportsTimes, 50),
    auditP50: percentile(auditTimes, 50),
  };
}

const INVITED = 1000;

async function benchInvitations(port: number, admin: ReturnType<typeof browser>) {
  const app = browser(port, 'app.localhost');
  const run = ulid().toLowerCase();
  const emails = Array.from({ length: INVITED }, (_, i) => `bench-${run}-${i}@example.com`);
  const mine = new Set(emails);
  const mailed = async () => {
    const all = await app<Array<{ to: string }>>('/_dev/mail.json');
    return all.json.filter((m) => mine.has(m.to));
  };
  const start = performance.now();
  const invited = await admin<{ batch: { id: string; count: number } }>(
    `/api/v1/communities/${COMMUNITY}/invitations`,
    {
      body: {
        subject: 'Join the bench community',
        html: '<p>A thousand people are invited at once.</p>',
        emails,
      },
    },
  );
  const inviteMs = performance.now() - start;
  if (invited.status !== 202) throw new Error(`invite answered ${invited.status}: ${invited.text}`);
  const drainStart = performance.now();
  const drained = await app('/_dev/events/drain', { method: 'POST', body: {} });
  if (drained.status !== 200) throw new Error(`drain answered ${drained.status}: ${drained.text}`);
  const mailingMs = performance.now() - drainStart;
  const first = await mailed();
  // Every pass again, as a redelivery would: nothing is mailed twice.
  const { mailInvitationPass, INVITATION_PASS_SIZE } = await import('@hearth/functions/gatekeeping/invitations');
  for (let from = 0; from < INVITED; from += INVITATION_PASS_SIZE) {
    await mailInvitationPass(COMMUNITY, invited.json.batch.id, from);
  }
  const after = await mailed();
  const perAddress = new Map<string, number>();
  for (const m of after) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
  return {
    inviteMs,
    inviteMailingMs: mailingMs,
    invitesMailed: new Set(first.map((m) => m.to)).size,
    invitesSentTwice: [...perAddress.values()].filter((n) => n > 1).length,
  };
}
