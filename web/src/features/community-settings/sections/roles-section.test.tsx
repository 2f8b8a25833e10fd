import { planById } from '@hearth/shared/constants/plans';
import * as messages from '@hearth/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { testQueryClient } from '@test/fixtures.ts';
import { renderWithTheme } from '@test/render.tsx';
import { defaultRoleViews, roleView, rolesList, serveRoles, serveWrite } from '@test/roles.ts';
import { RolesSection } from './roles-section.tsx';

const ROLES = '/api/v1/communities/c_trail/roles';

/** Fills an input at once (typing character by character is slow on a busy machine and tests nothing more). */
async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

function renderSection() {
  return renderWithTheme(
    <QueryClientProvider client={testQueryClient()}>
      <ToastProvider>
        <RolesSection />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  serveMyCommunities([trailRunners]);
});

describe('User Roles section', () => {
  it('lists each role with its member count; default roles cannot be deleted', async () => {
    const crew = roleView('r1', 'Crew', ['post'], 4);
    serveRoles(ROLES, rolesList([...defaultRoleViews(), crew], 3));
    renderSection();

    const list = await screen.findByRole('list', { name: 'Roles' }, { timeout: 5000 });
    expect(within(list).getByText('12 members')).toBeInTheDocument();
    expect(within(list).getByText('4 members')).toBeInTheDocument();
    expect(screen.getByText('Custom roles: 1 of 3 on your plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Crew' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Members' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Role' })).toBeEnabled();
  });

  it('disables Add with the limit message when no custom role is left on the plan', async () => {
    serveRoles(ROLES, rolesList(defaultRoleViews(), 0));
    renderSection();
    const add = await screen.findByRole('button', { name: 'Add Role' }, { timeout: 5000 });
    expect(add).toBeDisabled();
    expect(screen.getByText(messages.roleLimitReached)).toBeInTheDocument();
    expect(
      screen.getByText(messages.customRolesUpgrade('Premium', planById('premium-plan')!.limits.customRoles)),
    ).toBeInTheDocument();
  });

  it('after a downgrade keeps the roles over the cap editable and deletable; only Add is disabled', async () => {
    serveMyCommunities([{ ...bookClub, communityId: 'c_trail' }]);
    const crews = ['Crew A', 'Crew B', 'Crew C', 'Crew D', 'Crew E'].map((name, i) =>
      roleView(`r${i}`, name, ['post']),
    );
    const cap = planById('essential-plan')!.limits.customRoles;
    serveRoles(ROLES, rolesList([...defaultRoleViews(), ...crews], cap));
    renderSection();

    const add = await screen.findByRole('button', { name: 'Add Role' }, { timeout: 5000 });
    expect(add).toBeDisabled();
    expect(screen.getByText(`Custom roles: 5 of ${cap} on your plan.`)).toBeInTheDocument();
    expect(screen.getByText(messages.roleLimitReached)).toBeInTheDocument();
    expect(screen.getByText(messages.customRolesOverLimit(cap))).toBeInTheDocument();
    expect(
      screen.getByText(messages.customRolesUpgrade('Professional', planById('professional-plan')!.limits.customRoles)),
    ).toBeInTheDocument();
    for (const name of ['Crew A', 'Crew E']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeEnabled();
      expect(screen.getByRole('button', { name: `Delete ${name}` })).toBeEnabled();
    }
  });

  it('adds a role: new roles start with the permissions below level 20; the name and colour rules show inline', async () => {
    const crew = roleView('r1', 'Pace Crew', ['post'], 0);
    serveRoles(ROLES, rolesList(defaultRoleViews(), 3), rolesList([...defaultRoleViews(), crew], 3));
    const posted = serveWrite('post', ROLES, { role: crew }, 201);
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Add Role' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    expect(within(dialog).getByRole('checkbox', { name: /^Post/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Comment/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Moderator/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Admin/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /^View/ })).not.toBeInTheDocument();

    await paste(within(dialog).getByLabelText('Name'), 'x'.repeat(16));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));
    expect(await within(dialog).findByText(messages.roleNameLength)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.roleColorRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await paste(within(dialog).getByLabelText('Name'), 'Pace Crew');
    await paste(within(dialog).getByLabelText('Role Color'), 'blue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));
    expect(await within(dialog).findByText(messages.roleColorInvalid)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Role Color'));
    await paste(within(dialog).getByLabelText('Role Color'), '#2f9e44');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Comment/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));

    expect(await screen.findByText(messages.roleCreated('Pace Crew'))).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: 'Pace Crew',
        color: '#2f9e44',
        permissionIds: expect.not.arrayContaining(['comment', 'moderator', 'admin']) as unknown,
      },
    ]);
    expect((posted[0] as { permissionIds: string[] }).permissionIds).toContain('post');
    expect(await screen.findByRole('button', { name: 'Delete Pace Crew' })).toBeInTheDocument();
  }, 30_000);

  it('Escape in the colour picker closes the picker only; the dialog and what was typed stay', async () => {
    serveRoles(ROLES, rolesList(defaultRoleViews(), 3));
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Add Role' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    await paste(within(dialog).getByLabelText('Name'), 'Pace Crew');
    await paste(within(dialog).getByLabelText('Role Color'), '#2f9e44');
    const swatch = () => screen.queryByRole('button', { name: '#e03131' });
    await waitFor(() => expect(swatch()).toBeInTheDocument());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(swatch()).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add Role' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Pace Crew');
    expect(within(dialog).getByLabelText('Role Color')).toHaveValue('#2f9e44');

    // With the picker closed, Escape closes the dialog as usual.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Role' })).not.toBeInTheDocument());
  }, 30_000);

  it('deletes a role only after the exact phrase', async () => {
    const crew = roleView('r1', 'Crew', ['post'], 2);
    serveRoles(ROLES, rolesList([...defaultRoleViews(), crew], 3), rolesList(defaultRoleViews(), 3));
    const deleted = serveWrite('delete', `${ROLES}/r1`, { id: 'r1', deleted: true, membersToMove: 2 });
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Crew' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Crew' });
    expect(within(dialog).getByText(/Its 2 members become Members/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Role' }));
    expect(await within(dialog).findByText(messages.roleDeletePhraseRequired)).toBeInTheDocument();
    await paste(within(dialog).getByRole('textbox'), 'confirm role deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Role' }));
    expect(await within(dialog).findByText(messages.roleDeletePhraseIncorrect)).toBeInTheDocument();
    expect(deleted).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox'));
    await paste(within(dialog).getByRole('textbox'), messages.roleDeletePhrase);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Role' }));
    expect(await screen.findByText(messages.roleDeleted('Crew'))).toBeInTheDocument();
    expect(deleted).toEqual([{ keyPhrase: messages.roleDeletePhrase }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Crew' })).not.toBeInTheDocument());
  }, 30_000);
});
