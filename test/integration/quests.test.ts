// Quests over HTTP on the running platform (member-forum §2.7, §3 Quest, §7.3 claimQuest): a member's
// quests by category with their periods; steps follow the member's actions once their events are delivered; a
// completed quest is claimed once and its XP is awarded once (a second claim is refused, the event delivered again or
// sent anew changes nothing); unknown, incomplete and ended quests get clear answers; guests are asked to sign in.
// The event delivered by hand goes to the XP consumer by its registry name (context.ts `deliverToConsumer`).
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { questById, questPeriod } from '@hearth/shared/rules/quests';
import type { ClaimedQuest, Quest, Quests } from '@hearth/shared/schemas/gamification';
import type { NotificationView } from '@hearth/shared/schemas/notifications';
import { deliverToConsumer, domainEvent, drainEvents, newBrowser } from './context.ts';
import { type Browser, member, xpOf } from './members.ts';

async function quests(browser: Browser): Promise<Quests> {
  const res = await browser<Quests>('/api/v1/me/quests');
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function questOf(browser: Browser, id: string): Promise<Quest> {
  const found = (await quests(browser)).categories.flatMap((c) => c.quests).find((q) => q.id === id);
  expect(found, id).toBeDefined();
  return found!;
}

const claim = (browser: Browser, id: string, body: Record<string, unknown> = {}) =>
  browser<ClaimedQuest & { message?: string; reason?: string }>(`/api/v1/me/quests/${id}/claim`, { body });

let categoryId: string | undefined;
async function post(browser: Browser) {
  categoryId ??= (await browser<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const res = await browser<{ id: string }>('/api/v1/posts', {
    body: { type: 'post', title: `Quest post ${Date.now().toString(36)}`, categoryId, content: '<p>Hello</p>' },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

describe('quests', () => {
  it('lists the three categories with their periods; a new member has done no step', async () => {
    const { browser } = await member('quests-list', { drained: true });
    const now = new Date();
    const { categories } = await quests(browser);
    expect(categories.map((c) => c.label)).toEqual(['Daily', 'Weekly', 'Milestones']);
    expect(categories.map((c) => c.expiresAt)).toEqual([
      questPeriod('daily', now).expiresAt,
      questPeriod('weekly', now).expiresAt,
      null,
    ]);
    const firstPost = categories[2]!.quests.find((q) => q.id === 'first-post')!;
    expect(firstPost).toMatchObject({
      stepsCompleted: 0,
      totalSteps: 1,
      status: 'inProgress',
      claimed: false,
      destination: '/new-post',
      period: 'ever',
    });
    for (const category of categories) {
      expect(category.total).toBe(category.quests.length);
      expect(category.claimed).toBe(0);
    }
  });

  it('counts the day’s comments; a completed quest is claimed once and its XP awarded once', async () => {
    const author = await member('quests-author', { drained: true });
    const { id: postId } = await post(author.browser);
    for (let i = 0; i < 3; i++) {
      const res = await author.browser(`/api/v1/posts/${postId}/comments`, { body: { content: `<p>Reply ${i}</p>` } });
      expect(res.status, res.text).toBe(201);
    }
    await drainEvents();
    const daily = await questOf(author.browser, 'daily-comments');
    expect(daily).toMatchObject({ stepsCompleted: 3, totalSteps: 3, status: 'completed', claimed: false });
    expect(
      (await quests(author.browser)).categories.find((c) => c.label === 'Daily')!.claimable,
    ).toBeGreaterThanOrEqual(1);

    const before = await xpOf(author);
    const claimed = await claim(author.browser, 'daily-comments', { period: daily.period });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.json.quest).toMatchObject({ id: 'daily-comments', claimed: true });
    expect(claimed.json.xp).toBe(questById('daily-comments')!.xp);
    await drainEvents();
    expect(await xpOf(author)).toBe(before + questById('daily-comments')!.xp);
    expect(await questOf(author.browser, 'daily-comments')).toMatchObject({ claimed: true, status: 'completed' });

    const again = await claim(author.browser, 'daily-comments');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(messages.questClaimed);

    // The claim's event delivered again, or a new event for the same claim: no more XP.
    const event = domainEvent('quest.claimed', 'cm-demo', {
      memberId: author.memberId,
      questId: 'daily-comments',
      period: daily.period,
      xp: questById('daily-comments')!.xp,
    });
    expect(await deliverToConsumer('gamification.xp', event)).toBe('applied');
    expect(await deliverToConsumer('gamification.xp', event)).toBe('duplicate');
    expect(await xpOf(author)).toBe(before + questById('daily-comments')!.xp);
  });

  it('tells the member in-app when a quest is one step from done and when it is done, once each', async () => {
    const m = await member('quests-notices', { drained: true });
    const account = async () =>
      (await m.browser<{ items: NotificationView[] }>('/api/v1/notifications?category=account')).json.items.map(
        (n) => n.message,
      );
    const { id: postId } = await post(m.browser);
    const comment = async (i: number) => {
      const res = await m.browser(`/api/v1/posts/${postId}/comments`, { body: { content: `<p>Step ${i}</p>` } });
      expect(res.status, res.text).toBe(201);
    };
    await comment(1);
    await comment(2);
    await drainEvents();
    const quest = questById('daily-comments')!;
    const first = questById('first-post')!;
    expect(await account()).toEqual(
      expect.arrayContaining([
        messages.notifyQuestNearCompletion(quest.title),
        messages.notifyQuestCompleted(first.title, first.xp),
      ]),
    );
    await comment(3);
    await comment(4);
    await drainEvents();
    const after = await account();
    expect(after.filter((t) => t === messages.notifyQuestCompleted(quest.title, quest.xp))).toHaveLength(1);
    expect(after.filter((t) => t === messages.notifyQuestNearCompletion(quest.title))).toHaveLength(1);
  });

  it('a milestone: the first post completes it; claiming it adds exactly its XP', async () => {
    const m = await member('quests-first-post', { drained: true });
    expect((await questOf(m.browser, 'first-post')).status).toBe('inProgress');
    const refused = await claim(m.browser, 'first-post');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.questIncomplete);
    await post(m.browser);
    await drainEvents();
    expect(await questOf(m.browser, 'first-post')).toMatchObject({ stepsCompleted: 1, status: 'completed' });
    const before = await xpOf(m);
    const res = await claim(m.browser, 'first-post', { period: 'ever' });
    expect(res.status, res.text).toBe(200);
    await drainEvents();
    expect(await xpOf(m)).toBe(before + questById('first-post')!.xp);
  });

  it('refuses unknown, incomplete and ended quests, bad input and guests with clear answers', async () => {
    const m = await member('quests-refusals', { drained: true });
    const unknown = await claim(m.browser, 'no-such-quest');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.questMissing);

    const incomplete = await claim(m.browser, 'ten-comments');
    expect(incomplete.status).toBe(409);
    expect(incomplete.json.message).toBe(messages.questIncomplete);

    // A daily quest of a day that is over (the list the member had open yesterday).
    const ended = await claim(m.browser, 'daily-comments', { period: '2020-01-01' });
    expect(ended.status).toBe(409);
    expect(ended.json.message).toBe(messages.questExpired);

    const bad = await claim(m.browser, 'daily-comments', { period: 42 });
    expect(bad.status).toBe(400);

    const guest = newBrowser();
    expect((await guest('/api/v1/me/quests')).status).toBe(401);
    expect((await guest('/api/v1/me/quests/first-post/claim', { body: {} })).status).toBe(401);
  });
});
