// Gatekeeping in Chromium at 1280 and 390 px (issue 14): an admin adds words by Add Batch on the community's
// /dashboard/word-filter (Save enabled only after the change), a member's post with a filtered word shows it masked,
// and the admin removes the words again (the demo community's filter is left as it was). axe on each screen.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, shot, test } from './support.ts';

async function signIn(page: Page, email: string, name: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

test('word filter: Add Batch, Save, a post with a filtered word is masked, then the words are removed', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  // Words no other spec writes, unique per run and viewport.
  const id = `${info.project.name}${Date.now().toString(36)}`;
  const word = `zorb${id}`;
  const variation = `z0rb${id}`;
  const other = `quux${id}`;

  await signIn(page, 'admin@hearth.local', 'Ada Admin');
  await page.goto('/dashboard/word-filter');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Filter' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: 'Add Batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Batch' });
  // An empty list is not added.
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Add at least one word.')).toBeVisible();
  await dialog.getByLabel('Words').fill(`${word}, ${variation}\n\n  ${other}  \n`);
  await shot(page, info, 'word-filter-add-batch');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Filtered words' });
  await expect(table.getByRole('row', { name: new RegExp(`${word}.*Not saved`) })).toBeVisible();
  await expect(page.getByText('2 words are not saved yet.')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Word filter saved successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Search words').fill(id);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(`${word}\\s*${variation}`) })).toBeVisible();
  await shot(page, info, 'word-filter-table');

  // A member's post with a filtered word and a variation: masked in the title and the body.
  await page.context().clearCookies();
  await signIn(page, 'member@hearth.local', 'Maya Member');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Post' })).toBeVisible();
  await page.getByLabel('Title').fill(`Filtered ${word} title`);
  await page.getByLabel('Category').selectOption({ label: 'General discussion' });
  await page.getByRole('textbox', { name: /Content|Description/ }).click();
  await page.keyboard.type(`Saying ${variation.toUpperCase()} out loud.`);
  await page.getByRole('button', { name: 'Submit' }).click();
  const stars = '*'.repeat(word.length);
  await expect(page.getByRole('heading', { level: 1, name: `Filtered ${stars} title` })).toBeVisible();
  await expect(page.getByRole('article').getByText(`Saying ${stars} out loud.`)).toBeVisible();
  await expect(page.getByText(word)).toHaveCount(0);
  await shot(page, info, 'word-filter-masked-post');

  // Restore the demo community's filter.
  await page.context().clearCookies();
  await signIn(page, 'admin@hearth.local', 'Ada Admin');
  await page.goto('/dashboard/word-filter');
  await page.getByLabel('Search words').fill(id);
  for (const w of [other, word]) {
    await page.getByRole('button', { name: `Remove ${w}` }).click();
    await expect(page.getByText(`"${w}" removed from the word filter.`)).toBeVisible();
  }
  await expect(page.getByText('No words found.')).toBeVisible();
});
