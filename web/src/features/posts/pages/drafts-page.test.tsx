import * as draftMessages from '@hearth/shared/draft-messages';
import type { DraftSummary } from '@hearth/shared/schemas/drafts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const summary = (id: string, title: string, type: DraftSummary['type'] = 'post'): DraftSummary => ({
  id: id.padEnd(26, '0'),
  type,
  title,
  updatedAt: new Date(Date.now() - 60_000).toISOString(),
});

function openDrafts(pages: Array<{ items: DraftSummary[]; nextCursor: string | null }>) {
  serveSite();
  serveSession(member);
  const asked: Array<string | null> = [];
  const deleted: string[] = [];
  let remaining = pages.flatMap((p) => p.items);
  server.use(
    http.get('/api/v1/drafts', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      asked.push(cursor);
      const page = pages[cursor ? Number(cursor) : 0]!;
      return HttpResponse.json({ ...page, items: page.items.filter((d) => remaining.includes(d)) });
    }),
    http.delete('/api/v1/drafts/:draftId', ({ params }) => {
      deleted.push(String(params.draftId));
      remaining = remaining.filter((d) => d.id !== params.draftId);
      return HttpResponse.json({ id: String(params.draftId), deleted: true });
    }),
  );
  return { ...renderCommunity('/drafts'), asked, deleted };
}

describe('/drafts', () => {
  it('lists the drafts newest first, an untitled one as "Untitled", each to continue in the composer', async () => {
    const ridge = summary('a1', 'Ridge walk');
    openDrafts([{ items: [ridge, summary('b2', '  ', 'poll')], nextCursor: null }]);

    expect(await screen.findByRole('heading', { level: 1, name: draftMessages.draftsTitle })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: draftMessages.draftsTitle })).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Ridge walk', draftMessages.untitledDraft]);
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', ridge.updatedAt);
    expect(within(rows[1]!).getByRole('link', { name: `Continue: ${draftMessages.untitledDraft}` })).toHaveAttribute(
      'href',
      `/new-post?draft=${'b2'.padEnd(26, '0')}&type=poll`,
    );
  });

  it('says "No drafts yet" when there are none', async () => {
    openDrafts([{ items: [], nextCursor: null }]);
    expect(await screen.findByText(draftMessages.noDrafts)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/new-post');
  });

  it('discards a draft only after the confirmation', async () => {
    const { deleted } = openDrafts([{ items: [summary('a1', 'Ridge walk'), summary('b2', 'Lake')], nextCursor: null }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Discard: Ridge walk' }));
    const dialog = await screen.findByRole('dialog', { name: draftMessages.draftDiscard });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Discard: Ridge walk' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: draftMessages.draftDiscard })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Ridge walk')).not.toBeInTheDocument());
    expect(deleted).toEqual(['a1'.padEnd(26, '0')]);
    expect(screen.getByText('Lake')).toBeInTheDocument();
  });

  it('says so when the drafts will not load, with a way to try again', async () => {
    serveSite();
    serveSession(member);
    server.use(
      http.get('/api/v1/drafts', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    renderCommunity('/drafts');
    expect(await screen.findByRole('alert')).toHaveTextContent(draftMessages.draftsLoadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
