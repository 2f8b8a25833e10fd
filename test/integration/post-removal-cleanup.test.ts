// A deleted post's feed entries, pin and search tokens leave in the background (Reports' bulk Delete in one
// request under a second): on a platform of its own, first with event delivery paused, so the state between the delete
// and its cleanup is what the reads see — the entries still in the table, the post in no feed, profile or search, for
// guests and members alike — then delivered: the entries and tokens gone, and the audit log's undo puts them back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditPage, BulkResult } from '@hearth/shared/schemas/moderation';
import { keys } from '@hearth/functions/platform/db/keys';
import { browser, hostClient } from '../support/http.ts';
import { type ChildPlatform, startChildPlatform } from '../support/platform.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-removals-'));
const running: ChildPlatform[] = [];
afterAll(async () => {
  for (const p of running) await p.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

const COMMUNITY = 'cm-demo';
const WORD = `cleanup${Date.now().toString(36)}`;

function tableOf(platform: ChildPlatform) {
  const client = new DynamoDBClient({
    endpoint: platform.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return DynamoDBDocumentClient.from(client);
}

/** The post's feed entries in the community's home feed and its search tokens under the test's title word. */
async function derivedOf(platform: ChildPlatform, postId: string) {
  const db = tableOf(platform);
  const partition = async (pk: string) =>
    (
      await db.send(
        new QueryCommand({
          TableName: 'hearth',
          KeyConditionExpression: 'PK = :p',
          ExpressionAttributeValues: { ':p': pk },
        }),
      )
    ).Items ?? [];
  const entries = (await partition(keys.feedPartition(COMMUNITY, 'home', 'all'))).filter((i) => i.id === postId);
  const tokens = (await partition(keys.searchToken(COMMUNITY, WORD, '').PK)).filter((i) => i.postId === postId);
  const removing = await db.send(new GetCommand({ TableName: 'hearth', Key: keys.removingPosts(COMMUNITY) }));
  return { entries: entries.length, tokens: tokens.length, removing: [...((removing.Item?.ids as Set<string>) ?? [])] };
}

async function signIn(port: number, email: string) {
  const client = browser(port, 'demo.localhost');
  const res = await client('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return client;
}

type Client = ReturnType<typeof hostClient>;

/** Where members find posts: the home feed (new), its author's profile, and search by the title word. */
async function shown(reader: Client, authorId: string) {
  const feed = await reader<{ items: Array<{ id: string }> }>('/api/v1/feed?sort=new');
  const profile = await reader<{ items: Array<{ id: string }> }>(`/api/v1/profiles/${authorId}/posts`);
  const search = await reader<{ items: Array<{ id: string }> }>(`/api/v1/search?q=${WORD}`);
  for (const res of [feed, search]) expect(res.status, res.text).toBe(200);
  return {
    feed: feed.json.items.map((p) => p.id),
    profile: profile.status === 200 ? profile.json.items.map((p) => p.id) : null,
    search: search.json.items.map((p) => p.id),
  };
}

describe("a deleted post's entries and tokens, before and after their cleanup", { timeout: 180_000 }, () => {
  const posts: Array<{ id: string; slug: string }> = [];
  let authorId = '';
  let deleteAudit = '';

  it('bulk Delete answers with the post gone from feeds, profile and search while its entries are still stored', async () => {
    const platform = await startChildPlatform({ dataDir, keepData: true, env: { HEARTH_EVENTS_PAUSED: '1' } });
    running.push(platform);
    const author = await signIn(platform.port, 'member@hearth.local');
    const session = await author<{ user: { memberId: string } }>('/api/v1/auth/session');
    authorId = session.json.user.memberId;
    const categories = await author<{ items: Array<{ id: string }> }>('/api/v1/categories');
    for (const n of [1, 2]) {
      const res = await author<{ id: string; slug: string }>('/api/v1/posts', {
        body: {
          type: 'post',
          title: `A ${WORD} post ${n}`,
          categoryId: categories.json.items[0]!.id,
          content: '<p>Reported, then deleted from Reports</p>',
        },
      });
      expect(res.status, res.text).toBe(201);
      posts.push(res.json);
    }
    const guest = hostClient(platform.port, 'demo.localhost');
    const reporter = await signIn(platform.port, 'admin@hearth.local');
    const before = await shown(guest, authorId);
    for (const p of posts) {
      expect(before.feed).toContain(p.id);
      expect(before.search).toContain(p.id);
    }

    const reportIds: string[] = [];
    for (const p of posts) {
      const report = await reporter<{ id: string }>('/api/v1/reports', {
        body: { contentType: 'post', contentId: p.id, reason: 'Spam' },
      });
      expect(report.status, report.text).toBe(201);
      reportIds.push(report.json.id);
    }
    const moderator = await signIn(platform.port, 'moderator@hearth.local');
    const bulk = await moderator<BulkResult>('/api/v1/moderation/reports/actions', {
      body: { action: 'delete', reportIds },
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.json.results).toEqual(reportIds.map((reportId) => ({ reportId, ok: true })));

    // Delivery is paused: the cleanup has not run, the entries and tokens are still there...
    for (const p of posts) {
      const stored = await derivedOf(platform, p.id);
      expect(stored.entries).toBe(1);
      expect(stored.tokens).toBe(1);
      expect(stored.removing).toContain(p.id);
    }
    // ...and no reader sees the posts: not a guest, not a signed-in member (their actions come with the set).
    for (const reader of [guest, author, reporter]) {
      const now = await shown(reader, authorId);
      for (const p of posts) {
        expect(now.feed).not.toContain(p.id);
        expect(now.search).not.toContain(p.id);
        if (reader !== guest) expect(now.profile).not.toBeNull();
        if (now.profile) expect(now.profile).not.toContain(p.id);
      }
      expect((await reader(`/api/v1/posts/${posts[0]!.slug}`)).status).toBe(404);
    }
    const log = await moderator<AuditPage>('/api/v1/moderation/audit-logs');
    deleteAudit = log.json.items.find((e) => e.postId === posts[0]!.id && e.action === 'delete')!.id;

    // The undo before the cleanup: the post is back in its feeds and search at once, and leaves the set.
    const undone = await moderator(`/api/v1/moderation/audit-logs/${deleteAudit}/undo`, { method: 'POST', body: {} });
    expect(undone.status, undone.text).toBe(200);
    const back = await shown(guest, authorId);
    expect(back.feed).toContain(posts[0]!.id);
    expect(back.search).toContain(posts[0]!.id);
    expect((await derivedOf(platform, posts[0]!.id)).removing).not.toContain(posts[0]!.id);
    await platform.stop();
    running.splice(running.indexOf(platform), 1);
  });

  it('the cleanup deletes the entries and tokens once delivered; the republished post keeps its own', async () => {
    const platform = await startChildPlatform({ dataDir, keepData: true });
    running.push(platform);
    const drained = await hostClient(platform.port, 'app.localhost')('/_dev/events/drain', {
      method: 'POST',
      body: {},
    });
    expect(drained.status, drained.text).toBe(200);
    const [republished, deleted] = posts as [{ id: string; slug: string }, { id: string; slug: string }];
    // The republished post's delete event came after it was back: its cleanup found nothing to clean.
    expect(await derivedOf(platform, republished.id)).toMatchObject({ entries: 1, tokens: 1 });
    expect(await derivedOf(platform, deleted.id)).toEqual({ entries: 0, tokens: 0, removing: [] });

    const guest = hostClient(platform.port, 'demo.localhost');
    const after = await shown(guest, authorId);
    expect(after.feed).toContain(republished.id);
    expect(after.feed).not.toContain(deleted.id);
    expect(after.search).toEqual([republished.id]);

    // The undo after the cleanup writes the entries and tokens again.
    const moderator = await signIn(platform.port, 'moderator@hearth.local');
    const log = await moderator<AuditPage>('/api/v1/moderation/audit-logs');
    const entry = log.json.items.find((e) => e.postId === deleted.id && e.action === 'delete')!;
    const undone = await moderator(`/api/v1/moderation/audit-logs/${entry.id}/undo`, { method: 'POST', body: {} });
    expect(undone.status, undone.text).toBe(200);
    expect(await derivedOf(platform, deleted.id)).toEqual({ entries: 1, tokens: 1, removing: [] });
    const again = await shown(guest, authorId);
    expect(again.feed).toEqual(expect.arrayContaining([republished.id, deleted.id]));
    expect(new Set(again.search)).toEqual(new Set([republished.id, deleted.id]));
  });
});
