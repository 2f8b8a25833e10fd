import * as messages from '@hearth/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aiAnswerFrames, apiError, serveEventStream, servePost, sseFrame } from '@test/api.ts';
import { renderWithQueries } from '@test/render.tsx';
import { memberAiAssist, staffAiAssist } from '@/lib/ai-complete.ts';
import AiDialog from './ai-dialog.tsx';

const answer = { html: '<p>Welcome, friends!</p>', provider: 'echo', remainingToday: 19 };

function open(selection = '', ai = memberAiAssist) {
  const onResult = vi.fn();
  const onClose = vi.fn();
  renderWithQueries(<AiDialog ai={ai} selection={selection} onResult={onResult} onClose={onClose} />);
  return { onResult, onClose, prompt: screen.getByRole('textbox', { name: /What should the AI write/ }) };
}

const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate' }));

describe('the AI dialog (owner-dashboard §4, §5)', () => {
  it.each([
    ['empty', '', messages.aiPromptTooShort],
    ['2 characters', 'ab', messages.aiPromptTooShort],
    ['251 characters', 'a'.repeat(251), messages.aiPromptTooLong],
  ])('refuses a prompt that is %s with the spec’s text, asking nothing', async (_name, text, message) => {
    const { seen } = serveEventStream('/api/v1/ai/stream', aiAnswerFrames(answer.html));
    const { prompt, onResult } = open();
    if (text) await userEvent.click(prompt);
    if (text) await userEvent.paste(text);
    await generate();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('sends the prompt and the selection, hands the answer to the editor and closes', async () => {
    const { seen } = serveEventStream('/api/v1/ai/stream', aiAnswerFrames(answer.html));
    const { prompt, onResult, onClose } = open('Hello all');
    expect(screen.getByText(/The selected text is sent along, and the answer replaces it/)).toBeInTheDocument();
    await userEvent.type(prompt, '  A warm welcome  ');
    await generate();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The body's hash rides along: CloudFront signs the streamed request to its function URL with it.
    expect(seen).toEqual([{ body: { prompt: 'A warm welcome', selection: 'Hello all' }, hashed: true }]);
    expect(onResult).toHaveBeenCalledWith('<p>Welcome, friends!</p>');
  });

  it('asks for the community being edited in the owner app', async () => {
    const { seen } = serveEventStream('/api/v1/communities/c-1/ai/stream', aiAnswerFrames(answer.html));
    const { prompt, onResult } = open('', staffAiAssist('c-1'));
    expect(screen.getByText(/The answer is inserted at the cursor/)).toBeInTheDocument();
    await userEvent.type(prompt, 'Three perks');
    await generate();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('<p>Welcome, friends!</p>'));
    expect(seen.map((request) => request.body)).toEqual([{ prompt: 'Three perks' }]);
  });

  it('shows the answer as it is written, and hands over the whole of it at the end', async () => {
    const [first, second, done] = aiAnswerFrames(answer.html);
    const stream = serveEventStream('/api/v1/ai/stream', [first!, 'hold', second!, done!]);
    const { prompt, onResult, onClose } = open();
    await userEvent.type(prompt, 'A warm welcome');
    await generate();
    expect(await screen.findByRole('status')).toHaveTextContent('Writing…');
    const soFar = await screen.findByRole('region', { name: 'The answer so far' });
    expect(soFar).toHaveTextContent('Welcome,');
    expect(soFar).not.toHaveTextContent('friends');
    expect(onResult).not.toHaveBeenCalled();
    stream.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onResult).toHaveBeenCalledWith('<p>Welcome, friends!</p>');
  });

  it('stops writing on Cancel and hands nothing to the editor', async () => {
    const [first, second, done] = aiAnswerFrames(answer.html);
    serveEventStream('/api/v1/ai/stream', [first!, 'hold', second!, done!]);
    const { prompt, onResult, onClose } = open();
    await userEvent.type(prompt, 'A warm welcome');
    await generate();
    await screen.findByRole('region', { name: 'The answer so far' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('stays open with the try-again text when the writer fails midway', async () => {
    serveEventStream('/api/v1/ai/stream', [
      sseFrame('patch', { keep: 0, append: '<p>Once upon' }),
      sseFrame('error', apiError('AI_UNAVAILABLE', messages.aiUnavailable)),
    ]);
    const { prompt, onResult, onClose } = open();
    await userEvent.type(prompt, 'A story');
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.aiUnavailable);
    expect(screen.queryByRole('region', { name: 'The answer so far' })).not.toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows why a selection over its limit was refused', async () => {
    servePost(
      '/api/v1/ai/stream',
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
    servePost('/api/v1/ai/stream', body, status);
    const { prompt, onResult, onClose } = open();
    await userEvent.type(prompt, 'A warm welcome');
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(onResult).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
