// Audit Logs (member-forum §2.10): a staff edit of someone else's content reads as one, with Undo; an undo the server
// refuses because the entry was made by a higher rank says so, and the entry stays as it was.
import * as messages from '@hearth/shared/messages';
import type { AuditEntry } from '@hearth/shared/schemas/audit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { moderatorLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const entry: AuditEntry = {
  id: 'a_edit',
  createdAt: '2026-11-20T10:00:00.000Z',
  action: 'edit',
  reason: null,
  isDirectAction: true,
  reportId: null,
  contentType: 'post',
  postId: 'p1',
  commentId: null,
  actorDetails: { id: 'm_owner', name: 'Olivia Owner' },
  actorRank: 100,
  reportedUserDetails: { id: 'm_ann', name: 'Ann Member' },
};

describe('Audit Logs page', { timeout: 20_000 }, () => {
  it("lists a staff edit with Undo, and shows the refusal of an undo by a lower rank than the edit's", async () => {
    serveSite();
    serveSession(member);
    // A moderator, below the owner who made the edit (a plain member is sent home from the dashboard).
    serveLayout(moderatorLayout);
    const undone: string[] = [];
    server.use(
      http.get('/api/v1/moderation/audit-logs', () => HttpResponse.json({ items: [entry], nextCursor: null })),
      http.post('/api/v1/moderation/audit-logs/:entryId/undo', ({ params }) => {
        undone.push(String(params.entryId));
        return HttpResponse.json(
          { error: 'FORBIDDEN', reason: 'UNDO_OUTRANKED', message: messages.undoOutranked },
          { status: 403 },
        );
      }),
    );
    renderCommunity('/dashboard/audit-logs');

    expect(await screen.findByText(/Olivia Owner edited a post from Ann Member/, {}, { timeout: 8_000 })).toBeVisible();
    const undo = screen.getByRole('button', { name: /^Undo/ });
    expect(undo).toBeEnabled();
    await userEvent.click(undo);
    expect(await screen.findByText(messages.undoOutranked)).toBeInTheDocument();
    expect(undone).toEqual(['a_edit']);
    expect(screen.queryByText(/undone/)).not.toBeInTheDocument();
  });
});
