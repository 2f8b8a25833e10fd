// The AI writer port: rich text from a prompt (and the editor's selected text). Amazon Bedrock when a model id is
// configured (AI_MODEL_ID, what CDK sets); the local platform's labelled dev provider only when asked for by name
// (HEARTH_AI=echo) on the local stage; otherwise none, and the AI routes answer 503 (docs/architecture/ai-assist.md).
import { config } from '../config.ts';

export interface AiWriteRequest {
  prompt: string;
  /** The editor's selected text, to rewrite or continue; absent when nothing is selected. */
  selection?: string | undefined;
}

export interface AiWriter {
  readonly name: 'bedrock' | 'echo';
  /** The answer as HTML, not yet sanitized: the caller runs it through the rich-text allowlist. */
  write(request: AiWriteRequest): Promise<string>;
  /** The same answer in the pieces the writer produces it in, not yet sanitized; a failure midway throws. */
  stream(request: AiWriteRequest): AsyncIterable<string>;
}

/** The writer the configuration asks for, or null when none is configured; loaded on first use of a route. */
export async function aiWriter(): Promise<AiWriter | null> {
  const { aiProvider, aiModelId, stage } = config();
  switch (aiProvider) {
    case 'echo':
      // A stand-in that answers without a model is never what a deployment in AWS means to serve.
      return stage === 'local' ? (await import('./echo.ts')).echoWriter : null;
    case 'bedrock':
    case undefined:
      return aiModelId ? (await import('./bedrock.ts')).bedrockWriter({ modelId: aiModelId }) : null;
    default:
      throw new Error(`HEARTH_AI must be "echo" or "bedrock" (docs/architecture/ai-assist.md), not "${aiProvider}".`);
  }
}
