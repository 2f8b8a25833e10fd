// The small HTTP pieces every local dev page shares (the Stripe simulator's, the custom-domain simulator's, the
// mailbox): answers that are never cached or framed, the 303 after a form, a bounded body read, the cross-site check.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a body of a type, never cached; an HTML page may not be framed. */
export function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(type === 'text/html' ? { 'x-frame-options': 'DENY' } : {}),
  });
  res.end(body);
}

export const html = (res: ServerResponse, status: number, body: string) => send(res, status, 'text/html', body);
export const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body));

/** After a form post: see the page again (303, so a reload does not post twice). */
export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** The request's body as text, at most 16 KB (a dev page's forms are small). */
export async function bodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) break;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A post from another site is refused: a page elsewhere cannot press a dev page's buttons. */
export function crossSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}
