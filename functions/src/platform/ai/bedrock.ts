// The AI writer on Amazon Bedrock: one Converse call (the answer comes back in one piece; the editors' dialog
// inserts it whole), the model named by configuration (AI_MODEL_ID: a model or inference-profile id). The model is
// asked for the few HTML tags the editor keeps; whatever it answers still passes the rich-text sanitizer after.
import type {
  BedrockRuntimeClient,
  ConverseCommandInput,
  ConverseCommandOutput,
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
        // Throttling, a model that is not enabled, a timeout: the member can try again; the cause is logged.
        logger.warn('The AI writer failed', { error, modelId: options.modelId });
        throw new AppError(502, 'AI_UNAVAILABLE', messages.aiUnavailable);
      }
      return answerOf(output);
    },
  };
}
