import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { demoLayout, postCard } from '@test/forum-data.ts';
import { serveCategories, serveFeed, serveLayout } from '@test/forum.ts';
import { renderCommunity } from '@test/render.tsx';

const general = { id: 'sf_general', slug: 'general', title: 'General', emoji: '💬' };

describe('feed', () => {
  it('offers only the post types and sortings the community enables, and filters by them', async () => {
    serveSite();
    serveSession(null);
    serveLayout({
      ...demoLayout,
      feed: { ...demoLayout.feed, postTypes: ['post', 'poll'], postsSorting: ['new', 'top'] },
    });
    serveCategories();
    const queries = serveFeed([postCard()]);
    const { location } = renderCommunity('/');

    const types = await screen.findByRole('radiogroup', { name: 'Post type' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['all', 'post', 'poll']);
    expect(within(types).getByRole('radio', { name: 'Text' })).toBeInTheDocument();
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Top']);
    // Hot is off here, so the feed opens on the first enabled sorting.
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('new'));

    await userEvent.click(within(types).getByRole('radio', { name: 'Poll' }));
    await waitFor(() => expect(location()).toContain('type=poll'));
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('poll'));
    await userEvent.selectOptions(sort, 'top');
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('top'));
    await userEvent.click(screen.getByRole('radio', { name: 'Gear' }));
    await waitFor(() => expect(queries.at(-1)?.get('categoryId')).toBe('cat_gear'));
    expect(location()).toContain('orderBy=top');
  });

  it('ignores a type the community does not enable in the address', async () => {
    serveSite();
    serveSession(null);
    serveLayout({ ...demoLayout, feed: { ...demoLayout.feed, postTypes: ['post'] } });
    const queries = serveFeed([]);
    renderCommunity('/?type=poll&orderBy=sideways');

    await screen.findByText(messages.noPosts);
    expect(queries.at(-1)?.get('type')).toBe('all');
    expect(queries.at(-1)?.get('sort')).toBe('hot');
  });

  it('says "No posts found." when the feed is empty', async () => {
    serveSite();
    serveSession(null);
    serveFeed([]);
    renderCommunity('/');

    expect(await screen.findByText('No posts found.')).toBeInTheDocument();
  });

  it('shows a subforum with its breadcrumbs and the subforum panel marks locked ones', async () => {
    serveSite();
    serveSession(null);
    serveFeed([postCard({ subforum: general })], { subforum: general });
    renderCommunity('/general');

    expect(await screen.findByRole('heading', { level: 1, name: /General/ })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const panel = screen.getAllByRole('navigation', { name: 'Subforums' })[0]!;
    expect(within(panel).getByRole('link', { name: /General/ })).toHaveAttribute('href', '/general');
    expect(within(panel).queryByRole('link', { name: /Staff Room/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('Staff Room').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByRole('link', { name: /Community Rules/ })).toHaveAttribute('href', '/rules');
    expect(within(panel).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
  });

  it('tells a guest that a subforum is private, and a member that the role lacks permission', async () => {
    serveSite();
    serveSession(null);
    serveFeed({ status: 403, error: 'FORBIDDEN', message: messages.subforumPrivate });
    const { location, history } = renderCommunity('/staff-room');

    expect(await screen.findByRole('heading', { name: messages.subforumPrivate })).toBeInTheDocument();
    // The feed's 403 sends to /subforum-no-access, replacing the subforum's address (Back does not bounce).
    expect(location()).toBe('/subforum-no-access');
    expect(history.length).toBe(1);
    expect(screen.queryByText(messages.subforumNoPermission)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('adds the permission text for a signed-in member', async () => {
    serveSite();
    serveSession(member);
    serveFeed({ status: 403, error: 'FORBIDDEN', message: messages.subforumPrivate });
    renderCommunity('/staff-room');

    expect(await screen.findByRole('heading', { name: messages.subforumPrivate })).toBeInTheDocument();
    expect(screen.getByText(messages.subforumNoPermission)).toBeInTheDocument();
  });

  it('says a missing subforum does not exist, with Return Home', async () => {
    serveSite();
    serveSession(null);
    serveFeed({ status: 404, error: 'NOT_FOUND', message: messages.subforumMissing });
    const { location, history } = renderCommunity('/gone');

    expect(await screen.findByRole('heading', { name: messages.subforumMissing })).toBeInTheDocument();
    expect(location()).toBe('/subforum-not-found');
    expect(history.length).toBe(1);
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('serves /subforum-not-found and /subforum-no-access as pages of their own, not as subforum slugs', async () => {
    serveSite();
    serveSession(member);
    const queries = serveFeed([]);
    renderCommunity('/subforum-no-access');

    expect(await screen.findByRole('heading', { level: 1, name: messages.subforumPrivate })).toBeInTheDocument();
    expect(screen.getByText(messages.subforumNoPermission)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(queries).toEqual([]);
  });

  it('opens /subforum-not-found directly, with Return Home to the feed', async () => {
    serveSite();
    serveSession(null);
    const queries = serveFeed([]);
    renderCommunity('/subforum-not-found');

    expect(await screen.findByRole('heading', { level: 1, name: messages.subforumMissing })).toBeInTheDocument();
    expect(queries).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Return Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
  });
});
