// In process: an unsubscribe link past its lifetime, signed in this process with the community's own link key (no
// request can make a link old), is refused over HTTP with "Unable to unsubscribe" and changes nothing; the same claim
// signed now works, so the refusal is the expiry's. notifications.test.ts has the mailed links and the forged,
// altered and other-post ones.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Links from '@hearth/functions/notifications/links';
import { demo, useLocalPlatform } from './context.ts';
import { member } from './members.ts';

let links: typeof Links;

beforeAll(async () => {
  await useLocalPlatform({ LOG_LEVEL: 'SILENT' });
  links = await import('@hearth/functions/notifications/links');
});

describe('an expired unsubscribe link', () => {
  it('is refused with "Unable to unsubscribe" and changes nothing', async () => {
    const author = await member('unsubscribe-expired');
    const categoryId = (await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
    const created = await author.browser<{ id: string; slug: string }>('/api/v1/posts', {
      body: { type: 'post', title: `Followed post ${Date.now().toString(36)}`, categoryId, content: '<p>Hi</p>' },
    });
    expect(created.status, created.text).toBe(201);
    const p = created.json;
    const claim = { memberId: author.memberId, postId: p.id };
    const expired = await links.signUnsubscribe(
      'cm-demo',
      claim,
      Date.now() - (links.UNSUBSCRIBE_LINK_TTL_SECONDS + 60) * 1000,
    );
    const path = `/api/v1/unsubscribe/posts/${p.slug}?token=${expired}`;
    for (const method of ['GET', 'POST']) {
      const res = await demo<{ reason: string; message: string }>(path, { method, csrf: false });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(400);
      expect(res.json).toMatchObject({ reason: 'UNSUBSCRIBE_LINK_INVALID', message: 'Unable to unsubscribe' });
    }
    const current = await links.signUnsubscribe('cm-demo', claim);
    const still = await demo<{ subscribed: boolean }>(`/api/v1/unsubscribe/posts/${p.slug}?token=${current}`);
    expect(still.status, still.text).toBe(200);
    expect(still.json.subscribed).toBe(true);
  });
});
