// Custom domains in Chromium at 1280 px (the dashboard is desktop only): the demo owner (the demo is on Premium) adds
// a domain in Platform Settings → Custom Domain and sees Not Verified with the DNS records to create; the local
// simulator's dev API validates the certificate and resolves the CNAME while the domain worker runs, and the section
// follows by itself to Propagating and Connected; the community opens on the domain's stand-in host and a member signs
// in there; the owner deletes it (with the dialog: it serves) and the worker removes it, leaving the empty form.
import type { Locator, Page } from '@playwright/test';
import * as messages from '@hearth/shared/messages';
import type { CustomDomainStatus } from '@hearth/shared/schemas/custom-domains';
import { api, DEMO_PASSWORD, expect, hostUrl, shot, signInOwner, test } from './support.ts';

const COMMUNITY_ID = 'cm-demo';
const STATUS_PATH = `/api/v1/communities/${COMMUNITY_ID}/custom-domain`;
const RUN_WORKER = '/_dev/schedules/domain-progress/run';

/**
 * A /_dev call from a page on the owner app: Node cannot resolve *.localhost, and the dev routes answer requests to
 * this machine's names.
 */
async function dev(page: Page, path: string) {
  const { status } = await api(page, 'POST', path);
  expect(status, `POST ${path}`).toBeLessThan(300);
}

/**
 * Runs the domain worker until the section shows `what`. One run moves a domain one step, and the section re-fetches
 * every few seconds, so each try waits a little longer than one poll before running the worker again.
 */
async function workUntil(page: Page, what: Locator) {
  await expect(async () => {
    await dev(page, RUN_WORKER);
    await expect(what).toBeVisible({ timeout: 7_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Leaves the demo community with no custom domain (every other spec uses it and expects none): the delete started if
 * it has not, then the worker run until the domain is gone. Best effort: a failure here must not hide the test's own.
 */
async function removeDomain(page: Page) {
  try {
    const { json } = await api<CustomDomainStatus>(page, 'GET', STATUS_PATH);
    if (!json?.customDomain) return;
    if (!json.deleting) await api(page, 'DELETE', STATUS_PATH);
    await expect
      .poll(
        async () => {
          await api(page, 'POST', RUN_WORKER);
          return (await api<CustomDomainStatus>(page, 'GET', STATUS_PATH)).json?.customDomain ?? null;
        },
        { timeout: 60_000 },
      )
      .toBeNull();
  } catch (error) {
    test.info().annotations.push({ type: 'cleanup', description: `custom domain left in place: ${String(error)}` });
  }
}

test(
  'the owner connects a custom domain, members use the community on it, and the owner deletes it',
  { tag: '@desktop' },
  async ({ page, context, baseURL }, info) => {
    test.setTimeout(300_000);
    // Unique per run, so no other community's claim (or a half-removed one of an earlier run) can be met.
    const domain = `forum-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.org`;
    const standIn = hostUrl(baseURL, domain.replaceAll('.', '-'), '/');
    await signInOwner(page, baseURL, COMMUNITY_ID);
    try {
      await page.goto(hostUrl(baseURL, 'app', '/platform'));
      await page
        .getByRole('navigation', { name: 'Settings sections' })
        .getByRole('button', { name: 'Custom Domain' })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Custom Domain' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);

      // Add: the host-name rule first, then the domain.
      const input = page.getByRole('textbox', { name: 'Domain name' });
      await input.fill(`https://${domain}`);
      await input.press('Enter');
      await expect(page.getByText(messages.customDomainInvalid)).toBeVisible();
      await input.fill(domain);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const status = page.getByRole('status', { name: 'Domain status' });
      await expect(page.getByRole('heading', { level: 3, name: domain })).toBeVisible();
      await expect(status.getByText('Not Verified')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy value of the domain record' })).toBeVisible();
      // The certificate's validation record arrives once the worker has asked for the certificate.
      await workUntil(page, page.getByRole('button', { name: 'Copy name of the certificate validation record' }));
      await shot(page, info, 'custom-domain-not-verified');

      // The DNS host answers the validation record: the certificate is issued, the distribution deploys.
      await dev(page, `/_dev/domains/${domain}/validate`);
      await workUntil(page, status.getByText('Propagating'));
      // The owner's CNAME to the platform resolves: Connected, seen without a reload.
      await dev(page, `/_dev/domains/${domain}/resolve-cname`);
      await workUntil(page, status.getByText('Connected'));
      await expect(page.getByText(/^You can change the domain after /)).toBeVisible();
      await shot(page, info, 'custom-domain-connected');

      // The community on its domain (the stand-in host the gateway rewrites to it), and a member signing in there.
      const member = await context.newPage();
      await member.goto(standIn);
      const site = await member.evaluate(
        async () => (await (await fetch('/api/v1/site')).json()) as { community: { name: string } },
      );
      await expect(member.getByRole('heading', { level: 1, name: site.community.name })).toBeVisible();
      await member.goto(new URL('/sign-in', standIn).toString());
      await member.getByLabel('Email').fill('member@hearth.local');
      await member.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await member.getByRole('button', { name: 'Sign In' }).click();
      await expect(member.getByRole('button', { name: 'Maya Member' })).toBeVisible();
      expect(new URL(member.url()).host).toBe(new URL(standIn).host);
      await member.close();

      // Delete: a serving domain asks first; then the worker takes it down and the empty form is back.
      await page.getByRole('button', { name: 'Delete Domain' }).click();
      const dialog = page.getByRole('dialog', { name: `Delete ${domain}?` });
      await expect(dialog).toBeVisible();
      await shot(page, info, 'custom-domain-delete-dialog');
      await dialog.getByRole('button', { name: 'Delete Domain' }).click();
      await expect(status.getByText('Deleting')).toBeVisible();
      await workUntil(page, page.getByRole('textbox', { name: 'Domain name' }));
      // Connected once, so the next domain waits for the three months.
      await expect(page.getByText(/^You can change the domain after /)).toBeVisible();
    } finally {
      await page.goto(hostUrl(baseURL, 'app', '/overview'));
      await removeDomain(page);
    }
  },
);
