// Server-rendered community pages: readable with JavaScript off, and taken over by the app with
// JavaScript on without a visible re-render (the same pixels and the same elements before and after hydration).
import { writeFileSync } from 'node:fs';
import { test as plainTest } from '@playwright/test';
import { DEMO_PASSWORD, api, expect, hydrated, test } from './support.ts';

const WELCOME = 'Welcome to Hearth Makers';

test.describe('server-rendered community pages without JavaScript', () => {
  // axe runs inside the page, so it cannot check a page without JavaScript: these journeys use Playwright's own
  // test; the same pages pass axe once hydrated (the journey below and forum.spec.ts).
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the home feed and a post are readable with JavaScript disabled', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Hearth Makers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
    await expect(page).toHaveTitle('Hearth Makers');

    await page.getByRole('link', { name: WELCOME }).first().click();
    await expect(page).toHaveURL(/\/post\/welcome-to-hearth-makers-/);
    await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
    await expect(page.getByText('Hi all! I build small synthesizers.')).toBeVisible();
    await expect(page).toHaveTitle(`${WELCOME} | Hearth Makers`);

    const missing = await page.goto('/post/no-such-post-01aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing?.status()).toBe(404);
  });
});

test.describe('server-rendered community pages with JavaScript', () => {
  test('with JavaScript the page becomes interactive with no visible re-render', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The app's entry waits until the server's page has been photographed and its heading marked.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is read as soon as it has arrived.
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Hearth Makers' });
    await expect(heading).toBeVisible();
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
    );
    // Where every heading, link and control of the server's page sits, before and after hydration.
    const layout = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('h1, h2, h3, a, button, select, input, img')).map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName} ${element.textContent?.trim().slice(0, 40)} ${box.x},${box.y} ${box.width}x${box.height}`;
        }),
      );
    const before = await layout();
    writeFileSync(test.info().outputPath('before-hydration.png'), await page.screenshot());
    await heading.evaluate((element) => Object.assign(element, { serverRendered: true }));
    release();

    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react'))),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await heading.evaluate((element) => (element as { serverRendered?: boolean }).serverRendered)).toBe(true);
    writeFileSync(test.info().outputPath('after-hydration.png'), await page.screenshot());
    // Nothing moved, appeared or went: the same elements in the same places.
    expect(await layout()).toEqual(before);
    expect(errors.filter((text) => /hydrat|differ/i.test(text))).toEqual([]);

    // Interactive: the sort changes the feed in place (no page load).
    await page.getByLabel('Sort by').selectOption('new');
    await expect(page).toHaveURL(/orderBy=new/);
    expect(await heading.evaluate((element) => (element as { serverRendered?: boolean }).serverRendered)).toBe(true);
  });

  test("a signed-in member's pages hydrate as the server rendered them, then show the member's own state", async ({
    page,
  }) => {
    // The server renders for a guest; the member's session is asked for once every part of the page has hydrated.
    // Asked for earlier, the member's answers reached parts still hydrating, and React threw those away (a mismatch
    // logged on every signed-in page load).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/sign-in');
    const signedIn = await api(page, 'POST', '/api/v1/auth/sign-in', {
      email: 'member@hearth.local',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    // A phone's slower CPU: the parts of the page hydrate over a longer time after the root.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Maya Member' })).toBeVisible();
    const post = await page.getByRole('link', { name: WELCOME }).first().getAttribute('href');
    await page.goto(post!);
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Maya Member' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
    expect(errors.filter((text) => /hydrat|differ/i.test(text))).toEqual([]);
  });
});
