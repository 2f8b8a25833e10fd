// /users-api: the keys' list (loading, empty, failed with Try again, the plan's notice), creating a key shown once
// with Copy, the enable switch, and delete behind a confirmation, with the spec's toasts; editors go to the overview.
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import { systemRoutes } from '@hearth/shared/contracts/routes';
import * as messages from '@hearth/shared/messages';
import type { ApiKey } from '@hearth/shared/schemas/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '@/features/communities/current-community.ts';

// The reference page's renderer (Swagger UI's bundle) stands in: the page's part is the document it is handed.
const rendered = vi.hoisted(() => [] as unknown[]);
vi.mock('swagger-ui-dist/swagger-ui-es-bundle.js', () => ({
  default: ({ spec, domNode }: { spec: unknown; domNode: HTMLElement }) => {
    rendered.push(spec);
    domNode.textContent = 'Swagger UI';
  },
}));
vi.mock('swagger-ui-dist/swagger-ui.css', () => ({}));

const base = '/api/v1/communities/:communityId/api-keys';
const TOKEN = `hth_live_ab12cd34_${'f'.repeat(48)}`;

const key = (more: Partial<ApiKey> = {}): ApiKey => ({
  id: 'ab12cd34',
  name: 'CRM sync',
  prefix: 'hth_live_ab12cd34_',
  scope: 'read',
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  ...more,
});

/** A tiny in-memory key list behind the four endpoints; returns what was written. */
function serveKeys(initial: ApiKey[] = []) {
  let keys = [...initial];
  const writes: unknown[] = [];
  server.use(
    http.get(base, () => HttpResponse.json({ items: keys })),
    http.post(base, async ({ request }) => {
      const body = (await request.json()) as { name: string; scope: ApiKey['scope'] };
      writes.push(body);
      const created = key({ id: 'zz99yy88', name: body.name, scope: body.scope, prefix: 'hth_live_zz99yy88_' });
      keys = [created, ...keys];
      return HttpResponse.json({ apiKey: created, token: TOKEN }, { status: 201 });
    }),
    http.patch(`${base}/:keyId`, async ({ params, request }) => {
      const { enabled } = (await request.json()) as { enabled: boolean };
      writes.push({ keyId: params.keyId, enabled });
      keys = keys.map((k) => (k.id === params.keyId ? { ...k, enabled } : k));
      return HttpResponse.json(keys.find((k) => k.id === params.keyId));
    }),
    http.delete(`${base}/:keyId`, ({ params }) => {
      writes.push({ deleted: params.keyId });
      keys = keys.filter((k) => k.id !== params.keyId);
      return HttpResponse.json({ deleted: true });
    }),
  );
  return writes;
}

beforeEach(() => {
  localStorage.clear();
  serveSession(owner);
  serveMyCommunities([trailRunners, bookClub]);
});

describe('users api page', () => {
  it('says when there are no keys yet', async () => {
    serveKeys();
    renderOwnerApp('/users-api');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users API' })).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet. Create one to get started.')).toBeInTheDocument();
  });

  it('links the API reference page and the API document', async () => {
    serveKeys();
    renderOwnerApp('/users-api');
    expect(await screen.findByRole('link', { name: 'The API reference' })).toHaveAttribute(
      'href',
      '/users-api/reference',
    );
    expect(screen.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute(
      'href',
      systemRoutes.getOpenApi.path,
    );
  });

  it('lists the keys with their prefix, scope, last use and switch', async () => {
    serveKeys([
      key(),
      key({ id: 'cd56ef78', prefix: 'hth_live_cd56ef78_', name: 'Newsletter', scope: 'read-write', enabled: false }),
    ]);
    renderOwnerApp('/users-api');
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('CRM sync')).toBeInTheDocument();
    expect(within(table).getByText('hth_live_ab12cd34_…')).toBeInTheDocument();
    expect(within(table).getByText('Read and write')).toBeInTheDocument();
    expect(within(table).getAllByText('Never')).toHaveLength(2);
    expect(within(table).getByRole('switch', { name: 'Enable CRM sync' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Enable Newsletter' })).not.toBeChecked();
  });

  it('creates a key, shows it once with Copy, and toasts the spec texts', async () => {
    const user = userEvent.setup();
    const writes = serveKeys();
    renderOwnerApp('/users-api');
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(apiKeyMessages.apiKeyNameRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Zapier');
    await user.click(within(dialog).getByRole('radio', { name: /Read and write/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText(TOKEN)).toBeInTheDocument();
    expect(await screen.findByText(apiKeyMessages.apiKeyCreated)).toBeInTheDocument();
    expect(writes).toEqual([{ name: 'Zapier', scope: 'read-write' }]);

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await screen.findByText(apiKeyMessages.apiKeyCopied)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(TOKEN)).not.toBeInTheDocument());
    expect(await screen.findByText('Zapier')).toBeInTheDocument();
  });

  it('disables a key with its switch', async () => {
    const user = userEvent.setup();
    const writes = serveKeys([key()]);
    renderOwnerApp('/users-api');
    await user.click(await screen.findByRole('switch', { name: 'Enable CRM sync' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enable CRM sync' })).not.toBeChecked());
    expect(writes).toEqual([{ keyId: 'ab12cd34', enabled: false }]);
  });

  it('deletes a key only after the confirmation, with the spec toast', async () => {
    const user = userEvent.setup();
    const writes = serveKeys([key()]);
    renderOwnerApp('/users-api');
    await user.click(await screen.findByRole('button', { name: 'Delete CRM sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete API key' });
    expect(writes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(apiKeyMessages.apiKeyDeleted)).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet. Create one to get started.')).toBeInTheDocument();
    expect(writes).toEqual([{ deleted: 'ab12cd34' }]);
  });

  it('offers Try again when the list fails, and names the plan when the plan lacks the Users API', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(base, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(apiError('INTERNAL', messages.generic), { status: 500 })
          : HttpResponse.json(
              { ...apiError('FORBIDDEN', messages.usersApiPlan('Premium')), reason: 'USERS_API_PLAN' },
              { status: 403 },
            );
      }),
    );
    renderOwnerApp('/users-api');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(messages.usersApiPlan('Premium'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  });

  it('sends an editor to the overview', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveKeys();
    const { location } = renderOwnerApp('/users-api');
    await waitFor(() => expect(location()).toBe('/overview'));
  });

  it('leads to the public API reference, which renders the public operations only', async () => {
    serveKeys();
    const document = {
      openapi: '3.1.0',
      tags: [{ name: 'Public API' }, { name: 'auth' }],
      paths: {
        '/api/public/v1/posts': { get: { tags: ['Public API'], operationId: 'publicListPosts' } },
        '/api/v1/auth/sign-in': { post: { tags: ['auth'], operationId: 'signIn' } },
      },
      components: { schemas: {} },
    };
    server.use(http.get(systemRoutes.getOpenApi.path, () => HttpResponse.json(document)));
    renderOwnerApp('/users-api');
    await userEvent.click(await screen.findByRole('link', { name: 'The API reference' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Public API reference' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: "The public API's operations" })).toHaveTextContent('Swagger UI');
    expect(rendered).toEqual([
      {
        ...document,
        tags: [{ name: 'Public API' }],
        paths: { '/api/public/v1/posts': document.paths['/api/public/v1/posts'] },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to Users API' })).toHaveAttribute('href', '/users-api');
  });
});
