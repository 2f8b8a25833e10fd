import * as messages from '@hearth/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { serveComments, serveFeed } from '@test/forum.ts';
import { demoCommunity, member, testQueryClient } from '@test/fixtures.ts';
import { demoLayout, postCard, postDetail } from '@test/forum-data.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';
import { forumKeys } from '@/features/forum/api/keys.ts';
import { siteKeys } from '@/features/site/api/get-site.ts';

describe('community site', () => {
  it('shows the community header: name as the h1, tagline, icon and banner', async () => {
    serveSite();
    serveSession(null);
    renderCommunity();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
    expect(screen.getByText('Muddy shoes, good company.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Trail Runners icon' })).toHaveAttribute('src', '/media/c_demo/icon.png');
    expect(screen.getByRole('img', { name: 'Trail Runners banner' })).toHaveAttribute(
      'src',
      '/media/c_demo/banner.jpg',
    );
    expect(document.title).toBe('Trail Runners');
  });

  it('shows initials instead of an icon, and no banner image, when the community has none', async () => {
    serveSite({ ...demoCommunity, iconURL: null, bannerURL: null });
    serveSession(null);
    renderCommunity();

    await screen.findByRole('heading', { level: 1, name: 'Trail Runners' });
    expect(screen.queryByRole('img', { name: /banner|icon/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('TR').length).toBeGreaterThan(0);
  });

  it('offers New Post, Register and Sign In to guests, and an empty feed', async () => {
    serveSite();
    serveSession(null);
    renderCommunity();

    const topBar = await screen.findByRole('banner');
    expect(within(topBar).getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/sign-up');
    expect(within(topBar).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('heading', { level: 2, name: 'Posts' })).toBeInTheDocument();
    expect(await screen.findByText('No posts found.')).toBeInTheDocument();
  });

  it('hides New Post and Create from a signed-in member who may post nowhere (their roles allow no post type)', async () => {
    serveSite();
    serveSession(member);
    server.use(http.get('/api/v1/layout', () => HttpResponse.json({ ...demoLayout, canPost: false })));
    renderCommunity();

    const topBar = await screen.findByRole('banner');
    expect(await within(topBar).findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await screen.findByText('No posts found.');
    expect(within(topBar).queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabs).queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it.each([
    ['the approval-pending page', { ...member, state: 'pending' as const }, messages.approvalPending],
    [
      'the ban page of a timed-out member',
      { ...member, state: 'banned' as const, ban: { permanent: false, expiresAt: '2031-03-05T15:04:00.000Z' } },
      messages.banned('Trail Runners', false),
    ],
  ])('keeps New Post and Create off %s, whatever the layout says', async (_, user, text) => {
    serveSite();
    serveSession(user);
    // A layout read before the account's state changed, still saying it may post.
    const queryClient = testQueryClient();
    queryClient.setQueryData(forumKeys.layout(), { ...demoLayout, canPost: true });
    renderCommunity('/', queryClient);

    expect(await screen.findByText(text)).toBeInTheDocument();
    const topBar = screen.getByRole('banner');
    expect(within(topBar).queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    expect(within(topBar).queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
    expect(screen.queryByText('Create')).not.toBeInTheDocument();
  });

  it('shows a signed-in member a New Post link and a menu with Account Settings, no Register or Sign In', async () => {
    serveSite();
    serveSession(member);
    renderCommunity();

    const topBar = await screen.findByRole('banner');
    expect(await within(topBar).findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/new-post');
    expect(within(topBar).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(topBar).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(within(topBar).getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(screen.getByRole('menuitem', { name: 'Drafts' })).toHaveAttribute('href', '/drafts');
  });

  it('signs out from the member menu: POST sign-out, guest top bar, back on /', async () => {
    serveSite();
    serveSession(member);
    serveAuthOptions();
    let signOuts = 0;
    server.use(
      http.post('/api/v1/auth/sign-out', () => {
        signOuts += 1;
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    const { location } = renderCommunity('/account-settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(signOuts).toBe(1);
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
  });

  it('shows a loading state until the community arrives', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/v1/site', async () => {
        await released;
        return HttpResponse.json({ kind: 'community', community: demoCommunity });
      }),
    );
    serveSession(null);
    renderCommunity();

    expect(screen.getByRole('status', { name: 'Loading community' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading community' })).not.toBeInTheDocument();
  });

  it('tells a visitor to an unknown community that there is none, with a sign-up link to the owner app', async () => {
    server.use(
      http.get('/api/v1/site', () =>
        HttpResponse.json({ error: 'COMMUNITY_NOT_FOUND', message: messages.communityNotFound }, { status: 404 }),
      ),
    );
    renderCommunity();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'There is no community at this address.' }),
    ).toBeInTheDocument();
    // jsdom serves the tests from demo.localhost:4321 (web/vitest.config.ts).
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '//app.localhost:4321/sign-up');
  });

  it('shows the generic error with a Retry that loads the community again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/site', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'INTERNAL', message: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json({ kind: 'community', community: demoCommunity });
      }),
    );
    serveSession(null);
    renderCommunity();

    expect(await screen.findByRole('heading', { name: messages.generic })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the new look when the community changes after loading', async () => {
    serveSite();
    serveSession(null);
    const queryClient = testQueryClient();
    renderCommunity('/', queryClient);
    await screen.findByRole('heading', { level: 1, name: 'Trail Runners' });

    serveSite({
      ...demoCommunity,
      name: 'Fell Runners',
      seo: { title: 'Fell Runners: hills and bogs', description: 'Runs over the fells.' },
    });
    await act(() => queryClient.refetchQueries({ queryKey: siteKeys.all }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fell Runners' })).toBeInTheDocument();
    // The page title and meta description come from the SEO Settings.
    await waitFor(() => expect(document.title).toBe('Fell Runners: hills and bogs'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Runs over the fells.');
  });

  it('sends an unknown path to /404, whose Return Home goes back to the feed', async () => {
    serveSite();
    serveSession(null);
    renderCommunity('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return Home' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
  });

  it.each(['/general/extra', '/post/a/b', '/search/more', '/subforum-not-found/x'])(
    'sends the multi-segment unknown path %s to /404 without asking for a feed',
    async (path) => {
      serveSite();
      serveSession(null);
      const feeds = serveFeed([]);
      const { location, history } = renderCommunity(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(location()).toBe('/404');
      expect(history.length).toBe(1);
      expect(feeds).toEqual([]);
    },
  );

  it('takes a one-segment unknown path as a subforum slug: the API has none, so /subforum-not-found', async () => {
    serveSite();
    serveSession(null);
    const feeds = serveFeed({ status: 404, error: 'NOT_FOUND', message: messages.subforumMissing });
    const { location } = renderCommunity('/no-such-place');

    expect(await screen.findByRole('heading', { level: 1, name: messages.subforumMissing })).toBeInTheDocument();
    expect(location()).toBe('/subforum-not-found');
    expect(feeds[0]?.get('subforum')).toBe('no-such-place');
  });

  it('opens a post at once on a click: its own loading state shows while the post is on its way', async () => {
    serveSite();
    serveSession(null);
    serveFeed([postCard({ id: 'p1', title: 'Morning loop around the lake' })]);
    serveComments([]);
    let answerPost = () => {};
    const postAsked = new Promise<void>((resolve) => (answerPost = resolve));
    server.use(
      http.get('/api/v1/posts/:slug', async () => {
        await postAsked;
        return HttpResponse.json(postDetail({ id: 'p1' }));
      }),
    );
    const { location } = renderCommunity('/');

    await userEvent.click(await screen.findByRole('link', { name: 'Morning loop around the lake' }));
    // The route's loader asked for the post; the router did not wait for it to show the page.
    expect(await screen.findByRole('status', { name: 'Loading post' })).toBeInTheDocument();
    expect(location()).toBe('/post/morning-loop-p1');
    answerPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning loop around the lake' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
