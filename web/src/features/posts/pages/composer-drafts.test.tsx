import * as draftMessages from '@hearth/shared/draft-messages';
import type { Draft } from '@hearth/shared/schemas/drafts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { serveCategories } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const DRAFT_ID = '01jz0000000000000000000000';

/** The draft saves the composer sends: each one's draft id and body. */
function serveSaves() {
  const saves: Array<{ id: string; body: Record<string, unknown> }> = [];
  server.use(
    http.put('/api/v1/drafts/:draftId', async ({ params, request }) => {
      const id = String(params.draftId);
      saves.push({ id, body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ id, updatedAt: new Date().toISOString() });
    }),
  );
  return saves;
}

function openComposer(path = '/new-post') {
  serveSite();
  serveSession(member);
  serveCategories();
  return renderCommunity(path);
}

const savedDraft = (overrides: Partial<Draft> = {}): Draft => ({
  id: DRAFT_ID,
  type: 'post',
  title: 'Trail notes',
  categoryId: 'cat_routes',
  subforumId: null,
  content: '<p>The ridge was windy.</p>',
  anonymous: false,
  bannerKey: null,
  bannerUrl: null,
  pollOptions: [],
  imageKeys: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T11:00:00.000Z',
  ...overrides,
});

describe('the composer’s draft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves as the member types, at most once every 5 s, says so, and puts the draft in the address', async () => {
    const saves = serveSaves();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = openComposer();
    const title = await screen.findByLabelText('Title');
    expect(saves).toHaveLength(0);

    await user.type(title, 'Ridge');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({ type: 'post', title: 'Ridge' });
    expect(saves[0]!.id).toMatch(/^[0-9a-z]{26}$/);
    const status = await screen.findByText(draftMessages.draftSaved);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(location()).toContain(`draft=${saves[0]!.id}`));

    await user.type(title, ' walk');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(saves).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ id: saves[0]!.id, body: { title: 'Ridge walk' } });
  });

  it('restores a draft from the address, publishes with its id and does not save it unchanged', async () => {
    const saves = serveSaves();
    const posted: unknown[] = [];
    server.use(
      http.get(`/api/v1/drafts/${DRAFT_ID}`, () => HttpResponse.json(savedDraft())),
      http.post('/api/v1/posts', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 'p9', slug: 'trail-notes-p9', approved: null }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openComposer(`/new-post?draft=${DRAFT_ID}`);

    expect(await screen.findByLabelText('Title')).toHaveValue('Trail notes');
    expect(screen.getByText(draftMessages.draftSaved)).toHaveAttribute('role', 'status');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(saves).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('cat_routes'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'Trail notes', draftId: DRAFT_ID });
  });

  it('says a draft that is gone is gone, with a way to start a new post', async () => {
    server.use(
      http.get(`/api/v1/drafts/${DRAFT_ID}`, () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: draftMessages.draftMissing }, { status: 404 }),
      ),
    );
    openComposer(`/new-post?draft=${DRAFT_ID}`);
    expect(await screen.findByText(draftMessages.draftMissing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new post' })).toHaveAttribute('href', '/new-post');
  });

  it('discards the draft after a confirmation and goes to the drafts list', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(`/api/v1/drafts/${DRAFT_ID}`, () => HttpResponse.json(savedDraft())),
      http.delete('/api/v1/drafts/:draftId', ({ params }) => {
        deleted.push(String(params.draftId));
        return HttpResponse.json({ id: String(params.draftId), deleted: true });
      }),
      http.get('/api/v1/drafts', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = openComposer(`/new-post?draft=${DRAFT_ID}`);

    await user.click(await screen.findByRole('button', { name: draftMessages.draftDiscard }));
    const dialog = await screen.findByRole('dialog', { name: draftMessages.draftDiscard });
    expect(dialog).toHaveTextContent(draftMessages.draftDiscardConfirm);
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toBe('/drafts'));
    expect(deleted).toEqual([DRAFT_ID]);
  });
});
