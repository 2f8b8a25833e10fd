import * as messages from '@hearth/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, servePost } from '@test/api.ts';
import { server } from '@test/msw-server.ts';
import { renderWithTheme } from '@test/render.tsx';
import { memberAiAssist, staffAiAssist } from '@/lib/ai-complete.ts';
import AiDialog from './ai-dialog.tsx';

const answer = { html: '<p>Welcome, friends!</p>', provider: 'echo', remainingToday: 19 };

function open(selection = '', ai = memberAiAssist) {
  const onResult = vi.fn();
  const onClose = vi.fn();
  renderWithTheme(<AiDialog ai={ai} selection={selection} onResult={onResult} onClose={onClose} />);
  return { onResult, onClose, prompt: screen.getByRole('textbox', { name: /What should the AI write/ }) };
}

const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate' }));

describe('the AI dialog (owner-dashboard §4, §5)', () => {
  it.each([
    ['empty', '', messages.aiPromptTooShort],
    ['2 characters', 'ab', messages.aiPromptTooShort],
    ['251 characters', 'a'.repeat(251), messages.aiPromptTooLong],
  ])('refuses a prompt that is %s with the spec’s text, asking nothing', async (_name, text, message) => {
    const bodies = servePost('/api/v1/ai/complete', answer);
    const { prompt, onResult } = open();
    if (text) await userEvent.click(prompt);
    if (text) await userEvent.paste(text);
    await generate();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('sends the prompt and the selection, hands the answer to the editor and closes', async () => {
    const bodies = servePost('/api/v1/ai/complete', answer);
    const { prompt, onResult, onClose } = open('Hello all');
    expect(screen.getByText(/The selected text is sent along, and the answer replaces it/)).toBeInTheDocument();
    await userEvent.type(prompt, '  A warm welcome  ');
    await generate();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ prompt: 'A warm welcome', selection: 'Hello all' }]);
    expect(onResult).toHaveBeenCalledWith('<p>Welcome, friends!</p>');
  });

  it('asks for the community being edited in the owner app', async () => {
    const bodies = servePost('/api/v1/communities/c-1/ai/complete', answer);
    const { prompt, onResult } = open('', staffAiAssist('c-1'));
    expect(screen.getByText(/The answer is inserted at the cursor/)).toBeInTheDocument();
    await userEvent.type(prompt, 'Three perks');
    await generate();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('<p>Welcome, friends!</p>'));
    expect(bodies).toEqual([{ prompt: 'Three perks' }]);
  });

  it('shows that it is writing while the request runs', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/v1/ai/complete', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(answer);
      }),
    );
    const { prompt, onClose } = open();
    await userEvent.type(prompt, 'A warm welcome');
    await generate();
    expect(await screen.findByRole('status')).toHaveTextContent('Writing…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows why a selection over its limit was refused', async () => {
    servePost(
      '/api/v1/ai/complete',
      apiError('VALIDATION_FAILED', messages.validationFailed, { selection: messages.aiSelectionTooLong }),
      400,
    );
    const { prompt } = open('x'.repeat(5001));
    await userEvent.type(prompt, 'Shorter');
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.aiSelectionTooLong);
  });

  it.each([
    [403, apiError('FORBIDDEN', messages.aiTurnedOff)],
    [429, apiError('RATE_LIMITED', messages.aiQuotaSpent(20))],
    [503, apiError('NOT_CONFIGURED', messages.aiNotConfigured)],
  ])('stays open with the API’s text on a %i', async (status, body) => {
    servePost('/api/v1/ai/complete', body, status);
    const { prompt, onResult, onClose } = open();
    await userEvent.type(prompt, 'A warm welcome');
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(onResult).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
