// The AI writing assist (owner-dashboard §4 the AI dialog, §5 the prompt's limits, §7 AI complete): a prompt, and
// the editor's selected text when there is one; the answer is rich text already through the posts' sanitizer.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { communityParamsSchema } from './params.ts';

export const AI_PROMPT_MIN = 3;
export const AI_PROMPT_MAX = 250;
/** The selected text sent along as the context to rewrite (plain text from the editor). */
export const AI_SELECTION_MAX = 5000;
/** AI writing requests per member (or owner-app account) per community per UTC day. */
export const AI_DAILY_QUOTA = 20;

export const aiPromptSchema = z
  .string({ error: messages.aiPromptTooShort })
  .trim()
  .min(AI_PROMPT_MIN, messages.aiPromptTooShort)
  .max(AI_PROMPT_MAX, messages.aiPromptTooLong);

export const aiCompleteBodySchema = z.object({
  prompt: aiPromptSchema,
  selection: z.string().max(AI_SELECTION_MAX, messages.aiSelectionTooLong).optional(),
});
export type AiCompleteBody = z.infer<typeof aiCompleteBodySchema>;

export const aiCompleteParamsSchema = communityParamsSchema;

export const aiCompleteResponseSchema = z
  .object({
    /** Rich text for the editor, after the sanitizer posts use. */
    html: z.string(),
    /** Which writer answered: Amazon Bedrock, or the local platform's labelled dev provider (HEARTH_AI=echo). */
    provider: z.enum(['bedrock', 'echo']),
    /** What is left of the caller's daily quota after this request. */
    remainingToday: z.number().int().min(0),
  })
  .meta({ id: 'AiCompletion' });
export type AiCompletion = z.infer<typeof aiCompleteResponseSchema>;

/**
 * The streamed answer (`text/event-stream`): while the writer writes, `patch` events carry the sanitized HTML so far
 * as a change to the previous one — keep its first `keep` characters, then append `append` (the sanitizer closes the
 * tags a partial answer leaves open, so a new piece usually replaces only those) — then one `done` event with the
 * whole answer (AiCompletion), or one `error` event with the API's error body when the writer fails midway.
 */
export const aiStreamPatchSchema = z.object({ keep: z.number().int().min(0), append: z.string() });
export type AiStreamPatch = z.infer<typeof aiStreamPatchSchema>;
export const AI_STREAM_EVENTS = { patch: 'patch', done: 'done', error: 'error' } as const;

export const aiStreamResponseSchema = z.string().meta({
  id: 'AiCompletionStream',
  description:
    'Server-sent events: "patch" ({keep, append}) as the answer is written, then "done" (AiCompletion) or "error" ' +
    '(the error body).',
});
