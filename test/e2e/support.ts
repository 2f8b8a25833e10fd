// e2e helpers: the accessibility check every journey runs, the dev mailbox (read over HTTP from Node, which cannot
// resolve *.localhost, so by loopback address), API calls from inside the page and a fresh member made with them,
// screenshots.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/src/constants/http.ts';
import { hostClient, randomLoopback } from '../support/http.ts';

/**
 * The WCAG 2.2 A and AA rules axe checks (2.2 adds the 24 × 24 px target size); a serious or critical finding fails
 * the journey.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on the page as it is now: no serious or critical violation. Soft, so one run lists every page's findings
 * (the test still fails). Called at every screenshot checkpoint and at the end of every test.
 */
export async function expectAccessible(page: Page, where: string) {
  // At the top of the page: scrolled, whatever passes under the fixed top bar reads to axe's target-size rule as an
  // obscured target (seen on a leaderboard link after a post page scrolled to its comments), a finding of the scroll
  // position, not of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // Each node with axe's reason (which part of the rule it fails), so a finding can be acted on from the log.
      const nodes = v.nodes.map(
        (n) => `${n.html.slice(0, 160)} [${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}]`,
      );
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(' | ')}`;
    });
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

/**
 * A call to the API from inside the page, as the SPA makes it (Node cannot resolve *.localhost): the page's cookies,
 * the CSRF header, a JSON body when there is one. The answer's status and its JSON (null when it has none).
 */
export async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const res = await fetch(path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as T };
    },
    { method, path, body, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } },
  );
}

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

/**
 * A new member signed up, verified (the mailed link's token) and signed in through the API from the page, past the
 * welcome step: for journeys that start with a fresh member (the sign-up form is the auth journey's part).
 */
export async function signedUpInPage(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  account: { email: string; firstName: string; lastName: string; password: string },
  /** Where the page starts, whose host the account signs in on: the community by default, or the owner app's URL. */
  startAt = '/',
): Promise<void> {
  const { email, firstName, lastName, password } = account;
  await page.goto(startAt);
  // The sign-up itself from an address of its own on the loopback range, as the integration tests' clients do: the
  // suite signs up more accounts than one address may in an hour (the per-IP sign-up limit), and the browser's
  // requests all come from 127.0.0.1. Verification and sign-in run in the page, so its session is the browser's.
  const { port, hostname } = new URL(page.url());
  const signUp = hostClient(Number(port), hostname, { localAddress: randomLoopback() });
  const created = await signUp('/api/v1/auth/sign-up', {
    body: { firstName, lastName, email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(created.status, created.text).toBe(201);
  const token = new URL(await linkMailedTo(request, baseURL, email)).searchParams.get('token');
  expect((await api(page, 'POST', '/api/v1/auth/verify-email', { token })).status).toBe(200);
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password })).status).toBe(200);
  expect((await api(page, 'POST', '/api/v1/auth/welcome/complete', {})).status).toBeLessThan(300);
}

/**
 * Waits until no finite CSS transition or animation is running (a dialog's or sheet's fade-in is over), so what is
 * checked and photographed is the settled page. Two frames first, so a transition about to start has started.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length;
      }),
    )
    .toBe(0);
}

export async function shot(page: Page, info: TestInfo, name: string) {
  // A drawer or dialog still fading in gives axe half-transparent colours (a contrast finding that is not there).
  await transitionsDone(page);
  await expectAccessible(page, name);
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
  // The phone emulation can come back from a full-page capture zoomed out (innerWidth 560 of 390 seen in a trace),
  // which moves the fixed tab bar off its taps: the emulated screen is set again.
  const size = page.viewportSize();
  if (size) await page.setViewportSize(size);
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

/** The demo owner signed in on the owner app, its dashboard showing `communityId` (the owner also staffs others). */
export async function signInOwner(page: Page, baseURL: string | undefined, communityId: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem('hearth.owner.communityId', id), communityId);
  await page.goto(hostUrl(baseURL, 'app', '/sign-in'));
  await page.getByLabel('Email').fill('owner@hearth.local');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}
