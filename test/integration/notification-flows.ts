// What the notification tests do as a member over HTTP: post in the demo's first category, read the notifications
// list and the bell's unread count, and pick the notifications about one post.
import type { NotificationView } from '@hearth/shared/schemas/notifications';
import { expect } from 'vitest';
import type { Member } from './members.ts';

let categoryId: string | undefined;
let n = 0;

/** A new post by `author` in the community's first category (its title starts with `label`). */
export async function postAs(author: Member, label: string, extra: Record<string, unknown> = {}) {
  categoryId ??= (await author.browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const title = `${label} ${++n} ${Date.now().toString(36)}`;
  const res = await author.browser<{ id: string; slug: string }>('/api/v1/posts', {
    body: { type: 'post', title, categoryId, content: '<p>News</p>', ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return { ...res.json, title };
}

/** The member's notifications list, first page, of one category. */
export async function notificationsOf(m: Member, category = 'all') {
  const res = await m.browser<{ items: NotificationView[] }>(`/api/v1/notifications?category=${category}`);
  expect(res.status, res.text).toBe(200);
  return res.json.items;
}

/** The bell's unread count. */
export async function unreadOf(m: Member) {
  const res = await m.browser<{ unread: number }>('/api/v1/notifications/unread');
  expect(res.status, res.text).toBe(200);
  return res.json.unread;
}

/** The notifications that lead to one post. */
export const aboutPost = (items: NotificationView[], slug: string) =>
  items.filter((i) => i.destination === `/post/${slug}`);
