// Each host renders its own tree: the owner app on app.localhost, a community on <sub>.localhost, and a
// not-found page with a sign-up button for a host that names no community.
import { expect, test } from './support.ts';

test.describe('hosts', () => {
  test('app.localhost renders the owner app', async ({ page, baseURL }, info) => {
    const appUrl = baseURL!.replace('demo.localhost', 'app.localhost');
    await page.goto(appUrl);
    await expect(page).toHaveTitle(/Hearth/);
    await expect(page.getByRole('link', { name: /sign up/i }).first()).toBeVisible();
    await expect(page.getByText('Hearth Makers')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`owner-app-${info.project.name}.png`), fullPage: true });
  });

  test('demo.localhost renders the demo community with its name, tagline, icon and banner', async ({ page }, info) => {
    await page.goto('/');
    // What the community's settings say now (the platform spec edits the tagline and the SEO title of this community),
    // read in the page: Node's DNS does not resolve *.localhost, Chromium does.
    const { community } = await page.evaluate(
      async () =>
        (await (await fetch('/api/v1/site')).json()) as {
          community: { name: string; tagline: string; seo?: { title?: string | null } | null };
        },
    );
    await expect(page.getByRole('heading', { level: 1, name: community.name })).toBeVisible();
    await expect(page.getByText(community.tagline, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(community.seo?.title || community.name);
    // Icon and banner loaded, not just laid out: the bytes came from /media and decoded as images.
    for (const image of [
      page.getByRole('img', { name: community.name }).first(),
      page.getByRole('img', { name: `${community.name} banner` }),
    ]) {
      await expect(image).toBeVisible();
      await expect
        .poll(() =>
          image.evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
    }
    await page.screenshot({ path: info.outputPath(`demo-community-${info.project.name}.png`), fullPage: true });
  });

  test('an unknown host shows the not-found page with a sign-up button to the owner app', async ({
    page,
    baseURL,
  }, info) => {
    await page.goto(baseURL!.replace('demo.localhost', 'no-such-place.localhost'));
    const signUp = page.getByRole('link', { name: /sign up/i });
    await expect(signUp).toBeVisible();
    expect(await signUp.getAttribute('href')).toMatch(/app\.localhost:\d+\/sign-up/);
    await page.screenshot({ path: info.outputPath(`unknown-host-${info.project.name}.png`), fullPage: true });
  });
});
