// The AI answer's events: the preview only ever holds sanitized HTML, the patches rebuild it exactly, and the end is
// one `done` with the whole answer or one `error`.
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { aiStreamPatchSchema } from '@hearth/shared/schemas/ai';
import { AppError } from '../platform/http/errors.ts';
import { sanitizeRichText } from '../platform/html/sanitize.ts';
import { answerEvents, sharedPrefix, withoutPartialTag } from './ai-answer-stream.ts';

async function* pieces(...parts: (string | Error)[]) {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield part;
  }
}

async function eventsOf(source: AsyncIterable<string>) {
  const events: { name: string; data: unknown }[] = [];
  const completion = (html: string) => ({ html, provider: 'echo' as const, remainingToday: 7 });
  for await (const frame of answerEvents(source, sanitizeRichText, completion)) {
    const [, name, data] = /^event: (\w+)\ndata: (.*)\n\n$/.exec(frame) ?? [];
    events.push({ name: name!, data: JSON.parse(data!) });
  }
  return events;
}

/** The preview the dialog shows after each patch. */
function previews(events: { name: string; data: unknown }[]) {
  let html = '';
  return events
    .filter((e) => e.name === 'patch')
    .map((e) => {
      const { keep, append } = aiStreamPatchSchema.parse(e.data);
      html = html.slice(0, keep) + append;
      return html;
    });
}

describe('withoutPartialTag', () => {
  it('drops a tag the writer has only begun, and keeps closed ones', () => {
    expect(withoutPartialTag('<p>Hello <stro')).toBe('<p>Hello ');
    expect(withoutPartialTag('<p>Hello</p>')).toBe('<p>Hello</p>');
    expect(withoutPartialTag('a < b')).toBe('a ');
  });
});

describe('sharedPrefix', () => {
  it('counts the leading characters two strings share', () => {
    expect(sharedPrefix('<p>Hello</p>', '<p>Hello world</p>')).toBe(8);
    expect(sharedPrefix('', 'x')).toBe(0);
  });
});

describe('answerEvents', () => {
  it('sends patches whose previews are sanitized prefixes of the answer, then the whole answer', async () => {
    const events = await eventsOf(
      pieces('<p>A welcome ', 'for every new member <scr', 'ipt>alert(1)</script>', ' of the ', 'garden club.</p>'),
    );
    const shown = previews(events);
    expect(shown.length).toBeGreaterThan(1);
    for (const html of shown) expect(html).not.toMatch(/<script|alert\(1\)|<scr/);
    const done = events.at(-1)!;
    expect(done).toEqual({
      name: 'done',
      data: { html: '<p>A welcome for every new member  of the garden club.</p>', provider: 'echo', remainingToday: 7 },
    });
    expect(shown.at(-1)).toBe((done.data as { html: string }).html);
  });

  it("ends with the writer's own refusal when it fails midway", async () => {
    const refused = new AppError(502, 'AI_UNAVAILABLE', 'Filtered.');
    const events = await eventsOf(pieces('<p>Once upon a time, in a village by the sea', refused));
    expect(events.at(-1)).toEqual({ name: 'error', data: { error: 'AI_UNAVAILABLE', message: 'Filtered.' } });
  });

  it('hides any other failure behind the try-again message', async () => {
    const events = await eventsOf(pieces('<p>Hi', new Error('socket hang up')));
    expect(events.at(-1)).toEqual({
      name: 'error',
      data: { error: 'AI_UNAVAILABLE', message: messages.aiUnavailable },
    });
  });

  it('answers an error, not an empty done, when nothing survives the sanitizer', async () => {
    const events = await eventsOf(pieces('<script>x()</script>', '<iframe src="x"></iframe>'));
    expect(events.map((e) => e.name)).toEqual(['error']);
  });
});
