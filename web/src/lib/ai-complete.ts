// The AI writing assist's request, for the editors that offer it: a member on the community site (the host's
// community), or staff in the owner app (the community named). The answer's schema loads with the answer, so an
// editor that offers the button loads no schema until someone asks.
import type { AiCompleteBody, AiCompletion } from '@hearth/shared/schemas/ai';
import { aiRoutes } from '@hearth/shared/contracts/routes';
import { apiRequest } from './api-client.ts';
import { fillPath } from './api-path.ts';

/** What an editor is given when AI content generation is on where it writes. */
export interface AiAssist {
  complete(body: AiCompleteBody): Promise<AiCompletion>;
}

const responseSchema = () => import('@hearth/shared/schemas/ai').then((m) => m.aiCompleteResponseSchema);

/** The community site's composer: the host's community. */
export const memberAiAssist: AiAssist = {
  complete: (body) => apiRequest(aiRoutes.completeAiText.path, { method: 'POST', body, schema: responseSchema }),
};

/** The owner app's editors: the community being edited. */
export const staffAiAssist = (communityId: string): AiAssist => ({
  complete: (body) =>
    apiRequest(fillPath(aiRoutes.completeCommunityAiText.path, { communityId }), {
      method: 'POST',
      body,
      schema: responseSchema,
    }),
});

/** The owner app's editor of a community's text: the assist when the community has AI content generation on. */
export const staffAiAssistWhen = (communityId: string, aiContentGeneration: boolean): AiAssist | undefined =>
  aiContentGeneration ? staffAiAssist(communityId) : undefined;
