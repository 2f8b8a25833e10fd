// The Bedrock writer against a mocked Bedrock Runtime client: the Converse request it builds (model id from the
// configuration, the system prompt, the prompt and selection, the inference limits) and how the answer maps to text.
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandOutput,
  ConverseStreamCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { MAX_TOKENS, SYSTEM_PROMPT, TEMPERATURE, answerOf, bedrockWriter, converseInput } from './bedrock.ts';

async function* streamOf(...events: ConverseStreamOutput[]) {
  yield* events;
}

const delta = (text: string): ConverseStreamOutput => ({
  contentBlockDelta: { contentBlockIndex: 0, delta: { text } },
});

async function streamed(events: ConverseStreamOutput[]) {
  bedrock.on(ConverseStreamCommand).resolves({ stream: streamOf(...events), $metadata: {} });
  const pieces: string[] = [];
  try {
    for await (const piece of writer().stream({ prompt: 'A warm welcome', selection: 'Hi all' })) pieces.push(piece);
  } catch (error) {
    return { pieces, error };
  }
  return { pieces, error: null };
}

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
const writer = () =>
  bedrockWriter({ modelId: MODEL, client: async () => new BedrockRuntimeClient({ region: 'eu-west-1' }) });

const answer = (texts: string[], stopReason: ConverseCommandOutput['stopReason'] = 'end_turn') =>
  ({
    output: { message: { role: 'assistant', content: texts.map((text) => ({ text })) } },
    stopReason,
    usage: { inputTokens: 10, outputTokens: 20, totalTokens: 30 },
    metrics: { latencyMs: 100 },
    $metadata: {},
  }) satisfies ConverseCommandOutput;

describe('the Bedrock writer', () => {
  it('sends one Converse request with the configured model, the system prompt, the prompt and the limits', async () => {
    bedrock.on(ConverseCommand).resolves(answer(['<p>Welcome, friends!</p>']));
    await writer().write({ prompt: 'A warm welcome for new members' });
    const sent = bedrock.commandCalls(ConverseCommand).map((call) => call.args[0].input);
    expect(sent).toEqual([
      {
        modelId: MODEL,
        system: [{ text: SYSTEM_PROMPT }],
        messages: [{ role: 'user', content: [{ text: 'A warm welcome for new members' }] }],
        inferenceConfig: { maxTokens: MAX_TOKENS, temperature: TEMPERATURE },
      },
    ]);
  });

  it('puts the selected text after the prompt, marked as the text to work on', () => {
    const input = converseInput(MODEL, { prompt: 'Make it shorter', selection: '  Our rules are simple.  ' });
    expect(input.messages?.[0]?.content).toEqual([
      { text: 'Make it shorter\n\nThe text to work on:\n"""\nOur rules are simple.\n"""' },
    ]);
  });

  it('answers the text blocks of the reply, joined and trimmed', async () => {
    bedrock.on(ConverseCommand).resolves(answer(['<p>First part, ', 'second part.</p>\n']));
    await expect(writer().write({ prompt: 'Two parts' })).resolves.toBe('<p>First part, second part.</p>');
  });

  it.each([
    ['an empty reply', answer([])],
    ['a reply of whitespace', answer(['  \n'])],
    ['a filtered reply', answer(['partial'], 'content_filtered')],
    ['a guardrail intervention', answer(['blocked'], 'guardrail_intervened')],
  ])('turns %s into a 502 the dialog can show', (_name, output) => {
    expect(() => answerOf(output)).toThrowError(
      expect.objectContaining({ status: 502, code: 'AI_UNAVAILABLE' }) as Error,
    );
  });

  it('turns a failed call (throttling, a model not enabled) into a 502 with the retry text', async () => {
    bedrock.on(ConverseCommand).rejects(Object.assign(new Error('Too many requests'), { name: 'ThrottlingException' }));
    const error = await writer()
      .write({ prompt: 'Anything' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
  });

  it('streams the text deltas of one ConverseStream request, built as the Converse request is', async () => {
    const { pieces, error } = await streamed([
      { messageStart: { role: 'assistant' } },
      delta('<p>Welcome'),
      delta(', friends!</p>'),
      { contentBlockStop: { contentBlockIndex: 0 } },
      { messageStop: { stopReason: 'end_turn' } },
    ]);
    expect({ pieces, error }).toEqual({ pieces: ['<p>Welcome', ', friends!</p>'], error: null });
    const sent = bedrock.commandCalls(ConverseStreamCommand).map((call) => call.args[0].input);
    expect(sent).toEqual([converseInput(MODEL, { prompt: 'A warm welcome', selection: 'Hi all' })]);
  });

  it('ends a stream the model filtered, or that failed inside, with the 502', async () => {
    const filtered = await streamed([delta('<p>Half'), { messageStop: { stopReason: 'content_filtered' } }]);
    expect(filtered.pieces).toEqual(['<p>Half']);
    expect(filtered.error).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
    const failed = await streamed([
      { throttlingException: { name: 'ThrottlingException', message: 'slow down', $fault: 'client', $metadata: {} } },
    ] as ConverseStreamOutput[]);
    expect(failed.error).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
  });

  it('refuses a stream that ends without any text', async () => {
    const { error } = await streamed([{ messageStop: { stopReason: 'end_turn' } }]);
    expect(error).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
  });
});
