// The owner app's rich-text editor and the AI writing assist: the toolbar offers it only when given (the community
// has AI content generation on); its answer replaces the selection, or goes in at the cursor.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aiAnswerFrames, serveEventStream } from '@test/api.ts';
import { renderWithQueries } from '@test/render.tsx';
import { staffAiAssist } from '@/lib/ai-complete.ts';
import RichTextEditor from './rich-text-editor.tsx';

function renderEditor(initialHtml: string, withAi: boolean) {
  const onChange = vi.fn();
  renderWithQueries(
    <>
      <span id="label">Community rules</span>
      <RichTextEditor
        labelledBy="label"
        initialHtml={initialHtml}
        onChange={onChange}
        ai={withAi ? staffAiAssist('c-1') : undefined}
      />
    </>,
  );
  return { onChange, editor: screen.getByRole('textbox', { name: 'Community rules' }) };
}

// jsdom lays nothing out: Quill scrolls the selection into view with a Range's rectangles, which it does not have.
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
});

describe('the rich-text editor’s AI writing assist', () => {
  it('is not offered where AI content generation is off', () => {
    renderEditor('<p>Be kind.</p>', false);
    expect(screen.queryByRole('button', { name: 'Write with AI' })).not.toBeInTheDocument();
  });

  it('inserts the answer at the cursor as its own paragraph when nothing is selected, and closes', async () => {
    serveEventStream('/api/v1/communities/c-1/ai/stream', aiAnswerFrames('<p>No spam.</p>'));
    const { onChange } = renderEditor('<p>Be kind.</p>', true);
    await userEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /What should the AI write/ }), 'One more rule');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    // The cursor of an editor nobody has typed in yet is at its start.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>No spam.</p><p>Be kind.</p>'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('replaces the selected text with the answer, sending the selection along', async () => {
    const { seen } = serveEventStream(
      '/api/v1/communities/c-1/ai/stream',
      aiAnswerFrames('<p>Be kind to everyone.</p>'),
    );
    const { onChange, editor } = renderEditor('<p>Be kind.</p>', true);
    const text = editor.querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'Be kind.'.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
    await userEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /What should the AI write/ }), 'Warmer');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Be kind to everyone.</p>'));
    expect(seen.map((request) => request.body)).toEqual([{ prompt: 'Warmer', selection: 'Be kind.' }]);
  });
});
