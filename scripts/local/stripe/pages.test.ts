// The simulator's pages as a browser meets them: marked as the simulator, every button named, Cancel back to the
// app, forms from other sites refused; and its state kept across a restart of the platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kit, checkout, pathOf, press, startKit } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.close());

const get = (path: string) => fetch(`${kit.pagesOrigin}${path}`);
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);

describe('the checkout page', () => {
  it('shows the plan, price and trial under the simulator banner, with Pay and Cancel buttons', async () => {
    const { session } = await checkout(kit, 'hearth_essential_month', 14);
    const res = await get(pathOf(session.url!));
    const html = await res.text();
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Stripe simulator — local only');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Essential (monthly)');
    expect(html).toContain('$99.00 / month');
    expect(buttons(html)).toEqual(['Pay with test card', 'Cancel']);
  });

  it('Cancel goes back to the cancel URL and leaves the session open', async () => {
    const { session } = await checkout(kit, 'hearth_essential_month');
    expect(await press(kit, `${pathOf(session.url!)}/cancel`)).toBe('http://app.localhost:4999/subscription');
    expect(kit.sim.simulator.state.checkoutSessions[session.id]!.status).toBe('open');
  });

  it('a paid checkout shows it is complete instead of paying twice', async () => {
    const { session } = await checkout(kit, 'hearth_essential_month');
    await press(kit, `${pathOf(session.url!)}/pay`);
    const html = await (await get(pathOf(session.url!))).text();
    expect(html).toContain('Checkout complete');
    expect(buttons(html)).toEqual([]);
  });
});

describe('the portal and the overview', () => {
  it('the portal offers Update card, Cancel plan and Return to Hearth; Cancel plan turns into Renew plan', async () => {
    const { session, customer } = await checkout(kit, 'hearth_premium_month');
    await press(kit, `${pathOf(session.url!)}/pay`);
    const portal = await kit.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.localhost:4999/subscription',
    });
    const html = await (await get(pathOf(portal.url))).text();
    expect(buttons(html)).toEqual(['Update card', 'Cancel plan']);
    expect(html).toMatch(/<a class="button" href="http:\/\/app.localhost:4999\/subscription">Return to Hearth<\/a>/);
    expect(html).toContain('<label for="card">Test card</label>');
    const id = kit.sim.simulator.state.checkoutSessions[session.id]!.subscription!;
    await press(kit, `${pathOf(portal.url)}/cancel`, { subscription: id });
    expect(buttons(await (await get(pathOf(portal.url))).text())).toEqual(['Update card', 'Renew plan']);
  });

  it('the overview lists each subscription with its clock controls, and says what an action sent', async () => {
    const { session } = await checkout(kit, 'hearth_professional_year', 14);
    await press(kit, `${pathOf(session.url!)}/pay`);
    const id = kit.sim.simulator.state.checkoutSessions[session.id]!.subscription!;
    const html = await (await get('/_dev/stripe')).text();
    const card = html.slice(
      html.indexOf(`<article id="${id}"`),
      html.indexOf('</article>', html.indexOf(`<article id="${id}"`)),
    );
    expect(buttons(card)).toEqual(['Advance to next renewal', 'Decline card at next renewal', 'End trial now']);
    const location = await press(kit, `/_dev/stripe/subscriptions/${id}/decline`);
    expect(buttons(await (await get(location)).text())).toContain('Accept card again');
    const after = await (await get(await press(kit, `/_dev/stripe/subscriptions/${id}/end-trial`))).text();
    expect(after).toContain('Sent: invoice.payment_failed, customer.subscription.updated.');
  });

  it('refuses a form posted from another site, and answers 404 for an unknown session', async () => {
    const { session } = await checkout(kit, 'hearth_essential_month');
    const res = await fetch(`${kit.pagesOrigin}${pathOf(session.url!)}/pay`, {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(kit.sim.simulator.state.checkoutSessions[session.id]!.status).toBe('open');
    expect((await get('/_dev/stripe/checkout/cs_test_nope')).status).toBe(404);
    expect((await get('/_dev/stripe/portal/bps_nope')).status).toBe(404);
  });
});

describe('a restart', () => {
  it('keeps customers, subscriptions and sessions in the data folder', async () => {
    const { session } = await checkout(kit, 'hearth_essential_year');
    await press(kit, `${pathOf(session.url!)}/pay`);
    const id = kit.sim.simulator.state.checkoutSessions[session.id]!.subscription!;
    const restarted = await startKit({ dataDir: kit.dataDir });
    try {
      const sub = await restarted.stripe.subscriptions.retrieve(id);
      expect(sub).toMatchObject({ id, status: 'active' });
      expect(sub.items.data[0]!.price.lookup_key).toBe('hearth_essential_year');
    } finally {
      await restarted.close();
    }
  });
});
