// The AI writing assist in Chromium at 1280 px, with the local platform's labelled dev provider (HEARTH_AI=echo, set
// by playwright.config.ts): the owner turns AI content generation on for the demo community, a member opens the AI
// dialog from the post composer's toolbar, is held to the prompt's limits, generates (the answer streams in), and the
// answer goes into the post they publish. The owner turns it off again at the end.
import type { Page } from '@playwright/test';
import * as messages from '@hearth/shared/messages';
import { api, DEMO_PASSWORD, expect, shot, signInOwner, test } from './support.ts';

const COMMUNITY_ID = 'cm-demo';
const ECHO_LABEL = 'Dev AI provider (local only)';

async function setAiContentGeneration(page: Page, on: boolean) {
  const base = `/api/v1/communities/${COMMUNITY_ID}/settings`;
  const settings = await api<{ visibility: Record<string, unknown> }>(page, 'GET', base);
  expect(settings.status).toBe(200);
  const saved = await api(page, 'PUT', `${base}/visibility`, { ...settings.json.visibility, aiContentGeneration: on });
  expect(saved.status).toBe(200);
}

test('a member writes part of a post with the AI dialog and publishes it @desktop', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const owner = await browser.newPage();
  await signInOwner(owner, baseURL, COMMUNITY_ID);
  await setAiContentGeneration(owner, true);
  try {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('member@hearth.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Maya Member' })).toBeVisible();

    const title = `Autumn plans ${Date.now().toString(36)}`;
    await page.goto('/new-post?type=post');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'General discussion' });
    await page.getByRole('textbox', { name: /Content|Description/ }).click();
    await page.keyboard.type('Our plans for the season.');

    await page.getByRole('button', { name: 'Write with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write with AI' });
    const prompt = dialog.getByRole('textbox', { name: /What should the AI write/ });
    await prompt.fill('ab');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText(messages.aiPromptTooShort)).toBeVisible();
    await prompt.fill('Three walks for the autumn');
    await shot(page, info, 'ai-dialog');
    const streamed = page.waitForResponse((res) => res.url().endsWith('/api/v1/ai/stream'));
    await dialog.getByRole('button', { name: 'Generate' }).click();
    // The answer arrives as events while it is written (the dialog previews it), through the edge's streamed route.
    expect((await streamed).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    await expect(dialog).toBeHidden();

    const editor = page.getByRole('textbox', { name: /Content|Description/ });
    await expect(editor).toContainText('Our plans for the season.');
    await expect(editor).toContainText(`${ECHO_LABEL}: Three walks for the autumn`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(`${ECHO_LABEL}: Three walks for the autumn`);
  } finally {
    await setAiContentGeneration(owner, false);
    await owner.close();
  }
});
