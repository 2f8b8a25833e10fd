// Avatar frames and profile covers in Chromium at 1280 px and 390 px (member-forum §2.7, §2.8, §4): a new
// member (level 1) opens Avatar Frames from Profile Settings, sees the locked frames with what unlocks them, wears the
// unlocked one and sees it around their avatar in the top bar, on their post's card and on their profile; wears a cover there (the
// landscape art on a desktop, the portrait one on a phone); selecting the worn frame again takes it off.
import { api, expect, shot, signedUpInPage, test, uniqueEmail } from './support.ts';

const PASSWORD = 'correct-horse-7';

test('a member wears an unlocked frame and sees it on their post card and profile, with a cover', async ({
  page,
  baseURL,
  request,
}, info) => {
  test.setTimeout(90_000);
  const mobile = info.project.name === 'mobile';
  const email = uniqueEmail('frames', info);
  const lastName = `Framed${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

  await signedUpInPage(page, request, baseURL, { email, firstName: 'Fay', lastName, password: PASSWORD });

  // Profile Settings → Avatar Frames: the locked ones say what unlocks them and cannot be worn.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change avatar frame' }).click();
  await expect(page).toHaveURL(/type=avatarFrame/);
  const dialog = page.getByRole('dialog', { name: 'Avatar Frames' });
  const ember = dialog.getByRole('button', { name: /Ember/ });
  await expect(ember).toContainText('Locked: Unlocks at level 20');
  await expect(ember).toHaveAttribute('aria-disabled', 'true');
  // Reachable by keyboard, so its requirement is read out; Enter on it wears nothing.
  await ember.focus();
  await page.keyboard.press('Enter');
  await expect(ember).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('No frame selected.')).toBeVisible();

  // The unlocked one, by keyboard.
  const silver = dialog.getByRole('button', { name: /Silver Ring/ });
  await silver.focus();
  await page.keyboard.press('Enter');
  await expect(silver).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('Wearing: Silver Ring. Select it again to take it off.')).toBeVisible();
  await expect(page.getByText('Saved settings successfully!')).toBeVisible();
  await shot(page, info, 'frames-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The top bar's own avatar wears it too (the session carries the frame).
  await expect(page.getByRole('banner').locator('[data-frame="silver"]')).toBeVisible();

  // A post of theirs: its card shows the frame around their avatar.
  const title = `Framed at last ${info.project.name} ${lastName}`;
  const categories = await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/v1/categories');
  const post = await api(page, 'POST', '/api/v1/posts', {
    type: 'post',
    title,
    categoryId: categories.json.items[0]!.id,
    content: '<p>Look at my ring.</p>',
  });
  expect(post.status).toBe(201);
  await page.goto('/?sort=new');
  const card = page.getByRole('article', { name: title });
  await expect(card.locator('[data-frame="silver"]')).toBeVisible();
  await shot(page, info, 'frames-card');
  await card.screenshot({ path: info.outputPath(`frames-card-close-${info.project.name}.png`) });

  // The profile: the frame around the avatar, then a cover worn from Edit cover.
  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: `Fay ${lastName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile header' }).locator('[data-frame="silver"]')).toBeVisible();
  await page.getByRole('button', { name: 'Edit cover' }).click();
  const covers = page.getByRole('dialog', { name: 'Profile Covers' });
  await expect(covers.getByRole('button', { name: /Nebula/ })).toContainText('Locked: Unlocks at level 50');
  await covers.getByRole('button', { name: /Dawn/ }).click();
  await expect(covers.getByRole('button', { name: /Dawn/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/profile/me');
  const cover = page.getByRole('img', { name: `Fay ${lastName}’s cover: Dawn` });
  await expect(cover).toHaveAttribute('data-cover', mobile ? 'dawn-portrait' : 'dawn-landscape');
  await shot(page, info, 'frames-profile');

  // Selecting the worn frame again takes it off.
  await page.goto('/settings?type=avatarFrame');
  await page
    .getByRole('dialog', { name: 'Avatar Frames' })
    .getByRole('button', { name: /Silver Ring/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Avatar Frames' }).getByText('No frame selected.')).toBeVisible();
  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: `Fay ${lastName}` })).toBeVisible();
  await expect(page.locator('[data-frame]')).toHaveCount(0);
});
