// e2e helpers: the accessibility check every journey runs, the dev mailbox (read over HTTP from Node, which cannot
// resolve *.localhost, so by loopback address), screenshots.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks; a serious or critical finding fails the journey. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page as it is now: no serious or critical violation. Soft, so one run lists every page's findings
 * (the test still fails). Called at every screenshot checkpoint and at the end of every test.
 */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
  expect.soft(serious, `axe on ${where} (${new URL(page.url()).pathname})`).toEqual([]);
}

/** Playwright's test with the accessibility check at the end of every journey, on the page where it ended. */
export const test = base.extend<{ accessibleAtEnd: void }>({
  accessibleAtEnd: [
    async ({ page }, use, info) => {
      await use();
      if (info.status === 'passed' && !page.isClosed()) await expectAccessible(page, 'the last page');
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_PASSWORD = 'hearth-demo-1';

export function hostUrl(baseURL: string | undefined, sub: string, path = '/'): string {
  const url = new URL(baseURL!);
  url.hostname = `${sub}.localhost`;
  url.pathname = path;
  return url.toString();
}

export function uniqueEmail(tag: string, info: TestInfo): string {
  return `${tag}-${info.project.name}-${Date.now().toString(36)}@example.com`;
}

/** The newest link e-mailed to an address, waiting until the mail is there. */
export async function linkMailedTo(
  request: APIRequestContext,
  baseURL: string | undefined,
  to: string,
): Promise<string> {
  const port = new URL(baseURL!).port;
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`http://127.0.0.1:${port}/_dev/mail.json`)).json()) as Array<{
        to: string;
        text: string;
      }>;
      link = /https?:\/\/\S+/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

export async function shot(page: Page, info: TestInfo, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
}

/**
 * Waits until a server-rendered page has been hydrated (React owns #root): before that its buttons are HTML only and a
 * click opens nothing. The page's code loads after first paint, so on a busy machine that can take seconds.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        // A server-rendered page hydrates in slices (a transition): it is live once marked; a page the app rendered
        // itself is live once React holds its root.
        document.documentElement.hasAttribute('data-ssr')
          ? document.documentElement.hasAttribute('data-hydrated')
          : Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
      ),
    )
    .toBe(true);
}

/**
 * Moves a picked-up dnd-kit item by keyboard until its spoken announcement says so. dnd-kit measures the drop targets
 * just after the pick-up; an arrow key that lands before that finds no target and moves nothing (seen in CI at
 * 390 px), so the key is pressed again — at the end of the list a further press changes nothing, as for a keyboard
 * user.
 */
export async function moveUntilAnnounced(page: Page, key: 'ArrowUp' | 'ArrowDown', announcement: string) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByRole('status').filter({ hasText: announcement })).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
}
