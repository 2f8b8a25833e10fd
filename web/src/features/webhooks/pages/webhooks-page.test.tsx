// /webhooks against an msw API: the empty state, adding an endpoint (the https rule before sending, the secret shown
// once with Copy), the deliveries with Resend, disabling, rotating and deleting behind confirmations, the plan's
// refusal, and the page kept from editors and listed after Users API for the owner.
import * as messages from '@hearth/shared/messages';
import * as webhookMessages from '@hearth/shared/webhook-messages';
import type { WebhookDelivery, WebhookEndpoint } from '@hearth/shared/schemas/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '@/features/communities/current-community.ts';

const BASE = '/api/v1/communities/c_trail/webhooks';

const endpoint: WebhookEndpoint = {
  id: 'e1',
  url: 'https://crm.example.com/hooks',
  eventTypes: ['member.joined'],
  description: 'CRM',
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  failingSince: null,
  disabledReason: null,
};

const delivery: WebhookDelivery = {
  id: 'd1',
  eventId: 'd1',
  eventType: 'member.joined',
  status: 'failed',
  responseCode: 500,
  responseTruncated: false,
  error: 'The endpoint answered 500.',
  attempts: 14,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastAttemptAt: '2026-01-02T00:00:00.000Z',
  nextAttemptAt: null,
};

/** The API with these endpoints; records every write as `<METHOD> <path>` with its body. */
function serveWebhooks(initial: WebhookEndpoint[]) {
  let endpoints = [...initial];
  const writes: Array<{ call: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const body = await request.json().catch(() => undefined);
    writes.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
    return body as Record<string, unknown> | undefined;
  };
  server.use(
    http.get(BASE, () => HttpResponse.json({ endpoints, limit: 10 })),
    http.post(BASE, async ({ request }) => {
      const body = (await record(request))!;
      const created = { ...endpoint, id: 'e2', url: String(body.url), eventTypes: body.eventTypes, description: '' };
      endpoints = [...endpoints, created as WebhookEndpoint];
      return HttpResponse.json({ ...created, secret: 'whsec_new' }, { status: 201 });
    }),
    http.patch(`${BASE}/:id`, async ({ request }) => {
      const body = (await record(request))!;
      endpoints = endpoints.map((e) => ({ ...e, ...body }));
      return HttpResponse.json(endpoints[0]);
    }),
    http.delete(`${BASE}/:id`, async ({ request }) => {
      await record(request);
      endpoints = [];
      return HttpResponse.json({ deleted: true });
    }),
    http.post(`${BASE}/:id/secret`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...endpoint, secret: 'whsec_rotated' });
    }),
    http.get(`${BASE}/:id/deliveries`, () => HttpResponse.json({ deliveries: [delivery] })),
    http.post(`${BASE}/:id/deliveries/:deliveryId/resend`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...delivery, status: 'succeeded', responseCode: 200 });
    }),
  );
  return writes;
}

beforeEach(() => {
  localStorage.clear();
  serveSession(owner);
  serveMyCommunities([trailRunners, bookClub]);
});

describe('webhooks page', () => {
  it('adds an endpoint: https only, then the secret once with Copy', async () => {
    const writes = serveWebhooks([]);
    renderOwnerApp('/webhooks');
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await userEvent.type(within(dialog).getByLabelText('Endpoint URL'), 'http://crm.example.com/in');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'post.created' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(webhookMessages.webhookUrlHttps)).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Endpoint URL'));
    await userEvent.type(within(dialog).getByLabelText('Endpoint URL'), 'https://crm.example.com/in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_new')).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(writes).toEqual([
      {
        call: `POST ${BASE}`,
        body: { url: 'https://crm.example.com/in', description: '', eventTypes: ['post.created'] },
      },
    ]);
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('article', { name: 'https://crm.example.com/in' })).toBeInTheDocument();
  });

  it('shows the deliveries and resends one', async () => {
    const writes = serveWebhooks([endpoint]);
    renderOwnerApp('/webhooks');
    const card = await screen.findByRole('article', { name: endpoint.url });
    await userEvent.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const table = await within(card).findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('The endpoint answered 500.')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^Resend member.joined delivery/ }));
    await waitFor(() => expect(writes.map((w) => w.call)).toEqual([`POST ${BASE}/e1/deliveries/d1/resend`]));
    expect(await screen.findByText('Delivery sent again.')).toBeInTheDocument();
  });

  it('disables, rotates the secret and deletes, each asked first where it cannot be undone', async () => {
    const writes = serveWebhooks([endpoint]);
    renderOwnerApp('/webhooks');
    const card = await screen.findByRole('article', { name: endpoint.url });
    await userEvent.click(within(card).getByRole('switch', { name: `Enabled: ${endpoint.url}` }));
    await waitFor(() => expect(writes[0]).toEqual({ call: `PATCH ${BASE}/e1`, body: { enabled: false } }));

    await userEvent.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate signing secret?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByText('whsec_rotated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete endpoint?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeInTheDocument();
    expect(writes.map((w) => w.call)).toEqual([`PATCH ${BASE}/e1`, `POST ${BASE}/e1/secret`, `DELETE ${BASE}/e1`]);
  });

  it('says which plan webhooks need when the plan has none', async () => {
    const text = messages.usersApiPlan('Premium');
    server.use(http.get(BASE, () => HttpResponse.json(apiError('FORBIDDEN', text), { status: 403 })));
    renderOwnerApp('/webhooks');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('is listed after Users API for the owner, and sends an editor to the overview', async () => {
    serveWebhooks([]);
    const { location } = renderOwnerApp('/webhooks');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('Webhooks')).toBe(labels.indexOf('Users API') + 1);
    await waitFor(() => expect(location()).toBe('/webhooks'));

    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    const editor = renderOwnerApp('/webhooks');
    await waitFor(() => expect(editor.location()).toBe('/overview'));
  });
});
