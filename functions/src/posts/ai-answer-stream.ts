// The AI writer's answer as server-sent events while it is written (shared/src/schemas/ai.ts aiStreamPatchSchema):
// every piece the writer yields is added to the answer so far, which passes the posts' sanitizer before any of it is
// sent, so the dialog's preview never holds what a post may not. A `patch` says how the sanitized HTML changed, the
// `done` event carries the whole answer, and a writer failing midway ends the stream with an `error` event (the
// status has been sent by then).
import { AI_STREAM_EVENTS, type AiCompletion } from '@hearth/shared/schemas/ai';
import type { ErrorBody } from '@hearth/shared/errors';
import * as messages from '@hearth/shared/messages';
import { isBlankHtml } from '@hearth/shared/schemas/posts';
import { AppError } from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';

/** One server-sent event; JSON never holds a raw line break, so the data is one line. */
export const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The answer so far without a tag the writer has only begun (`<stro`): the sanitizer would keep it as text, and the
 * next piece would take it back.
 */
export function withoutPartialTag(raw: string): string {
  const open = raw.lastIndexOf('<');
  return open > raw.lastIndexOf('>') ? raw.slice(0, open) : raw;
}

/** How many leading characters two strings share. */
export function sharedPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

/**
 * A preview is sanitized again only once this much has arrived since the last, or a tag has closed: the sanitizer
 * reads the whole answer so far, and a model's deltas are a few characters each.
 */
export const PATCH_MIN_CHARS = 24;

const unavailable = (): ErrorBody => ({ error: 'AI_UNAVAILABLE', message: messages.aiUnavailable });

/** The events of one answer: patches while it is written, then `done` with the whole answer, or `error`. */
export async function* answerEvents(
  pieces: AsyncIterable<string>,
  sanitize: (html: string) => string,
  completion: (html: string) => AiCompletion,
): AsyncGenerator<string> {
  let raw = '';
  let sent = '';
  let pending = 0;
  try {
    for await (const piece of pieces) {
      raw += piece;
      pending += piece.length;
      if (pending < PATCH_MIN_CHARS && !piece.includes('>')) continue;
      pending = 0;
      const html = sanitize(withoutPartialTag(raw));
      if (html === sent) continue;
      const keep = sharedPrefix(sent, html);
      yield sseEvent(AI_STREAM_EVENTS.patch, { keep, append: html.slice(keep) });
      sent = html;
    }
  } catch (error) {
    if (!(error instanceof AppError)) logger.warn('The AI writer failed midway', { error: error as Error });
    const body = error instanceof AppError ? { error: error.code, message: error.message } : unavailable();
    yield sseEvent(AI_STREAM_EVENTS.error, body);
    return;
  }
  const html = sanitize(raw);
  if (isBlankHtml(html)) yield sseEvent(AI_STREAM_EVENTS.error, unavailable());
  else yield sseEvent(AI_STREAM_EVENTS.done, completion(html));
}
