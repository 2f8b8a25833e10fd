// Web push subscriptions: what a browser's PushSubscription sends us, and the id we keep it under.
import * as z from 'zod';

/** A member keeps at most this many browsers subscribed; a new one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

const base64url = (bytes: number) => {
  // Unpadded base64url as PushSubscription.toJSON() gives it, or padded (some libraries add it).
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return new RegExp(`^[A-Za-z0-9_-]{${chars}}${padding ? `(={${padding}})?` : ''}$`);
};

/** PushSubscription.toJSON(): the push service's URL and the browser's keys (P-256 public key, 16-byte secret). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(base64url(65), 'Enter the subscription’s p256dh key (65 bytes, base64url).'),
    auth: z.string().regex(base64url(16), 'Enter the subscription’s auth secret (16 bytes, base64url).'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** A subscription's id: the SHA-256 of its endpoint, base64url (43 characters). */
export const pushSubscriptionParamsSchema = z.object({
  subscriptionId: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Enter a push subscription id.'),
});

export const pushKeyResponseSchema = z.object({
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  publicKey: z.string(),
});
export const pushSubscribedSchema = z.object({ subscriptionId: z.string() });
export const pushUnsubscribedSchema = z.object({ deleted: z.boolean() });

/** What a push message carries to the service worker (web/public/sw.js shows it). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on the community's own site: the post, or the comment's thread. */
  url: z.string(),
  /** Notifications with one tag replace each other on the device (a batched kind's later upvotes). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
