import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { adminLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';
import { defaultRoleViews, rolesList, serveRoles } from '@test/roles.ts';

const people = [
  { memberId: 'm_bo', fullName: 'Bo Runner', email: 'bo@example.com', roleIds: [] as string[] },
  { memberId: 'm_cy', fullName: 'Cy Pacer', email: 'cy@example.com', roleIds: ['moderators'] },
];

function serveMembers() {
  const asked: string[] = [];
  server.use(
    http.get('/api/v1/role-members', ({ request }) => {
      const url = new URL(request.url);
      const roleId = url.searchParams.get('roleId');
      const search = url.searchParams.get('search') ?? '';
      asked.push(`${search}|${roleId ?? ''}`);
      const items = people.filter(
        (p) => (!roleId || p.roleIds.includes(roleId)) && p.fullName.toLowerCase().startsWith(search.toLowerCase()),
      );
      return HttpResponse.json({ items, nextCursor: null });
    }),
  );
  return asked;
}

function serveAssign(status = 200, error?: { error: string; reason: string; message: string }) {
  const bodies: Array<{ roleId: string; memberIds: string[]; remove: boolean }> = [];
  server.use(
    http.put('/api/v1/role-assignments', async ({ request }) => {
      const body = (await request.json()) as (typeof bodies)[number];
      bodies.push(body);
      if (error) return HttpResponse.json(error, { status });
      return HttpResponse.json({
        role: { id: body.roleId, name: body.roleId === 'moderators' ? 'Moderators' : 'Admins' },
        results: body.memberIds.map((memberId) => ({ memberId, outcome: body.remove ? 'removed' : 'assigned' })),
      });
    }),
  );
  return bodies;
}

describe('/dashboard/roles', () => {
  it('describes each role, filters members by role and name, and assigns or removes a role by its checkbox', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    serveRoles('/api/v1/roles', rolesList(defaultRoleViews(), 3));
    const asked = serveMembers();
    const assigned = serveAssign();
    renderCommunity('/dashboard/roles');

    const list = await screen.findByRole('list', { name: 'Members' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Role Permissions' })).toBeInTheDocument();
    const bo = within(list).getByRole('group', { name: 'Roles of Bo Runner' });
    expect(within(bo).getByRole('checkbox', { name: 'Members' })).toBeDisabled();

    await userEvent.click(within(bo).getByRole('checkbox', { name: 'Moderators' }));
    expect(await screen.findByText(messages.roleAssigned('Moderators'))).toBeInTheDocument();
    expect(assigned).toEqual([{ roleId: 'moderators', memberIds: ['m_bo'], remove: false }]);

    const cy = within(list).getByRole('group', { name: 'Roles of Cy Pacer' });
    await waitFor(() => expect(within(cy).getByRole('checkbox', { name: 'Moderators' })).toBeEnabled());
    await userEvent.click(within(cy).getByRole('checkbox', { name: 'Moderators' }));
    expect(await screen.findByText(messages.roleUnassigned('Moderators'))).toBeInTheDocument();
    expect(assigned[1]).toEqual({ roleId: 'moderators', memberIds: ['m_cy'], remove: true });

    await userEvent.click(screen.getByLabelText('Search members'));
    await userEvent.paste('cy');
    await waitFor(() => expect(asked).toContain('cy|'));
  }, 30_000);

  it('shows the server’s refusal under the member and puts the checkbox back', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    serveRoles('/api/v1/roles', rolesList(defaultRoleViews(), 3));
    serveMembers();
    serveAssign(403, {
      error: 'FORBIDDEN',
      reason: 'ROLES_MODERATOR_READ_ONLY',
      message: messages.rolesModeratorReadOnly,
    });
    renderCommunity('/dashboard/roles');

    const list = await screen.findByRole('list', { name: 'Members' }, { timeout: 5000 });
    const bo = within(list).getByRole('group', { name: 'Roles of Bo Runner' });
    await userEvent.click(within(bo).getByRole('checkbox', { name: 'Admins' }));
    expect(await screen.findByText(messages.rolesModeratorReadOnly)).toBeInTheDocument();
    expect(within(bo).getByRole('checkbox', { name: 'Admins' })).not.toBeChecked();
  }, 30_000);
});
