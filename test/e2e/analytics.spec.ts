// First-party analytics in Chromium at 1280 px (the dashboard's statistics are read on a desktop): a member browses
// the demo community for a few pages from Iceland (the local gateway's dev country header), the site's beacon sends
// the views and heartbeats when the page is left, and the owner's Statistics page shows today's visits, the
// member's device, OS and country; the overview counts them online now; a range with nothing shows the empty text;
// the range downloads as CSV.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import * as messages from '@hearth/shared/messages';
import type { Analytics } from '@hearth/shared/schemas/analytics';
import {
  api,
  DEMO_PASSWORD,
  expect,
  hostUrl,
  shot,
  signedUpInPage,
  signInOwner,
  test,
  uniqueEmail,
} from './support.ts';

const COMMUNITY_ID = 'cm-demo';
const today = () => new Date().toISOString().slice(0, 10);
const analyticsPath = (start: string, end: string) =>
  `/api/v1/communities/${COMMUNITY_ID}/analytics?startDate=${start}&endDate=${end}`;

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test(
  "a member's visit reaches the owner's statistics: visits, device, OS and country, online now, empty range, CSV",
  { tag: '@desktop' },
  async ({ browser, page, baseURL, request }, info) => {
    test.setTimeout(120_000);
    await signInOwner(page, baseURL, COMMUNITY_ID);
    const day = today();
    const before = (await api<Analytics>(page, 'GET', analyticsPath(day, day))).json;
    expect(before.isSampleAnalytics).toBe(false);

    // A new member's visit, from Iceland: three pages in the site, then the tab is left (the beacon's last flush). A
    // member of their own: a visitor's country is counted on their first visit of the day, and the demo's members
    // may have visited from elsewhere earlier in the run.
    const visit = await browser.newContext({ extraHTTPHeaders: { 'x-hearth-dev-country': 'IS' } });
    const member = await visit.newPage();
    await signedUpInPage(
      member,
      request,
      baseURL,
      {
        email: uniqueEmail('analytics-iceland', info),
        firstName: 'Ísold',
        lastName: 'Visitor',
        password: DEMO_PASSWORD,
      },
      hostUrl(baseURL, 'demo', '/'),
    );
    await member.reload();
    await expect(member.getByRole('button', { name: 'New Post' })).toBeVisible();
    await member.getByRole('link', { name: 'See all' }).click();
    await expect(member).toHaveURL(/\/members-directory/);
    await member.getByRole('link', { name: 'Community Rules' }).click();
    await expect(member).toHaveURL(/\/rules/);
    await member.goBack();
    await expect(member).toHaveURL(/\/members-directory/);
    await visit.close();

    // The views arrive through the event stream's consumer.
    await expect
      .poll(async () => (await api<Analytics>(page, 'GET', analyticsPath(day, day))).json.summary.pageViews, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(before.summary.pageViews + 3);

    // Online now on the overview counts the member.
    const online = card(page, 'Online now');
    await expect(online.getByText('Members')).toBeVisible();
    await expect
      .poll(async () => Number((await online.locator('p').first().textContent())?.replace(/,/g, '')), {
        timeout: 40_000,
      })
      .toBeGreaterThanOrEqual(1);

    // Today on the Statistics page.
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('Start date').fill(day);
    await page.getByLabel('End date').fill(day);
    await page.getByRole('button', { name: 'Apply' }).click();
    const answer = (await api<Analytics>(page, 'GET', analyticsPath(day, day))).json;
    await expect(card(page, 'Member Visits')).toContainText(answer.summary.pageViews.toLocaleString('en-US'));
    await expect(card(page, 'Platform Distribution')).toContainText('Desktop');
    await expect(card(page, 'OS Distribution')).toContainText('Windows');
    await expect(card(page, 'Member Information')).toContainText('Iceland');
    await shot(page, info, 'statistics-today');

    // The range downloads as CSV: a row for today with its page views.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    const [header, ...rows] = csv.split(/\r?\n/);
    expect(header).toMatch(/^date,/);
    expect(rows.some((row) => row.startsWith(`${day},`))).toBe(true);

    // A range with nothing in it says so.
    await page.getByLabel('Start date').fill('2020-01-01');
    await page.getByLabel('End date').fill('2020-01-07');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(card(page, 'Member Visits')).toContainText(messages.noEnoughData);
    await expect(card(page, 'Platform Distribution')).toContainText(messages.noEnoughData);
    await shot(page, info, 'statistics-empty');
  },
);
