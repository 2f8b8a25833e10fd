// Per-member limits on what a member writes for others to read (docs/architecture/rate-limits.md): fixed
// windows counted per member with the platform's attempt counters. The specs set none; these numbers are ours, and a
// deployment may change them (MEMBER_RATE_LIMITS, docs/architecture/rate-limits.md).
export interface MemberRateLimit {
  windowSeconds: number;
  /** Writes one member may make in a window; the next is refused with 429 until the window ends. */
  perMember: number;
}

export const MEMBER_RATE_LIMITS = {
  /** New posts (any type): a burst of a few, not a loop. */
  post: { windowSeconds: 10 * 60, perMember: 10 },
  /** New comments and replies: a lively thread, not a flood. */
  comment: { windowSeconds: 10 * 60, perMember: 30 },
  /** Reports of posts and comments: each lands in staff's queue. */
  report: { windowSeconds: 60 * 60, perMember: 20 },
  /** Invitation sends (each up to 1,000 addresses, member-forum §9): each mails strangers. */
  invitation: { windowSeconds: 60 * 60, perMember: 10 },
  /** Draft saves: the composer saves at most once every 5 s, so a minute holds 12; more is a loop. */
  draftSave: { windowSeconds: 60, perMember: 30 },
} as const satisfies Record<string, MemberRateLimit>;

export type MemberRateLimitedAction = keyof typeof MEMBER_RATE_LIMITS;
