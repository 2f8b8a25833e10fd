// The local platform's dev AI provider (HEARTH_AI=echo, never chosen by default): no model, no network. It answers
// a deterministic paragraph made from the prompt, labelled as the dev provider, so the editors' AI dialog can be used
// and tested locally. The prompt goes into its HTML as given, as a model that obeys "write this markup" would, so
// the sanitizer that every answer passes is exercised by it too.
import type { AiWriteRequest, AiWriter } from './port.ts';

export const ECHO_LABEL = 'Dev AI provider (local only)';

/** The dev provider's answer: its label, the prompt, and the selection it was asked to work on. */
export function echoAnswer({ prompt, selection }: AiWriteRequest): string {
  const words = prompt.trim().split(/\s+/).length;
  const about = selection?.trim() ? `<p>Working on the selected text: ${selection.trim()}</p>` : '';
  return (
    `<p><strong>${ECHO_LABEL}:</strong> ${prompt.trim()}</p>${about}` +
    `<p>This paragraph stands in for a model's answer to a prompt of ${words} ` +
    `word${words === 1 ? '' : 's'}.</p>`
  );
}

/** The pause between the dev provider's streamed pieces, so the dialog shows an answer arriving as a model's does. */
export const ECHO_PIECE_MS = 15;

/** The answer in pieces the size of a model's deltas: a word with the markup around it. */
export const echoPieces = (answer: string): string[] => answer.match(/[^\s<]*(?:<[^>]*>?)?\s*/g)?.filter(Boolean) ?? [];

export const echoWriter: AiWriter = {
  name: 'echo',
  write: async (request) => echoAnswer(request),
  async *stream(request) {
    for (const piece of echoPieces(echoAnswer(request))) {
      yield piece;
      await new Promise((resolve) => setTimeout(resolve, ECHO_PIECE_MS));
    }
  },
};
