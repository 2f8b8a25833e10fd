// The AI writing assist (owner-dashboard §7 "AI: complete"): one answer in one piece (not streamed), on the
// community site for its members and on the owner app for the community's staff. The posts Lambda serves both.
import { aiCompleteBodySchema, aiCompleteParamsSchema, aiCompleteResponseSchema } from '../schemas/ai.ts';
import { endpoint } from './endpoint.ts';
import { aiRoutes } from './routes.ts';

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

export const aiEndpoints = { completeAiText, completeCommunityAiText };
