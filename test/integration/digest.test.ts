// The weekly digest job on the running platform: the community's top posts of the week, one e-mail per
// member with the digest on, never to a member who turned it off, and never twice for the same week — even when the
// job's checkpoint is lost and it runs again from the start (the per member-week marker holds).
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { hostClient } from '../support/http.ts';
import { signedInAccount } from './auth-flows.ts';
import { platform, table } from './context.ts';
import { mailsTo } from './mailbox.ts';

const runDigest = async () => {
  const res = await hostClient(platform.port, 'app.localhost')('/_dev/schedules/weekly-digest/run', {
    method: 'POST',
    body: {},
  });
  expect(res.status, res.text).toBe(200);
  return res.json as { sent: number; done: boolean; week: string };
};

const forgetCheckpoint = () =>
  table.send(new DeleteCommand({ TableName: 'hearth', Key: keys.jobCheckpoint('weekly-digest') }));

const digestsTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith('This week on'));

describe('the weekly digest', () => {
  let reader: Awaited<ReturnType<typeof signedInAccount>>;
  let optedOut: Awaited<ReturnType<typeof signedInAccount>>;
  let title: string;
  beforeAll(async () => {
    [reader, optedOut] = await Promise.all([
      signedInAccount('demo.localhost', 'digest-on'),
      signedInAccount('demo.localhost', 'digest-off'),
    ]);
    const off = await optedOut.browser('/api/v1/notification-preferences', {
      method: 'PATCH',
      body: { preferences: { weeklyDigestEmailNotifications: false } },
    });
    expect(off.status, off.text).toBe(200);
    const categories = await reader.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    title = `Digest pick ${Date.now().toString(36)}`;
    const post = await reader.browser<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>Top of the week</p>' },
    });
    expect(post.status, post.text).toBe(201);
    const vote = await optedOut.browser(`/api/v1/posts/${post.json.id}/vote`, {
      method: 'PUT',
      body: { vote: 'upvote' },
    });
    expect(vote.status, vote.text).toBe(200);
  });

  it("e-mails the week's top posts once to a member with the digest on, with links to them", async () => {
    // Whatever an earlier run this week did, start the week's pass over: the member-week markers decide.
    await forgetCheckpoint();
    const first = await runDigest();
    expect(first.done).toBe(true);
    const mails = await digestsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^This week on /);
    expect(mails[0]!.text).toContain(title);
    expect(mails[0]!.text).toMatch(/\/post\/[^\s]+/);
    expect(mails[0]!.html).toContain(title);
  });

  it('never sends the same week twice, even when the job starts the week over', async () => {
    await forgetCheckpoint();
    const again = await runDigest();
    expect(again.done).toBe(true);
    expect(await digestsTo(reader.email)).toHaveLength(1);
  });

  it('sends nothing to a member who turned the digest off', async () => {
    expect(await digestsTo(optedOut.email)).toEqual([]);
  });
});
