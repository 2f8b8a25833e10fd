// Post drafts on the running platform: a member saves, lists, reads, updates and discards their own drafts; nobody
// else reads or writes them (another member, another community's session); the post limits, the drafts limit and
// the save rate hold; a post published from a draft deletes it; discarding deletes its uploaded images; the sweep job
// deletes drafts not saved for 90 days.
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as draftMessages from '@hearth/shared/draft-messages';
import * as messages from '@hearth/shared/messages';
import { DRAFTS_MAX } from '@hearth/shared/schemas/drafts';
import type { Draft, DraftSummary } from '@hearth/shared/schemas/drafts';
import { keys } from '@hearth/functions/platform/db/keys';
import { bannerPng } from '../../scripts/local/png.ts';
import { hostClient } from '../support/http.ts';
import { signedInAccount } from './auth-flows.ts';
import { app, demo, platform, table } from './context.ts';
import { type Browser, demoAccount } from './members.ts';

const newId = () => ulid().toLowerCase();

const save = (browser: Browser, draftId: string, body: Record<string, unknown>) =>
  browser<{ id: string; updatedAt: string }>(`/api/v1/drafts/${draftId}`, { method: 'PUT', body });

const listOf = async (browser: Browser, cursor?: string) => {
  const res = await browser<{ items: DraftSummary[]; nextCursor: string | null }>(
    `/api/v1/drafts${cursor ? `?cursor=${cursor}` : ''}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.json;
};

async function uploadImage(browser: Browser) {
  const presigned = await browser<{ key: string; url: string; fields: Record<string, string> }>(
    '/api/v1/posts/media-uploads',
    { body: { fileType: 'image/png' } },
  );
  expect(presigned.status, presigned.text).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(presigned.json.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bannerPng('#2f9e44', 400, 100))]));
  expect((await fetch(presigned.json.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return presigned.json.key;
}

const mediaStatus = async (key: string) => (await demo(`/media/${key}`)).status;

describe('post drafts', () => {
  let writer: Browser;
  let categoryId: string;
  beforeAll(async () => {
    writer = (await signedInAccount('demo.localhost', 'drafter')).browser;
    const categories = await writer<{ items: Array<{ id: string }> }>('/api/v1/categories');
    categoryId = categories.json.items[0]!.id;
  });

  it('saves, lists newest first, reads back, updates and discards a draft', async () => {
    const first = newId();
    const second = newId();
    const saved = await save(writer, first, {
      title: 'Half a thought',
      categoryId,
      content: '<p>Begun <script>alert(1)</script><strong>here</strong></p>',
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await save(writer, second, { type: 'poll', pollOptions: ['Tea', 'Coffee'] })).status).toBe(200);

    expect((await listOf(writer)).items.map((d) => d.id)).toEqual([second, first]);
    const read = await writer<Draft>(`/api/v1/drafts/${first}`);
    expect(read.status, read.text).toBe(200);
    expect(read.json).toMatchObject({ title: 'Half a thought', categoryId, type: 'post' });
    // Sanitized as a post's body is.
    expect(read.json.content).not.toContain('<script');
    expect(read.json.content).toContain('<strong>here</strong>');

    const updated = await save(writer, first, { title: 'A whole thought', categoryId, content: '<p>Done</p>' });
    expect(updated.status, updated.text).toBe(200);
    expect((await listOf(writer)).items.map((d) => d.id)).toEqual([first, second]);
    expect((await writer<Draft>(`/api/v1/drafts/${first}`)).json).toMatchObject({
      title: 'A whole thought',
      createdAt: read.json.createdAt,
    });

    for (const id of [first, second]) {
      expect((await writer(`/api/v1/drafts/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
    const gone = await writer(`/api/v1/drafts/${first}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ message: draftMessages.draftMissing });
    expect((await listOf(writer)).items).toEqual([]);
  });

  it('keeps a draft to its author: another member and another community’s session are refused', async () => {
    const draftId = newId();
    expect((await save(writer, draftId, { title: 'Mine alone' })).status).toBe(200);

    const other = (await signedInAccount('demo.localhost', 'draft-peeker')).browser;
    expect((await other(`/api/v1/drafts/${draftId}`)).status).toBe(404);
    expect((await listOf(other)).items).toEqual([]);
    expect((await other(`/api/v1/drafts/${draftId}`, { method: 'DELETE' })).status).toBe(404);
    // Saving under the same id makes the other member's own draft, never a change to this one.
    expect((await save(other, draftId, { title: 'Overwritten?' })).status).toBe(200);
    expect((await writer<Draft>(`/api/v1/drafts/${draftId}`)).json.title).toBe('Mine alone');

    const outsider = await demoAccount('member@hearth.local', 'founders.localhost');
    const cookies = [...outsider.jar].map(([k, v]) => `${k}=${v}`);
    const onDemo = hostClient(platform.port, 'demo.localhost');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'From elsewhere' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await onDemo(`/api/v1/drafts/${draftId}`, { method, cookies, ...(body ? { body } : {}) });
      expect([401, 403], `${method}: ${res.text}`).toContain(res.status);
    }
    expect((await writer<Draft>(`/api/v1/drafts/${draftId}`)).json.title).toBe('Mine alone');
  });

  it('refuses a draft over the post’s limits with the post’s messages, and a foreign image', async () => {
    const draftId = newId();
    const long = await save(writer, draftId, { title: 'x'.repeat(76) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ fields: { title: messages.titleTooLong } });
    const big = await save(writer, draftId, { content: `<p>${'x'.repeat(100_001)}</p>` });
    expect(big.status).toBe(400);
    expect(big.json).toMatchObject({ fields: { content: messages.contentTooLong } });
    const foreign = await save(writer, draftId, { imageKeys: ['c/cm-demo/posts/someone-else/a.png'] });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ message: draftMessages.draftImageInvalid });
    expect((await writer(`/api/v1/drafts/${draftId}`)).status).toBe(404);
  });

  it(`holds a member to ${DRAFTS_MAX} drafts; saving one of them again still works`, async () => {
    const hoarder = (await signedInAccount('demo.localhost', 'draft-hoarder')).browser;
    const { memberId } = (await hoarder<{ user: { memberId: string } }>('/api/v1/auth/session')).json.user;
    // The drafts are written straight into the table: saving 50 through the API would take two minutes of the rate.
    const ids = Array.from({ length: DRAFTS_MAX }, newId);
    const now = new Date().toISOString();
    for (let i = 0; i < ids.length; i += 25) {
      await table.send(
        new BatchWriteCommand({
          RequestItems: {
            hearth: ids.slice(i, i + 25).map((id) => ({
              PutRequest: {
                Item: {
                  ...keys.draft('cm-demo', memberId, id),
                  ...keys.draftsByUpdate('cm-demo', memberId, now, id),
                  ...{ communityId: 'cm-demo', memberId, id, type: 'post', title: '', categoryId: null },
                  ...{ subforumId: null, content: '', anonymous: false, bannerKey: null, pollOptions: [] },
                  ...{ imageKeys: [], createdAt: now, updatedAt: now },
                },
              },
            })),
          },
        }),
      );
    }
    const one = await save(hoarder, newId(), { title: 'One too many' });
    expect(one.status, one.text).toBe(409);
    expect(one.json).toMatchObject({ message: draftMessages.draftLimit(DRAFTS_MAX) });
    expect((await save(hoarder, ids[0]!, { title: 'Still mine to change' })).status).toBe(200);
    const first = await listOf(hoarder);
    expect(first.items[0]).toMatchObject({ id: ids[0], title: 'Still mine to change' });
    expect(first.items).toHaveLength(20);
    const rest = [];
    for (let cursor = first.nextCursor; cursor;) {
      const page = await listOf(hoarder, cursor);
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(new Set([...first.items, ...rest].map((d) => d.id)).size).toBe(DRAFTS_MAX);
  });

  it('refuses a burst of saves with 429, leaving the draft as it was', async () => {
    const eager = (await signedInAccount('demo.localhost', 'draft-eager')).browser;
    const draftId = newId();
    let refused: Awaited<ReturnType<typeof save>> | undefined;
    let lastSaved = '';
    // 62 saves span at most two fixed one-minute windows, so one of them holds more than 30.
    for (let i = 0; i < 62 && !refused; i++) {
      const res = await save(eager, draftId, { title: `Keystroke ${i}` });
      if (res.status === 429) refused = res;
      else lastSaved = `Keystroke ${i}`;
    }
    expect(refused?.json).toMatchObject({ error: 'RATE_LIMITED' });
    expect(refused?.headers['retry-after']).toBeDefined();
    expect((await eager<Draft>(`/api/v1/drafts/${draftId}`)).json.title).toBe(lastSaved);
  });

  it('deletes the draft a post is published from, in the same request', async () => {
    const draftId = newId();
    expect((await save(writer, draftId, { title: 'Ready soon', categoryId })).status).toBe(200);
    const post = await writer('/api/v1/posts', {
      body: { type: 'post', title: 'Ready now', categoryId, content: '<p>Published</p>', draftId },
    });
    expect(post.status, post.text).toBe(201);
    expect((await writer(`/api/v1/drafts/${draftId}`)).status).toBe(404);
  });

  it('deletes the images uploaded to a draft when it is discarded', async () => {
    const draftId = newId();
    const banner = await uploadImage(writer);
    const inline = await uploadImage(writer);
    const saved = await save(writer, draftId, { type: 'image', bannerKey: banner, imageKeys: [inline] });
    expect(saved.status, saved.text).toBe(200);
    expect((await writer<Draft>(`/api/v1/drafts/${draftId}`)).json.bannerUrl).toMatch(/\/media\/c\/cm-demo\/posts\//);
    expect(await mediaStatus(banner)).toBe(200);
    expect(await mediaStatus(inline)).toBe(200);

    expect((await writer(`/api/v1/drafts/${draftId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await mediaStatus(banner)).toBe(404);
    expect(await mediaStatus(inline)).toBe(404);
  });

  it('sweeps drafts not saved for 90 days, with their images, and keeps the others', async () => {
    const sweeper = (await signedInAccount('demo.localhost', 'draft-sweep')).browser;
    const [old, fresh] = [newId(), newId()];
    const image = await uploadImage(sweeper);
    expect((await save(sweeper, old, { title: 'Forgotten', imageKeys: [image] })).status).toBe(200);
    expect((await save(sweeper, fresh, { title: 'Still going' })).status).toBe(200);
    // The draft's last save moved back 91 days, as the clock would have moved on.
    const session = await sweeper<{ user: { memberId: string } }>('/api/v1/auth/session');
    const savedAt = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const { memberId } = session.json.user;
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.draft('cm-demo', memberId, old),
        UpdateExpression: 'SET updatedAt = :at, GSI1SK = :list, GSI3SK = :sweep',
        ExpressionAttributeValues: {
          ':at': savedAt,
          ':list': keys.draftsByUpdate('cm-demo', memberId, savedAt, old).GSI1SK,
          ':sweep': keys.draftSweep(savedAt, 'cm-demo', memberId, old).GSI3SK,
        },
      }),
    );

    const run = await app<{ swept: number; done: boolean }>('/_dev/schedules/draft-sweep/run', {
      method: 'POST',
      body: {},
    });
    expect(run.status, run.text).toBe(200);
    expect(run.json.swept).toBeGreaterThanOrEqual(1);
    expect((await sweeper(`/api/v1/drafts/${old}`)).status).toBe(404);
    expect(await mediaStatus(image)).toBe(404);
    expect((await listOf(sweeper)).items.map((d) => d.id)).toEqual([fresh]);
  });
});
