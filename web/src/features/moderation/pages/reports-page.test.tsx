// Reports' bulk Delete (member-forum §2.10, §4): it asks for confirmation (no reason), sends the selected reports,
// toasts the spec's text, and the list reloads from page 1 with the selection cleared.
import * as messages from '@hearth/shared/messages';
import type { Report } from '@hearth/shared/schemas/moderation';
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

const report = (id: string, actionTaken: Report['actionTaken'] = 'pending'): Report => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  contentType: 'post',
  postId: `p_${id}`,
  commentId: null,
  postSlug: `post-${id}`,
  excerpt: `Reported post ${id}`,
  reason: 'Spam',
  text: null,
  reporter: { id: 'm_rep', name: 'Rita Reporter' },
  reportedUser: { id: `m_${id}`, name: `Author ${id}` },
  actionTaken,
  resolvedAt: null,
});

describe('Reports page', () => {
  it('deletes the reported content of the selected reports after a confirmation, then reloads from page 1', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    let pending = [report('r1'), report('r2')];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/moderation/reports', () => HttpResponse.json({ items: pending, nextCursor: null })),
      http.post('/api/v1/moderation/reports/actions', async ({ request }) => {
        const body = (await request.json()) as { reportIds: string[] };
        sent.push(body);
        pending = pending.filter((r) => !body.reportIds.includes(r.id));
        return HttpResponse.json({ results: body.reportIds.map((reportId) => ({ reportId, ok: true })) });
      }),
    );
    renderCommunity('/dashboard/reports');

    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: "Select the report on Author r1's post" }));
    expect(deleteButton).toBeEnabled();
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete reported content' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.deletedContent)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'delete', reportIds: ['r1'] }]);
    await waitFor(() => expect(screen.queryByText('Reported post r1')).not.toBeInTheDocument());
    expect(screen.getByText('Reported post r2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
