// A post page that stays live, in Chromium at 1280 px and 390 px: member A reads a post while member B, in another
// browser, comments on it in B's own page → A's page shows "1 new comment" without a reload, and pressing it puts
// the comment in the list. B's own page shows no pill for B's comment. A is a member of its own: the comment e-mails
// A, and the demo's member has the notifications journey's hourly e-mail budget to keep.
import { api, DEMO_PASSWORD, expect, shot, signedUpInPage, test, uniqueEmail } from './support.ts';

test('a comment written in one browser appears on the post open in another', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  test.setTimeout(120_000);
  const run = `${info.project.name}${Date.now().toString(36)}`;
  await signedUpInPage(page, request, baseURL, {
    email: uniqueEmail('live-post', info),
    firstName: 'Lena',
    lastName: 'Live',
    password: DEMO_PASSWORD,
  });

  const categories = await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/v1/categories');
  const post = await api<{ id: string; slug: string }>(page, 'POST', '/api/v1/posts', {
    type: 'post',
    title: `Live thread ${run}`,
    categoryId: categories.json.items[0]!.id,
    content: '<p>Tell me what you think.</p>',
  });
  expect(post.status).toBe(201);
  await page.goto(`/post/${post.json.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Live thread ${run}` })).toBeVisible();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();

  const other = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize() });
  const b = await other.newPage();
  await b.goto('/');
  expect(
    (await api(b, 'POST', '/api/v1/auth/sign-in', { email: 'moderator@hearth.local', password: DEMO_PASSWORD })).status,
  ).toBe(200);
  await b.goto(`/post/${post.json.slug}`);
  await b.getByRole('textbox', { name: 'Write a comment' }).click();
  await b.keyboard.type(`Count me in ${run}`);
  await b.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(b.getByText(`Count me in ${run}`)).toBeVisible();

  // A's page: the pill arrives by itself, and pressing it shows the comment in place.
  const pill = page.getByRole('button', { name: '1 new comment' });
  await expect(pill).toBeVisible();
  await shot(page, info, 'live-post-new-comment');
  await pill.click();
  await expect(page.getByText(`Count me in ${run}`)).toBeVisible();
  await expect(pill).toBeHidden();
  // The commenter's own page has no pill for their own comment.
  await expect(b.getByRole('button', { name: /new comment/ })).toHaveCount(0);
  await other.close();
});
