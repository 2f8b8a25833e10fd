// Outbound webhooks in Chromium at 1280 px (the dashboard is desktop only): the demo owner (the demo is on Premium)
// opens Webhooks, is refused an http:// URL, registers an HTTPS endpoint on a receiver this test runs on 127.0.0.1 (the
// local platform's loopback allowance) for member.joined, copies the secret shown once; a new member signs up on the
// demo community; the receiver gets the signed delivery (verified with that secret) and the owner sees it Succeeded
// in the endpoint's deliveries, then deletes the endpoint behind its confirmation.
import * as messages from '@hearth/shared/webhook-messages';
import { verifyWebhookSignature } from '../../functions/src/webhooks/signature.ts';
import { startReceiver } from '../support/https-receiver.ts';
import { expect, hostUrl, shot, signedUpInPage, signInOwner, test, uniqueEmail } from './support.ts';

test(
  'the owner registers a webhook and sees a member’s sign-up delivered to it',
  { tag: '@desktop' },
  async ({ page, context, browser, request, baseURL }, info) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      // Copy writes to the clipboard, which the browser allows the app's origin here.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(hostUrl(baseURL, 'app')).origin,
      });
      await signInOwner(page, baseURL, 'cm-demo');
      await page.goto(hostUrl(baseURL, 'app', '/webhooks'));
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByText('Verifying deliveries')).toBeVisible();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const add = page.getByRole('dialog', { name: 'Add webhook endpoint' });
      const url = add.getByRole('textbox', { name: 'Endpoint URL' });
      await url.fill(receiver.url('/e2e').replace('https:', 'http:'));
      await add.getByRole('checkbox', { name: 'member.joined' }).check();
      await add.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(add.getByText(messages.webhookUrlHttps)).toBeVisible();
      await url.fill(receiver.url('/e2e'));
      await add.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: 'Signing secret' });
      const secret = (await shown.getByLabel('Signing secret', { exact: true }).textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      await shown.getByRole('button', { name: 'Copy secret' }).click();
      await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await shot(page, info, 'webhooks-secret');
      await shown.getByRole('button', { name: 'Done' }).click();
      const card = page.getByRole('article', { name: receiver.url('/e2e') });
      await expect(card.getByRole('switch', { name: `Enabled: ${receiver.url('/e2e')}` })).toBeChecked();

      const member = await browser.newPage();
      const email = uniqueEmail('webhook', info);
      await signedUpInPage(
        member,
        request,
        baseURL,
        { email, firstName: 'Hook', lastName: 'Member', password: 'correct-horse-7' },
        hostUrl(baseURL, 'demo', '/'),
      );
      await member.close();

      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const got = receiver.received[0]!;
      const signature = String(got.headers['hearth-signature']);
      const t = Number(/^t=(\d+),/.exec(signature)?.[1]);
      expect(verifyWebhookSignature(secret, signature, got.body, t)).toBe(true);
      expect(JSON.parse(got.body)).toMatchObject({ type: 'member.joined', communityId: 'cm-demo' });
      expect(got.body).not.toContain(email);

      await card.getByRole('button', { name: 'Deliveries' }).click();
      const log = card.getByRole('table', { name: 'Deliveries' });
      await expect(log.getByRole('row').filter({ hasText: 'member.joined' }).first()).toContainText('Succeeded');
      await expect(log.getByRole('row').filter({ hasText: 'member.joined' }).first()).toContainText('200');
      await shot(page, info, 'webhooks-deliveries');

      await card.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete endpoint?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(/No webhook endpoints yet/)).toBeVisible();
    } finally {
      await receiver.close();
    }
  },
);
