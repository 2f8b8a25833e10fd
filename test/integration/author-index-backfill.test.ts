// The author index backfill job (docs/events.md, Scheduled jobs): posts, comments and actions written
// before the author indexes existed get them, so the profile's Activity tab, the data export and an account's
// deletion find them; a run resumes from its checkpoint and a finished run changes nothing.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ExportPage } from '@hearth/shared/schemas/account-data';
import { keys } from '@hearth/functions/platform/db/keys';
import { hostClient } from '../support/http.ts';
import { signedInAccount } from './auth-flows.ts';
import { demo, drainEvents, platform, table } from './context.ts';

const TABLE = 'hearth';
const runJob = async () => {
  const res = await hostClient(platform.port, 'app.localhost')<{ phase: string; scanned: number; fixed: number }>(
    '/_dev/schedules/author-index-backfill/run',
    { method: 'POST', body: {} },
  );
  expect(res.status, res.text).toBe(200);
  return res.json;
};

/** Makes an item look as it was written before the author indexes: no GSI1. */
const stripIndex = (Key: { PK: string; SK: string }) =>
  table.send(new UpdateCommand({ TableName: TABLE, Key, UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }));

/**
 * The job scans the whole table (twice: posts, then comments), which holds everything the suite wrote before this
 * file: its run time grows with the suite, not with this test, so it gets the long timeout of a job.
 */
const JOB_TEST_TIMEOUT_MS = 120_000;

describe('author index backfill', () => {
  it(
    'indexes posts, comments and actions written before the indexes, and resumes to done',
    { timeout: JOB_TEST_TIMEOUT_MS },
    async () => {
      const { browser } = await signedInAccount('demo.localhost', 'backfill');
      const other = (await signedInAccount('demo.localhost', 'backfill-other')).browser;
      const me = (await browser<{ memberId: string }>('/api/v1/profiles/me')).json.memberId;
      const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
      const post = await browser<{ id: string }>('/api/v1/posts', {
        body: { type: 'post', title: 'Written before the index', categoryId, content: '<p>old</p>' },
      });
      expect(post.status, post.text).toBe(201);
      const theirs = await other<{ id: string }>('/api/v1/posts', {
        body: { type: 'post', title: 'Someone’s older post', categoryId, content: '<p>old</p>' },
      });
      const comment = await browser<{ id: string }>(`/api/v1/posts/${theirs.json.id}/comments`, {
        body: { content: '<p>An old comment</p>' },
      });
      expect(comment.status, comment.text).toBe(201);
      const theirComment = await other<{ id: string }>(`/api/v1/posts/${theirs.json.id}/comments`, {
        body: { content: '<p>Their comment</p>' },
      });
      expect(
        (await browser(`/api/v1/posts/${theirs.json.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } })).status,
      ).toBe(200);
      expect(
        (await browser(`/api/v1/comments/${theirComment.json.id}/vote`, { method: 'PUT', body: { vote: 'upvote' } }))
          .status,
      ).toBe(200);

      // The writes' consumers first: a level-up from the post's XP rewrites the author's posts (their level on the
      // cards), which would put the index back after it is taken away below.
      await drainEvents();
      // Back to before the indexes: no author entry for the post, no GSI1 on any of the four items.
      const stored = (await table.send(new GetCommand({ TableName: TABLE, Key: keys.post('cm-demo', post.json.id) })))
        .Item!;
      await table.send(
        new DeleteCommand({
          TableName: TABLE,
          Key: keys.feedEntry('cm-demo', `a:${me}`, 'all', `${stored.publishedAt}#${post.json.id}`),
        }),
      );
      await stripIndex(keys.post('cm-demo', post.json.id));
      await stripIndex(keys.postAction('cm-demo', post.json.id, me));
      await stripIndex(keys.comment('cm-demo', theirs.json.id, comment.json.id));
      await stripIndex(keys.postAction('cm-demo', theirs.json.id, me));
      await stripIndex(keys.commentAction('cm-demo', theirs.json.id, theirComment.json.id, me));
      const activity = async () => ({
        posts: (await other<{ items: Array<{ id: string }> }>(`/api/v1/profiles/${me}/posts`)).json.items.map(
          (p) => p.id,
        ),
        comments: (await other<{ items: Array<{ id: string }> }>(`/api/v1/profiles/${me}/comments`)).json.items.map(
          (c) => c.id,
        ),
      });
      const exported = async (part: string) =>
        (await browser<ExportPage>(`/api/v1/me/export?part=${part}`)).json.items.length;
      expect(await activity()).toEqual({ posts: [], comments: [] });
      expect(await exported('postActions')).toBe(0);
      expect(await exported('commentActions')).toBe(0);

      await table.send(new DeleteCommand({ TableName: TABLE, Key: keys.jobCheckpoint('author-index-backfill') }));
      const run = await runJob();
      expect(run.phase).toBe('done');
      expect(run.fixed).toBeGreaterThanOrEqual(4);

      expect(await activity()).toEqual({ posts: [post.json.id], comments: [comment.json.id] });
      expect(await exported('posts')).toBe(1);
      // The follow of their own post and the vote on the other's.
      expect(await exported('postActions')).toBe(2);
      expect(await exported('commentActions')).toBe(1);
      // Done is done: the next run only reads its checkpoint.
      expect(await runJob()).toMatchObject({ phase: 'done', scanned: 0, fixed: 0 });
    },
  );
});
