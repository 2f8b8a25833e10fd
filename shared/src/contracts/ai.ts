// The AI writing assist (owner-dashboard §7 "AI: complete"), on the community site for its members and on the owner
// app for the community's staff: one answer in one piece, or the same answer streamed as it is written (the editors'
// dialog uses the stream). The posts domain serves all four; the streamed two from its streaming entry.
import {
  aiCompleteBodySchema,
  aiCompleteParamsSchema,
  aiCompleteResponseSchema,
  aiStreamResponseSchema,
} from '../schemas/ai.ts';
import { endpoint } from './endpoint.ts';
import { aiRoutes } from './ai-routes.ts';

export const completeAiText = endpoint({
  ...aiRoutes.completeAiText,
  summary:
    "Writes rich text from a prompt (and the selected text) for a member of the host's community, when the community " +
    'has AI content generation on; counted against a daily quota.',
  tenancy: 'community',
  auth: 'user',
  request: { body: aiCompleteBodySchema },
  response: aiCompleteResponseSchema,
  errors: [400, 401, 403, 429, 502, 503],
});

export const completeCommunityAiText = endpoint({
  ...aiRoutes.completeCommunityAiText,
  summary:
    "The owner app's editors (description, perks, rules): the same writer for the named community's staff, when the " +
    'community has AI content generation on; counted against a daily quota.',
  tenancy: 'app',
  auth: 'user',
  request: { params: aiCompleteParamsSchema, body: aiCompleteBodySchema },
  response: aiCompleteResponseSchema,
  errors: [400, 401, 403, 404, 429, 502, 503],
});

export const streamAiText = endpoint({
  ...completeAiText,
  ...aiRoutes.streamAiText,
  summary:
    'The same answer as completeAiText, streamed as server-sent events while it is written. Refusals (400, 401, ' +
    '403, 429, 503) answer before the stream starts, as JSON.',
  response: aiStreamResponseSchema,
  contentType: 'text/event-stream',
});

export const streamCommunityAiText = endpoint({
  ...completeCommunityAiText,
  ...aiRoutes.streamCommunityAiText,
  summary:
    'The same answer as completeCommunityAiText, streamed as server-sent events while it is written. Refusals ' +
    'answer before the stream starts, as JSON.',
  response: aiStreamResponseSchema,
  contentType: 'text/event-stream',
});

export const aiEndpoints = { completeAiText, completeCommunityAiText, streamAiText, streamCommunityAiText };
