// Live updates: what the server pushes on a member's WebSocket (`wss://<host>/api/v1/live` — API Gateway's
// WebSocket API in AWS, the local gateway's `ws` server locally; one protocol). Server → client only; the client
// sends nothing but the connection itself, and falls back to polling when the socket fails.
import * as z from 'zod';

export { LIVE_PATH } from '../constants/http.ts';

export const liveMessageSchema = z.discriminatedUnion('type', [
  /** The member's bell changed: a new or re-opened notification (the count is the bell's, read after the write). */
  z.object({ type: z.literal('unread'), unread: z.number().int().min(0), lastSeenAt: z.string().nullable() }),
  /** A post anyone with the Members role can read was published: the feed shows its "new posts" pill. */
  z.object({ type: z.literal('newPost'), postId: z.string(), authorId: z.string().nullable() }),
  /** A comment or reply on a post anyone with the Members role can read: that post's open page shows its pill. */
  z.object({ type: z.literal('newComment'), postId: z.string(), commentId: z.string() }),
  /**
   * The last message of a connection the server is closing because its member's standing or session changed (a ban,
   * a denial, a deleted account, a password change or reset): the page reads everything again, the session with it.
   */
  z.object({ type: z.literal('ended') }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** How long a connection is kept without a push (API Gateway closes a WebSocket after 2 hours anyway). */
export const LIVE_CONNECTION_TTL_SECONDS = 2 * 3600;
