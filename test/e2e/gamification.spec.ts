// Gamification in Chromium at 1280 px and 390 px: a new member (sign-up XP) posts, gets upvoted by
// another member, levels up to 2, and sees the level and rank on their profile and themselves on the leaderboard
// (the side panel on a desktop, the Leaders tab's page on a phone) and in the members directory; the first post's
// quest is claimed from the profile's Quests tab.
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
  api,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  hostUrl,
  hydrated,
  signedUpInPage,
  test,
  uniqueEmail,
} from './support.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const PASSWORD = 'correct-horse-7';

async function shot(page: Page, info: TestInfo, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${info.project.name}.png`), fullPage: true });
}

test('a member posts, gets upvoted, levels up, and sees the level on the profile and the leaderboard', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  test.setTimeout(120_000);
  const mobile = info.project.name === 'mobile';
  const email = uniqueEmail('xp', info);
  const firstName = mobile ? 'Pia' : 'Leo';
  // Letters only (the names rule): the run's time in base 36 with its digits as letters.
  const lastName = `Climber${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

  // Sign up and verify (the sign-up form is the auth journey's part): the verification gives the sign-up XP.
  await signedUpInPage(page, request, baseURL, { email, firstName, lastName, password: PASSWORD });

  // A post of theirs.
  const categories = await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/v1/categories');
  const post = await api<{ id: string; slug: string }>(page, 'POST', '/api/v1/posts', {
    type: 'post',
    title: `My first climb ${info.project.name}`,
    categoryId: categories.json.items[0]!.id,
    content: '<p>Up the north face.</p>',
  });
  expect(post.status).toBe(201);
  await expect.poll(async () => (await api<{ xp: number }>(page, 'GET', '/api/v1/profiles/me')).json.xp).toBe(45);

  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(page.getByTestId('member-level')).toHaveText('Level 1');
  await expect(page.getByTestId('member-rank')).toHaveText('ROOKIE');

  // Another member upvotes it, through the post page.
  const other = await browser.newContext({ viewport: page.viewportSize()! });
  const voter = await other.newPage();
  await voter.goto('/sign-in');
  await voter.getByLabel('Email').fill(mobile ? 'moderator@hearth.local' : 'admin@hearth.local');
  await voter.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await voter.getByRole('button', { name: 'Sign In' }).click();
  await expect(voter).toHaveURL(/\/$/);
  // The page arrives server-rendered: its buttons act once it is hydrated and knows the voter's session.
  const session = voter.waitForResponse((r) => r.url().endsWith('/api/v1/auth/session'));
  await voter.goto(`/post/${post.json.slug}`);
  await session;
  await hydrated(voter);
  await voter
    .getByRole('button', { name: /^upvote/i })
    .first()
    .click();
  await expect(voter.getByRole('button', { name: /^upvote/i }).first()).toHaveAttribute('aria-pressed', 'true');
  await other.close();

  // Level 2 on the next page load once the upvote is delivered.
  await expect.poll(async () => (await api<{ level: number }>(page, 'GET', '/api/v1/profiles/me')).json.level).toBe(2);
  await page.reload();
  await expect(page.getByTestId('member-level')).toHaveText('Level 2');
  await expect(page.getByText('55 / 110 XP')).toBeVisible();
  await page.getByRole('button', { name: 'Level rankings' }).click();
  const rankings = page.getByRole('dialog', { name: 'Level rankings' });
  await expect(rankings.getByRole('row', { name: /ROOKIE \(you\)/ })).toBeVisible();
  await expect(rankings.getByRole('row', { name: /GRDMST 91–99/ })).toBeVisible();
  await shot(page, info, 'gamification-rankings');
  await page.keyboard.press('Escape');
  await expect(rankings).toBeHidden();
  await shot(page, info, 'gamification-profile');
  await page.locator('label', { hasText: 'Badges' }).click();
  await expect(page.getByTestId('badge').filter({ hasText: 'First Post' })).toContainText('Unlocked');
  await expect(page.getByTestId('badge').filter({ hasText: 'Anniversary' })).toContainText('Locked');
  await shot(page, info, 'gamification-badges');

  // Quests: the post completed the First post milestone; claiming it gives its XP, and the bar follows.
  await page.locator('label', { hasText: 'Quests' }).click();
  const firstPost = page.getByTestId('quest').filter({ hasText: 'First post' });
  await expect(firstPost.getByTestId('quest-steps')).toHaveText('1/1');
  await shot(page, info, 'gamification-quests');
  await firstPost.getByRole('button', { name: 'Claim First post' }).click();
  await expect(page.getByText('Quest claimed! +25 XP')).toBeVisible();
  await expect(firstPost.getByRole('button', { name: 'Claim First post (claimed)' })).toBeDisabled();
  await expect(page.getByText('80 / 110 XP')).toBeVisible({ timeout: 15_000 });

  // On the leaderboard.
  if (mobile) {
    await page.getByRole('link', { name: 'Leaders' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  }
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board.getByRole('link', { name: `${firstName} ${lastName}` })).toBeVisible();
  await shot(page, info, 'gamification-leaderboard');

  // And in the members directory, by name.
  await board.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Members' })).toBeVisible();
  await page.getByLabel('Search members').fill(firstName);
  const card = page.getByTestId('directory-member').filter({ hasText: lastName });
  await expect(card).toContainText('Level 2 · ROOKIE');
  await shot(page, info, 'gamification-directory');
});

// The owner app's Statistics page lists the same ranking as Top Members (the dashboard is desktop only).
test(
  "the owner sees the community's Top Members on the Statistics page",
  { tag: '@desktop' },
  async ({ page, baseURL }, info) => {
    await page.goto(hostUrl(baseURL, 'app', '/sign-in'));
    await page.getByLabel('Email').fill('owner@hearth.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await page.getByRole('button', { name: /^Community / }).click();
    await page.getByRole('menuitem', { name: 'Hearth Makers' }).click();
    await expect(page.getByRole('button', { name: 'Community Hearth Makers' })).toBeVisible();
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    const top = page.getByRole('region', { name: 'Top Members' });
    await expect(top.getByTestId('top-member').first()).toBeVisible();
    const first = top.getByTestId('top-member').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^http:\/\/demo\.localhost:\d+\/profile\/.+/);
    await shot(page, info, 'owner-statistics');
  },
);
