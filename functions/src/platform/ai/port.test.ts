// Which AI writer the configuration picks: the dev provider only by name and only on the local stage, Bedrock with a
// model id, none otherwise (the routes then answer 503); an unknown provider name is a fault, not a guess.
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { ECHO_LABEL, echoAnswer, echoPieces, echoWriter } from './echo.ts';
import { aiWriter } from './port.ts';

const aiEnv = ['HEARTH_AI', 'AI_MODEL_ID', 'HEARTH_STAGE'] as const;
afterEach(() => {
  for (const name of aiEnv) delete process.env[name];
  resetConfig();
});

function configure(env: Partial<Record<(typeof aiEnv)[number], string>>) {
  for (const name of aiEnv) delete process.env[name];
  Object.assign(process.env, env);
  resetConfig();
}

describe('the AI writer the configuration picks', () => {
  it.each([
    [{}, null],
    [{ HEARTH_STAGE: 'local' }, null],
    [{ HEARTH_STAGE: 'local', HEARTH_AI: 'echo' }, 'echo'],
    [{ HEARTH_AI: 'echo' }, null],
    [{ AI_MODEL_ID: 'amazon.nova-lite-v1:0' }, 'bedrock'],
    [{ HEARTH_AI: 'bedrock', AI_MODEL_ID: 'amazon.nova-lite-v1:0' }, 'bedrock'],
    [{ HEARTH_AI: 'bedrock' }, null],
    [{ HEARTH_STAGE: 'local', HEARTH_AI: 'echo', AI_MODEL_ID: 'amazon.nova-lite-v1:0' }, 'echo'],
  ] as const)('with %j: %s', async (env, expected) => {
    configure(env);
    expect((await aiWriter())?.name ?? null).toBe(expected);
  });

  it('refuses to guess an unknown provider name', async () => {
    configure({ HEARTH_AI: 'gpt' });
    await expect(aiWriter()).rejects.toThrow(/HEARTH_AI must be "echo" or "bedrock"/);
  });
});

describe('the dev provider', () => {
  it('answers the same labelled paragraph for the same prompt, with the selection it was given', () => {
    const first = echoAnswer({ prompt: 'Welcome post for the garden club', selection: 'Hello all' });
    expect(first).toBe(echoAnswer({ prompt: 'Welcome post for the garden club', selection: 'Hello all' }));
    expect(first).toContain(`<strong>${ECHO_LABEL}:</strong> Welcome post for the garden club`);
    expect(first).toContain('Working on the selected text: Hello all');
    expect(first).toContain('a prompt of 6 words');
  });

  it('has its markup from a prompt asking for script taken away by the posts sanitizer', () => {
    const html = sanitizeRichText(
      echoAnswer({ prompt: 'Say hi <script>alert(1)</script><img src=x onerror=alert(2)><b onclick="x()">bold</b>' }),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<img/i);
    expect(html).toContain('Say hi <strong>bold</strong>');
  });

  it('streams the same answer in word-sized pieces that never split a tag', async () => {
    const request = { prompt: 'Welcome post for the garden club', selection: 'Hello all' };
    const pieces: string[] = [];
    for await (const piece of echoWriter.stream(request)) pieces.push(piece);
    expect(pieces.join('')).toBe(echoAnswer(request));
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces).toEqual(echoPieces(echoAnswer(request)));
    for (const piece of pieces) expect(piece.split('<').length).toBe(piece.split('>').length);
  });
});
