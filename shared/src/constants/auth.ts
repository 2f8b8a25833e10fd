// Identity limits and timings from the specs, and the rules we chose where the specs are silent (docs/auth.md).
export const NAME_MAX = 50;
export const EMAIL_MAX = 200;
export const PASSWORD_MAX = 128;
/** Member side minimum (member-forum §9); the owner side asks for 8 (owner-dashboard sign-up form). */
export const PASSWORD_MIN_MEMBER = 6;
export const PASSWORD_MIN_OWNER = 8;

export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const EMAIL_CHANGE_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * The least time sign-up, forgot-password and resend-verification take to answer, whatever the address: what they do
 * differs for a registered address and a new one (creating the account, mailing a link), and without it the time of
 * the answer would tell which (docs/auth.md, Enumeration). Each is above its slowest path's usual duration in AWS.
 */
export const SAME_ANSWER_MS = {
  signUp: 1000,
  forgotPassword: 600,
  resendVerification: 600,
  /** Inviting an editor by e-mail: the same work for any address; the floor hides the mail service's jitter. */
  inviteEditor: 700,
} as const;

/** An editor invitation's link works once, for this long (owner-dashboard /account, Editor tab). */
export const EDITOR_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Pending editor invitations a community may have at once: each one mails someone, so they are capped. */
export const EDITOR_INVITATIONS_PENDING_MAX = 20;

export const VERIFICATION_SUCCESS_REDIRECT_MS = 3000;
export const CHANGE_EMAIL_SUCCESS_REDIRECT_MS = 5000;
export const APPROVAL_POLL_MS = 10_000;
/** Owner side: signed out after 3 h without activity. */
export const OWNER_IDLE_TIMEOUT_MS = 3 * 60 * 60 * 1000;

/** Access levels (member-forum §6): 90 and above is admin-like, 100 is the owner. */
export const ACCESS_LEVEL_ADMIN = 90;
export const ACCESS_LEVEL_OWNER = 100;

/** An attempt limit: fixed windows, one counter per scope (docs/auth.md, Attempt limits). */
export interface AttemptLimit {
  windowSeconds: number;
  /** Attempts from one client address, whatever the account: over it, refused. */
  perIp: number;
  /**
   * Attempts on one account from any address: over it, refused. A refusal on the account alone refuses its owner
   * too, so only actions whose harm lands on the account (mails to its inbox, its own quota) have it.
   */
  perAccount?: number;
  /** Attempts on one account from one address: over it, refused for that address only. */
  perAccountAndIp?: number;
  /** Attempts on one account from any address after which each further one is slowed down (ACCOUNT_SLOWDOWN). */
  slowAccountAfter?: number;
}

/** Sign-in never refuses on the account alone: anyone could lock its owner out (docs/auth.md). */
type NoAccountLockout = AttemptLimit & { perAccount?: never; perAccountAndIp: number; slowAccountAfter: number };

/** Attempt limits: fixed windows counted per client address, per account, and per (account, address). */
export const RATE_LIMITS = {
  signIn: { windowSeconds: 15 * 60, perIp: 50, perAccountAndIp: 10, slowAccountAfter: 10 } satisfies NoAccountLockout,
  signUp: { windowSeconds: 60 * 60, perAccount: 5, perIp: 20 },
  forgotPassword: { windowSeconds: 60 * 60, perAccount: 5, perIp: 20 },
  resendVerification: { windowSeconds: 60 * 60, perAccount: 5, perIp: 20 },
  /** Publish Platform in the builder (account = the owner-app account). */
  createCommunity: { windowSeconds: 60 * 60, perAccount: 30, perIp: 100 },
  /** The composer's link previews: each is an outbound fetch, so a member gets a fair share, not a crawler. */
  linkPreview: { windowSeconds: 60, perAccount: 20, perIp: 20 },
  /**
   * The marketplace sign-up's code check (no session, so per address only) and redeeming: limited like sign-up, with
   * room for the form's debounced re-checks as the codes are typed (each pause re-checks both fields).
   */
  checkCodes: { windowSeconds: 60 * 60, perIp: 300 },
  redeemCodes: { windowSeconds: 60 * 60, perAccount: 20, perIp: 100 },
} as const satisfies Record<string, AttemptLimit>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * The slow-down of an account under a spread-out attack: the first attempt over `slowAccountAfter` waits `firstMs`
 * before its password is checked, each further one twice as long, up to `maxMs` (well inside the Lambda's timeout).
 */
export const ACCOUNT_SLOWDOWN = { firstMs: 500, maxMs: 8_000 } as const;
