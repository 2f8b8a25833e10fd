// Exporting one's data over HTTP (GDPR art. 20): the archive's parts hold exactly the member's own profile,
// posts, comments (signed and anonymous), votes and reactions in this community, and nobody else's; large parts are
// read a page at a time.
import { describe, expect, it } from 'vitest';
import { assembleExport } from '@hearth/shared/rules/member-export';
import { EXPORT_PARTS, type ExportPage, type ExportPart } from '@hearth/shared/schemas/account-data';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { demo, newBrowser } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

async function allPages(browser: Browser, part: ExportPart) {
  const items: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const res = await browser<ExportPage>(`/api/v1/me/export?part=${part}${query}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.part).toBe(part);
    items.push(...res.json.items);
    cursor = res.json.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

async function archiveOf(browser: Browser) {
  const parts = await Promise.all(EXPORT_PARTS.map(async (p) => [p, (await allPages(browser, p)).items] as const));
  return assembleExport(Object.fromEntries(parts), { id: 'cm-demo', name: 'Demo' }, 'now');
}

describe('export my data', () => {
  it("holds exactly the member's own data, and nobody else's", async () => {
    const me = await signedInAccount('demo.localhost', 'export-me');
    const other = (await signedInAccount('demo.localhost', 'export-other')).browser;
    const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const post = async (browser: Browser, title: string) => {
      const res = await browser<{ id: string }>('/api/v1/posts', {
        body: { type: 'post', title, categoryId, content: `<p>${title}</p>` },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id;
    };
    const mine = await post(me.browser, 'Export mine');
    const theirs = await post(other, 'Export theirs');
    const myComment = await me.browser<{ id: string }>(`/api/v1/posts/${theirs}/comments`, {
      body: { content: '<p>Export my comment</p>' },
    });
    expect(myComment.status, myComment.text).toBe(201);
    const theirComment = await other<{ id: string }>(`/api/v1/posts/${mine}/comments`, {
      body: { content: '<p>Export their comment</p>' },
    });
    expect(theirComment.status, theirComment.text).toBe(201);
    const vote = (browser: Browser, path: string, value: string) =>
      browser(`${path}/vote`, { method: 'PUT', body: { vote: value } });
    expect((await vote(me.browser, `/api/v1/posts/${theirs}`, 'upvote')).status).toBe(200);
    expect((await vote(me.browser, `/api/v1/comments/${theirComment.json.id}`, 'downvote')).status).toBe(200);
    expect((await vote(other, `/api/v1/posts/${mine}`, 'downvote')).status).toBe(200);
    expect((await me.browser(`/api/v1/posts/${theirs}/reactions/love`, { method: 'PUT' })).status).toBe(200);
    expect((await other(`/api/v1/posts/${mine}/reactions/love`, { method: 'PUT' })).status).toBe(200);

    const archive = await archiveOf(me.browser);
    expect(archive.profile).toMatchObject({ email: me.email, firstName: 'Ana' });
    expect(archive.posts.map((p) => p.title)).toEqual(['Export mine']);
    expect(archive.posts[0]).toMatchObject({ content: '<p>Export mine</p>', downvotes: 1 });
    expect(archive.comments.map((c) => c.content)).toEqual(['<p>Export my comment</p>']);
    expect(archive.votes).toEqual([
      { postId: theirs, commentId: null, vote: 'upvote' },
      { postId: expect.any(String), commentId: theirComment.json.id, vote: 'downvote' },
    ]);
    expect(archive.reactions).toEqual([{ postId: theirs, commentId: null, reaction: 'love' }]);
    // The member follows their own post (authors do) and not the other's.
    expect(archive.followedPosts).toEqual([mine]);
    // Nothing of the other member's: not their e-mail, posts, comments, votes or reactions.
    const text = JSON.stringify(archive);
    expect(text).not.toContain('Export theirs</p>');
    expect(text).not.toContain('Export their comment');
  });

  it('pages a long history, refuses a cursor of another list, a guest and a bad part', async () => {
    const me = await signedInAccount('demo.localhost', 'export-pages');
    const categoryId = (await demo<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const postId = (
      await me.browser<{ id: string }>('/api/v1/posts', {
        body: { type: 'post', title: 'Export paging', categoryId, content: '<p>x</p>' },
      })
    ).json.id;
    const total = 105;
    for (let i = 0; i < total; i += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, total - i) }, (_, j) =>
          me.browser(`/api/v1/posts/${postId}/comments`, { body: { content: `<p>Comment ${i + j}</p>` } }),
        ),
      );
    }
    const comments = await allPages(me.browser, 'comments');
    expect(comments.items).toHaveLength(total);
    expect(comments.pages).toBe(2);
    expect(new Set(comments.items.map((c) => c.id)).size).toBe(total);

    const crafted = Buffer.from(
      JSON.stringify({ GSI1PK: keys.commentsByAuthor('cm-demo', 'someone-else', 'x').GSI1PK, GSI1SK: 'x' }),
    ).toString('base64url');
    expect((await me.browser(`/api/v1/me/export?part=comments&cursor=${crafted}`)).status).toBe(400);
    expect((await me.browser('/api/v1/me/export?part=everything')).status).toBe(400);
    expect((await newBrowser()('/api/v1/me/export?part=profile')).status).toBe(401);
  });
});
