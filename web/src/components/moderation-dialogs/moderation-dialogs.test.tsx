import * as messages from '@hearth/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderWithTheme } from '@test/render.tsx';
import { ToastProvider } from '../toast/toast-provider.tsx';
import { MemberActionDialog } from './moderation-dialogs.tsx';

function openTimeout() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/moderation/members/mb-1/actions', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: messages.timedOutMember, auditId: 'au-1' });
    }),
  );
  const onClose = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={testQueryClient()}>
      <ToastProvider>
        <MemberActionDialog action="timedBan" memberId="mb-1" memberName="Bo Banned" onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { bodies, onClose };
}

describe('the timeout dialog (member-forum §5: days, default 1, at least 1)', () => {
  it('starts at 1 day and times the member out for the days given, with the spec’s toast', async () => {
    const { bodies, onClose } = openTimeout();
    const days = await screen.findByRole('textbox', { name: 'Days' });
    expect(days).toHaveValue('1');

    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cool off for a while');
    await userEvent.click(screen.getByRole('button', { name: 'Timeout' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ action: 'timedBan', reason: 'Cool off for a while', days: 3 }]);
    expect(await screen.findByText(messages.timedOutMember)).toBeInTheDocument();
  });

  // The field clamps what is typed below 1 up to 1 when it loses focus; left empty it is refused (days are required).
  it('refuses days left empty with “Minimum 1 day.” and sends nothing', async () => {
    const { bodies } = openTimeout();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Days' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cool off for a while');
    await userEvent.click(screen.getByRole('button', { name: 'Timeout' }));

    expect(await screen.findByText(messages.timeoutMinDay)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
