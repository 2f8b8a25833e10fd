// The AI writing assist's request, for the editors that offer it: a member on the community site (the host's
// community), or staff in the owner app (the community named). The answer streams while it is written (server-sent
// events, docs/architecture/ai-assist.md): the preview is the sanitized HTML so far, rebuilt from the API's patches.
// The parser and the schemas load with the first request, so an editor that offers the button loads neither.
import { BODY_HASH_HEADER } from '@hearth/shared/constants/http';
import { aiRoutes } from '@hearth/shared/contracts/ai-routes';
import { isErrorBody } from '@hearth/shared/error-codes';
import * as messages from '@hearth/shared/messages';
import type { AiCompleteBody, AiCompletion } from '@hearth/shared/schemas/ai';
import { ApiError, apiResponse } from './api-client.ts';
import { fillPath } from './api-path.ts';

/** What an editor is given when AI content generation is on where it writes. */
export interface AiAssist {
  /** Writes from the prompt; `onPreview` gets the sanitized HTML so far as it arrives. Resolves with the answer. */
  write(body: AiCompleteBody, onPreview: (html: string) => void, signal?: AbortSignal): Promise<AiCompletion>;
}

/** The hex SHA-256 of the body sent: CloudFront's origin access control signs the streamed request with it. */
async function bodyHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const ended = () => new ApiError({ status: 502, error: 'AI_UNAVAILABLE', message: messages.aiUnavailable });

async function streamAnswer(
  path: string,
  body: AiCompleteBody,
  onPreview: (html: string) => void,
  signal?: AbortSignal,
): Promise<AiCompletion> {
  const [{ EventSourceParserStream }, schemas, hash] = await Promise.all([
    import('eventsource-parser/stream'),
    import('@hearth/shared/schemas/ai'),
    bodyHash(JSON.stringify(body)),
  ]);
  const response = await apiResponse(path, {
    method: 'POST',
    body,
    signal,
    headers: { accept: 'text/event-stream', [BODY_HASH_HEADER]: hash },
  });
  if (!response.body) throw ended();
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let html = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw ended();
      const data: unknown = JSON.parse(value.data);
      if (value.event === schemas.AI_STREAM_EVENTS.patch) {
        const { keep, append } = schemas.aiStreamPatchSchema.parse(data);
        html = html.slice(0, keep) + append;
        onPreview(html);
      } else if (value.event === schemas.AI_STREAM_EVENTS.done) {
        return schemas.aiCompleteResponseSchema.parse(data);
      } else if (value.event === schemas.AI_STREAM_EVENTS.error) {
        if (!isErrorBody(data)) throw ended();
        throw new ApiError({ status: 502, error: data.error, message: data.message || messages.aiUnavailable });
      }
    }
  } catch (error) {
    // The connection dropped midway (or a frame did not parse): the answer is lost, and the member may try again.
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError({ status: 0, error: 'INTERNAL', message: messages.aiUnavailable });
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** The community site's composer: the host's community. */
export const memberAiAssist: AiAssist = {
  write: (body, onPreview, signal) => streamAnswer(aiRoutes.streamAiText.path, body, onPreview, signal),
};

/** The owner app's editors: the community being edited. */
export const staffAiAssist = (communityId: string): AiAssist => ({
  write: (body, onPreview, signal) =>
    streamAnswer(fillPath(aiRoutes.streamCommunityAiText.path, { communityId }), body, onPreview, signal),
});

/** The owner app's editor of a community's text: the assist when the community has AI content generation on. */
export const staffAiAssistWhen = (communityId: string, aiContentGeneration: boolean): AiAssist | undefined =>
  aiContentGeneration ? staffAiAssist(communityId) : undefined;
