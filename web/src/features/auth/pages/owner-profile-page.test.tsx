// /profile on the owner app (owner-dashboard §2 Profile page, §5, §8): the three tabs, the Beam Profile name rule and
// its toast, the organization profile's toast.
import * as messages from '@hearth/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession } from '@test/api.ts';
import { organization, serveOnboarding, servePut } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

/** The page's lazy chunk loads before its first element shows (slow on a busy machine). */
const PAGE_LOAD = { timeout: 8_000 };

function openProfile() {
  serveSession(owner);
  serveAuthOptions({ passwordMinLength: 8 });
  serveOnboarding({ organization, planChoice: null });
  return renderOwnerApp('/profile');
}

describe('owner /profile', { timeout: 20_000 }, () => {
  it('has the Beam Profile, Password Settings and Organization Profile tabs, Beam Profile first', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Beam Profile',
      'Password Settings',
      'Organization Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'Beam Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('refuses a name outside the rule with the spec text, then saves and shows the toast', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v1/auth/profile', async ({ request }) => {
        const body = (await request.json()) as { firstName: string; lastName: string };
        bodies.push(body);
        return HttpResponse.json({ user: { ...owner, ...body } });
      }),
    );
    openProfile();
    const first = await screen.findByLabelText('First name', {}, PAGE_LOAD);
    await userEvent.clear(first);
    await userEvent.type(first, 'Gr4ce');
    await userEvent.click(screen.getByRole('button', { name: 'Save Beam profile' }));
    expect(first).toHaveAccessibleDescription(messages.incorrectName);
    expect(bodies).toEqual([]);

    await userEvent.clear(first);
    await userEvent.type(first, '  Graça ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Beam profile' }));
    expect(await screen.findByText(messages.beamProfileSaved)).toBeInTheDocument();
    expect(bodies).toEqual([{ firstName: 'Graça', lastName: 'Hopper' }]);
  });

  it('saves the organization profile with its toast', async () => {
    const saves = servePut('/api/v1/onboarding/organization', { organization, planChoice: null });
    openProfile();
    await userEvent.click(await screen.findByRole('tab', { name: 'Organization Profile' }, PAGE_LOAD));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText('Organization name')).toHaveValue(organization.organizationName);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save organization profile' }));
    expect(await screen.findByText(messages.organizationSaved)).toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });
});
