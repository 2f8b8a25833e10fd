import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { json, postCard } from '@test/forum-data.ts';
import { serveCategories } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

/** GET /api/v1/search answers with one card titled after the query; returns the query strings it saw. */
function serveSearch() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return json({ items: [postCard({ title: `Found: ${query.get('q')}` })], nextCursor: null });
    }),
  );
  return queries;
}

const searchOf = (location: string) => Object.fromEntries(new URL(location, 'http://x').searchParams);

describe('search page address', () => {
  it('reads ?title= and sends it to the API as q, with the category and type', async () => {
    serveSite();
    serveSession(null);
    serveCategories();
    const queries = serveSearch();
    renderCommunity('/search?title=trail%20loop&categoryId=cat_gear&type=poll');

    expect(await screen.findByRole('heading', { name: 'Found: trail loop' })).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ q: 'trail loop', categoryId: 'cat_gear', type: 'poll' });
  });

  it('reads ?hashtag= as the #tag query and titles the page with it', async () => {
    serveSite();
    serveSession(null);
    const queries = serveSearch();
    renderCommunity('/search?hashtag=lake');

    expect(await screen.findByRole('heading', { level: 1, name: '#lake' })).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('#lake'));
  });

  it.each([
    ['/search?q=trail', { title: 'trail' }, 'trail'],
    ['/search?q=%23lake&type=poll', { hashtag: 'lake', type: 'poll' }, '#lake'],
  ])('replaces the older %s with title or hashtag', async (path, expected, apiQuery) => {
    serveSite();
    serveSession(null);
    const queries = serveSearch();
    const { location, history } = renderCommunity(path);

    await waitFor(() => expect(searchOf(location())).toEqual(expected));
    expect(location().startsWith('/search?')).toBe(true);
    expect(history.length).toBe(1);
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe(apiQuery));
  });

  it("navigates with title words or a hashtag from the page's form", async () => {
    serveSite();
    serveSession(null);
    const queries = serveSearch();
    const { location } = renderCommunity('/search');

    const form = await screen.findByRole('searchbox', { name: 'Search by title or #hashtag' });
    await userEvent.type(form, 'muddy shoes{Enter}');
    await waitFor(() => expect(searchOf(location())).toEqual({ title: 'muddy shoes' }));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('muddy shoes'));

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by title or #hashtag' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title or #hashtag' }), '#gear{Enter}');
    await waitFor(() => expect(searchOf(location())).toEqual({ hashtag: 'gear' }));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('#gear'));
  });

  it("navigates with title words or a hashtag from the header's search", async () => {
    serveSite();
    serveSession(null);
    serveSearch();
    const { location } = renderCommunity('/');

    const topBar = await screen.findByRole('banner');
    await userEvent.type(within(topBar).getByRole('searchbox', { name: 'Search posts' }), '#lake{Enter}');
    await waitFor(() => expect(location()).toBe('/search?hashtag=lake'));

    // The header search stays on /search (member-forum §2.3).
    const box = within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search posts' });
    await userEvent.clear(box);
    await userEvent.type(box, 'hill reps{Enter}');
    await waitFor(() => expect(searchOf(location())).toEqual({ title: 'hill reps' }));
  });
});
