// A member's level on their post cards (member-forum §3): a new post carries the author's level; a level-up
// rewrites the author's posts a pass at a time (each pass naming where the next starts) and their feed cards follow;
// a pass run again, or an older level arriving late, changes nothing.
import type { FeedResponse } from '@hearth/shared/schemas/forum';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { useLocalPlatform } from './context.ts';

describe("the author's level on post cards", () => {
  it('starts at the level of the author, follows a level-up pass by pass, and never goes back', async () => {
    const author = await signedInAccount('demo.localhost', 'leveller');
    const session = await author.browser<{ user: { memberId: string } }>('/api/v1/auth/session');
    const memberId = session.json.user.memberId;
    const categories = await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const titles = [1, 2].map((i) => `Level post ${i} ${Date.now().toString(36)}`);
    for (const title of titles) {
      const res = await author.browser('/api/v1/posts', {
        body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>x</p>' },
      });
      expect(res.status, res.text).toBe(201);
    }
    const cards = async () => {
      const feed = await author.browser<FeedResponse>('/api/v1/feed?sort=new');
      expect(feed.status, feed.text).toBe(200);
      return titles.map((t) => feed.json.items.find((c) => c.title === t)!);
    };
    expect((await cards())[0]!.author.level).toBe(1);

    await useLocalPlatform();
    const { spreadAuthorLevel } = await import('@hearth/functions/posts/author-data');
    const next = await spreadAuthorLevel('cm-demo', memberId, 7, 1);
    expect(next).not.toBeNull();
    expect(await spreadAuthorLevel('cm-demo', memberId, 7, 1, next!)).not.toBeNull();
    expect((await cards()).map((c) => c.author.level)).toEqual([7, 7]);

    // A late, lower level leaves the cards alone; a pass run again changes nothing.
    await spreadAuthorLevel('cm-demo', memberId, 3, 100);
    await spreadAuthorLevel('cm-demo', memberId, 7, 100);
    expect((await cards()).map((c) => c.author.level)).toEqual([7, 7]);
  });
});
