// The AI writer on Amazon Bedrock, the model named by configuration (AI_MODEL_ID: a model or inference-profile id):
// one Converse call for an answer in one piece, or ConverseStream for its text deltas as the model writes them. The
// model is asked for the few HTML tags the editor keeps; whatever it answers still passes the rich-text sanitizer.
import type {
  BedrockRuntimeClient,
  ConverseCommandInput,
  ConverseCommandOutput,
  ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import * as messages from '@hearth/shared/messages';
import { once } from '../aws/lazy.ts';
import { config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../log.ts';
import type { AiWriteRequest, AiWriter } from './port.ts';

export const SYSTEM_PROMPT =
  'You write text for posts and pages of an online community. Answer only with the text itself, as HTML using ' +
  'only <p>, <h2>, <strong>, <em>, <u>, <ul>, <ol>, <li> and <blockquote>; no other markup, no scripts, no ' +
  'styles, no preamble.';
/** About 600 words: longer than any editor field needs at once, short enough to answer within the API's timeout. */
export const MAX_TOKENS = 800;
export const TEMPERATURE = 0.7;

/** What the model is asked: the prompt, and the selected text to work on when there is one. */
export function converseInput(modelId: string, { prompt, selection }: AiWriteRequest): ConverseCommandInput {
  const text = selection?.trim() ? `${prompt}\n\nThe text to work on:\n"""\n${selection.trim()}\n"""` : prompt;
  return {
    modelId,
    system: [{ text: SYSTEM_PROMPT }],
    messages: [{ role: 'user', content: [{ text }] }],
    inferenceConfig: { maxTokens: MAX_TOKENS, temperature: TEMPERATURE },
  };
}

/** The answer's text blocks joined; a refusal or an empty answer is an error the caller shows. */
export function answerOf(output: ConverseCommandOutput): string {
  const blocks = output.output?.message?.content ?? [];
  const text = blocks
    .map((block) => block.text ?? '')
    .join('')
    .trim();
  if (!text || output.stopReason === 'content_filtered' || output.stopReason === 'guardrail_intervened') {
    throw new AppError(502, 'AI_UNAVAILABLE', messages.aiUnavailable);
  }
  return text;
}

const FILTERED = new Set(['content_filtered', 'guardrail_intervened']);

/**
 * One event of a ConverseStream: its text delta ('' for the others), or a throw for a stop the member must hear about
 * (the answer filtered) and for the errors Bedrock sends inside the stream (throttling, the model failing).
 */
export function deltaOf(event: ConverseStreamOutput): string {
  if (event.messageStop?.stopReason && FILTERED.has(event.messageStop.stopReason)) {
    throw new AppError(502, 'AI_UNAVAILABLE', messages.aiUnavailable);
  }
  const failure =
    event.internalServerException ??
    event.modelStreamErrorException ??
    event.throttlingException ??
    event.serviceUnavailableException ??
    event.validationException;
  if (failure) throw new Error(failure.message ?? 'The model stream failed');
  return event.contentBlockDelta?.delta?.text ?? '';
}

const unavailable = (error: unknown, modelId: string) => {
  if (error instanceof AppError) return error;
  // Throttling, a model that is not enabled, a timeout: the member can try again; the cause is logged.
  logger.warn('The AI writer failed', { error, modelId });
  return new AppError(502, 'AI_UNAVAILABLE', messages.aiUnavailable);
};

type Sender = Pick<BedrockRuntimeClient, 'send'>;

/** One client per container, made on the first AI request (the SDK is loaded only then). */
const containerClient = once(async (): Promise<Sender> => {
  const sdk = await import('@aws-sdk/client-bedrock-runtime');
  return new sdk.BedrockRuntimeClient({ region: config().region });
});

export function bedrockWriter(options: { modelId: string; client?: () => Promise<Sender> }): AiWriter {
  const client = options.client ?? containerClient;
  return {
    name: 'bedrock',
    async write(request) {
      const { ConverseCommand } = await import('@aws-sdk/client-bedrock-runtime');
      const sender = await client();
      let output: ConverseCommandOutput;
      try {
        output = await sender.send(new ConverseCommand(converseInput(options.modelId, request)));
      } catch (error) {
        throw unavailable(error, options.modelId);
      }
      return answerOf(output);
    },
    async *stream(request) {
      const { ConverseStreamCommand } = await import('@aws-sdk/client-bedrock-runtime');
      let wrote = false;
      try {
        const sender = await client();
        const output = await sender.send(new ConverseStreamCommand(converseInput(options.modelId, request)));
        for await (const event of output.stream ?? []) {
          const text = deltaOf(event);
          if (!text) continue;
          wrote = true;
          yield text;
        }
      } catch (error) {
        throw unavailable(error, options.modelId);
      }
      if (!wrote) throw new AppError(502, 'AI_UNAVAILABLE', messages.aiUnavailable);
    },
  };
}
