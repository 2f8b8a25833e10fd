// The render Lambda's reads of answers every guest shares. Every page of a host reads the same frame (the community's
// look, its layout, the categories, the leaderboard) and its home page the same feed, and the API marks a guest's
// answer there `public, s-maxage=…` (shared/src/contracts/guest-cache.ts). The render reads as a guest (no cookie
// ever reaches it), so it keeps such an answer as CloudFront keeps it for a browser: per host and path, for the
// answer's own s-maxage (at most GUEST_EDGE_SECONDS). A page that missed the page cache then costs its render and the
// reads not made in the last few seconds: on a long-tail post page, the post and its comments. Anything the API does
// not mark shareable (a refusal, a private answer) is read every time. The local gateway does the same through its
// edge emulation, whose cache its writes empty (scripts/local/gateway/server.ts `callApi`).
import { sharedCacheMs } from '@hearth/shared/contracts/guest-cache';

interface SharedAnswer {
  status: number;
  body: string;
  headers: [string, string][];
  expiresAt: number;
}

export interface SharedReadsOptions {
  /** Answers kept at most (the least recently used goes first). */
  maxAnswers?: number;
  now?: () => number;
}

/** A read through the cache: `key` names the host and path, `read` fetches the answer on a miss. */
export type SharedRead = (key: string, read: () => Promise<Response>) => Promise<Response>;

export function createSharedReads({ maxAnswers = 500, now = Date.now }: SharedReadsOptions = {}): SharedRead {
  // Least recently used first: a Map iterates in insertion order, and a hit is inserted again.
  const answers = new Map<string, SharedAnswer>();
  const respond = (answer: SharedAnswer) =>
    new Response(answer.body, { status: answer.status, headers: answer.headers });
  return async (key, read) => {
    const kept = answers.get(key);
    if (kept) {
      answers.delete(key);
      if (now() < kept.expiresAt) {
        answers.set(key, kept);
        return respond(kept);
      }
    }
    const response = await read();
    const ttl = sharedCacheMs(response.headers.get('cache-control') ?? undefined, response.headers.has('set-cookie'));
    if (ttl <= 0) return response;
    const answer: SharedAnswer = {
      status: response.status,
      body: await response.text(),
      headers: [...response.headers.entries()],
      expiresAt: now() + ttl,
    };
    answers.set(key, answer);
    if (answers.size > maxAnswers) answers.delete(answers.keys().next().value!);
    return respond(answer);
  };
}
