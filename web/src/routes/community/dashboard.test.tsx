// The staff dashboard's frame and guard (member-forum §2.10): who gets in, where /dashboard goes, the sidebar of the
// viewer's sections with View Community, the top bar's title and Sign Out, the Community Manager menu item, and the
// sidebar folded into a drawer on phones.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { adminLayout, moderatorLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';
import { defaultRoleViews, rolesList, serveRoles } from '@test/roles.ts';

const sidebar = () => screen.findByRole('navigation', { name: 'Community Manager' }, { timeout: 5000 });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the staff dashboard', () => {
  it('sends a guest to sign in, and back to the dashboard afterwards', async () => {
    serveSite();
    serveSession(null);
    const view = renderCommunity('/dashboard/reports');
    await waitFor(() => expect(view.location()).toBe('/sign-in?redirect=%2Fdashboard%2Freports'));
  });

  it('sends a member home instead of showing the staff pages', async () => {
    serveSite();
    serveSession(member);
    const view = renderCommunity('/dashboard');
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Community Manager' })).not.toBeInTheDocument();
  });

  it('opens a moderator’s first section, with a sidebar of their sections and View Community', async () => {
    serveSite();
    serveSession(member);
    serveLayout(moderatorLayout);
    // What the two sections it opens read.
    serveRoles('/api/v1/roles', rolesList(defaultRoleViews(), 10));
    server.use(http.get('/api/v1/moderation/reports', () => HttpResponse.json({ items: [], nextCursor: null })));
    const view = renderCommunity('/dashboard');

    const nav = await sidebar();
    await waitFor(() => expect(view.location()).toBe('/dashboard/roles'));
    expect(linkNames(nav)).toEqual([
      'Roles',
      'Audit Logs',
      'Reports',
      'Word Filter',
      'Content Approval',
      'View Community',
    ]);
    expect(within(nav).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Roles')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // The site's own bars are not part of the dashboard.
    expect(screen.queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/reports'));
    expect(within(screen.getByRole('banner')).getByText('Reports')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'View Community' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'New Post' })).toBeInTheDocument();
  });

  it('opens the first section instead of one the viewer may not use', async () => {
    serveSite();
    serveSession(member);
    serveLayout(moderatorLayout);
    const view = renderCommunity('/dashboard/invitations');
    await sidebar();
    await waitFor(() => expect(view.location()).toBe('/dashboard/roles'));
  });

  it('lists every section for an admin', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    renderCommunity('/dashboard/member-approval');
    expect(linkNames(await sidebar())).toEqual([
      'Roles',
      'Invitations',
      'Audit Logs',
      'Reports',
      'Word Filter',
      'Member Approval',
      'Content Approval',
      'View Community',
    ]);
  });

  it('opens the sections in a drawer from the menu button (the phone’s folded sidebar)', async () => {
    serveSite();
    serveSession(member);
    serveLayout(moderatorLayout);
    const view = renderCommunity('/dashboard/roles');
    await sidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Community Manager menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Community Manager' });
    const sections = within(drawer).getByRole('navigation', { name: 'Community Manager sections' });
    expect(linkNames(sections)).toEqual([
      'Roles',
      'Audit Logs',
      'Reports',
      'Word Filter',
      'Content Approval',
      'View Community',
    ]);
    await userEvent.click(within(sections).getByRole('link', { name: 'Audit Logs' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/audit-logs'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Community Manager' })).not.toBeInTheDocument());
  });

  it('signs out from the top bar and leaves for the community’s home', async () => {
    serveSite();
    serveSession(member);
    serveLayout(moderatorLayout);
    let signedOut = false;
    server.use(
      http.post('/api/v1/auth/sign-out', () => {
        signedOut = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const view = renderCommunity('/dashboard/reports');
    await sidebar();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(signedOut).toBe(true);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('the Community Manager menu item', () => {
  it('is in a staff member’s menu and opens the dashboard', async () => {
    serveSite();
    serveSession(member);
    serveLayout(moderatorLayout);
    const view = renderCommunity('/');
    await userEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Community Manager' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/roles'));
    expect(await sidebar()).toBeInTheDocument();
  });

  it('is not in a member’s menu', async () => {
    serveSite();
    serveSession(member);
    renderCommunity('/');
    await userEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Community Manager' })).not.toBeInTheDocument();
  });
});
