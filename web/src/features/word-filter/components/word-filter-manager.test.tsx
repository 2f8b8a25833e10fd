import * as messages from '@hearth/shared/messages';
import { WORD_FILTER_BATCH_MAX } from '@hearth/shared/rules/word-filter';
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

const path = '/api/v1/communities/c_demo/word-filter';

function serveFilter(words: Array<{ word: string; variations: string[] }>, canEdit = true) {
  const saved: unknown[] = [];
  server.use(
    http.get(path, () =>
      HttpResponse.json({
        items: words,
        nextCursor: null,
        total: words.length,
        useDefaultFilter: false,
        canEdit,
        pageSize: 30,
      }),
    ),
    http.patch(`${path}/words`, async ({ request }) => {
      const body = (await request.json()) as { words: Array<{ word: string; variations: string[] }> };
      saved.push(body);
      words.push(...body.words);
      return HttpResponse.json({ total: words.length, useDefaultFilter: false, version: 2 });
    }),
  );
  return saved;
}

describe('/dashboard/word-filter', () => {
  it('adds a batch to the table, enables Save only then, and saves the words with their variations', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    const saved = serveFilter([{ word: 'heck', variations: ['h3ck'] }]);
    renderCommunity('/dashboard/word-filter');

    const table = await screen.findByRole('table', { name: 'Filtered words' }, { timeout: 5000 });
    expect(within(table).getByText('heck')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Add Batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(messages.wordFilterEmptyBatch)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(/Words/));
    await userEvent.paste('Darn, d4rn,, \n\n  blimey  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getByText('darn')).toBeInTheDocument();
    expect(screen.getByText('2 words are not saved yet.')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await userEvent.click(save);
    expect(await screen.findByText(messages.wordFilterSaved)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        words: [
          { word: 'darn', variations: ['d4rn'] },
          { word: 'blimey', variations: [] },
        ],
      },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  }, 20_000);

  it('refuses a batch over the cap with its message, adding nothing', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    serveFilter([]);
    renderCommunity('/dashboard/word-filter');

    await userEvent.click(await screen.findByRole('button', { name: 'Add Batch' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Batch' });
    const field = within(dialog).getByLabelText(/Words/);
    // Pasted, not typed: 10,000 lines.
    await userEvent.click(field);
    await userEvent.paste(Array.from({ length: 10_000 }, (_, i) => `w${i}`).join('\n'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(messages.wordFilterBatchTooLong(WORD_FILTER_BATCH_MAX))).toBeInTheDocument();
    expect(screen.getByText(messages.wordFilterEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  }, 20_000);

  it('shows a moderator the table without the editing controls', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    serveFilter([{ word: 'heck', variations: [] }], false);
    renderCommunity('/dashboard/word-filter');

    expect(await screen.findByRole('table', { name: 'Filtered words' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Batch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /default filter/ })).toBeDisabled();
  });
});
