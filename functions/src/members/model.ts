// The member item (a person's record in one community: profile fields, state, roles, ban) and the pure rules on it.
// Only the members store (members/store/) reads and writes it; other domains use these types and members/service.ts.
import type { Location, Privacy } from '@hearth/shared/rules/member-profile';
import { banInForce } from '@hearth/shared/rules/permissions';
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { showsSubscriberBadge, type SupporterPeriod, type SupporterStatus } from '@hearth/shared/rules/supporters';
import type { Organization, PlanChoice } from '@hearth/shared/schemas/communities';
import type { OnboardingAnswer } from '@hearth/shared/schemas/onboarding-questions';

export type StoredState = 'unverified' | 'active' | 'pending' | 'denied';

/** A member's supporter subscription as the member item holds it (`stamp`: the Connect events' order). */
export interface MemberSubscription {
  subscriptionId: string;
  status: SupporterStatus;
  /** ISO */
  startedAt: string;
  /** ISO; null when the provider gave none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stamp: string;
}

export interface MemberItem {
  communityId: string;
  memberId: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: 'member' | 'owner';
  state: StoredState;
  /** Set at sign-up from the community's member-approval and whitelist settings; applied on verification. */
  needsApproval: boolean;
  welcomePending: boolean;
  /** `auditId`: the audit entry of the staff action that set it (an undo lifts only that ban). */
  ban?: { permanent: boolean; expiresAt: string | null; reason?: string; auditId?: string };
  /** Roles held besides Members (every member holds Members); assigned by staff (role management, later). */
  roleIds?: string[];
  /** The address an e-mail change is waiting to confirm. */
  pendingEmail?: string;
  createdAt: string;
  verifiedAt?: string;
  /**
   * Epoch ms, a whole second: sessions that began before it are over (a password change or reset ends them). An ID
   * token issued before it opens no session and a refresh token whose session began before it does not refresh.
   */
  sessionsValidAfter?: number;
  /** The answers to the community's onboarding questions given at sign-up (staff read them when approving). */
  onboardingAnswers?: OnboardingAnswer[];
  /** An owner-app account's onboarding answers: its organization and the plan it chose (a new community's plan). */
  organization?: Organization;
  planChoice?: PlanChoice;
  // The profile a member edits (member-forum §3 Profile and User settings)
  /** When the profile first became complete (`isProfileComplete`): set once, with `member.profile-completed`. */
  profileCompletedAt?: string;
  /** As typed; claimed in lower case (keys.usernameClaim), unique per community. */
  username?: string;
  bio?: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  location?: Location;
  privacy?: Privacy;
  profilePicKey?: string;
  coverKey?: string;
  /**
   * The member's supporter subscription on the community's payout account, as billing's Connect webhook last applied
   * it (members/supporters.ts); `active` makes the member a subscriber. Absent: never subscribed.
   */
  subscription?: MemberSubscription;
  /** The spans the member was a supporter (newest kept), read at an award's instant for the 1.5× XP multiplier. */
  supporterPeriods?: SupporterPeriod[];
  // gamification: written by the XP consumer only (members/store/xp.ts, `xpChangeWrite`)
  /** Cumulative XP; `level` follows it (shared/src/rules/xp.ts). Absent until the member's first award. */
  xp?: number;
  level?: number;
  /** What the profile's statistics count (member-forum §3 Profile), kept by the XP consumer with its awards. */
  postSubmissions?: number;
  commentSubmissions?: number;
  reactionsReceived?: number;
  upvotesReceived?: number;
  /** The avatar frame and profile cover the member wears (catalogue ids, shared/src/constants/profile-upgrades.ts). */
  avatarFrameId?: string;
  profileCoverId?: string;
  /** The streak of consecutive active UTC days (shared/src/rules/xp.ts `nextStreak`; the 7-day-streak badge). */
  lastActiveDay?: string;
  currentStreak?: number;
  bestStreak?: number;
}

/** An owner-app account's onboarding answers, as its member item holds them. */
export type OnboardingAnswers = Pick<MemberItem, 'organization' | 'planChoice'>;

/** A subscriber: an active supporter subscription (animated GIF avatars are theirs, member-forum §5). */
export const isSubscriber = (member: Pick<MemberItem, 'subscription'>) => member.subscription?.status === 'active';

/**
 * The subscriber badge on the member's profile, cards and comments (member-forum §6, `showsSubscriberBadge`): an
 * active supporter subscription, never the community's owner (access level 100; their member item is `kind` owner).
 */
export const wearsSubscriberBadge = (member: Pick<MemberItem, 'subscription' | 'kind'>) =>
  showsSubscriberBadge(member.subscription?.status, member.kind === 'owner' ? ACCESS_LEVEL_OWNER : 0);

/** The member's own supporter subscription as their profile shows it, or null. */
export const ownSubscriptionView = (member: Pick<MemberItem, 'subscription'>) =>
  member.subscription
    ? {
        status: member.subscription.status,
        startedAt: member.subscription.startedAt,
        currentPeriodEnd: member.subscription.currentPeriodEnd,
        cancelAtPeriodEnd: member.subscription.cancelAtPeriodEnd,
      }
    : null;

/** The profile fields a member sets on themselves (settings and onboarding). */
export type ProfileFields = Partial<
  Pick<MemberItem, 'firstName' | 'lastName' | 'username' | 'bio' | 'dateOfBirth' | 'location' | 'privacy'>
>;

/** A timed ban that ran out, as the ban-expiry job finds it. */
export interface ExpiredBan {
  communityId: string;
  memberId: string;
  expiresAt: string;
  /** The member's name, for the unban's audit entry. */
  name: string;
}

/** The name index's sort value: first and last name, lower case, accents folded. */
export const fullNameKey = (member: Pick<MemberItem, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The member's ban while it is in force (the shared rule, banInForce), else null. */
export const activeBan = (member: MemberItem, now = Date.now()): MemberItem['ban'] | null =>
  banInForce(member.ban, now) ? member.ban! : null;

// gamification
/** The statistics counters the XP consumer keeps on the member item. */
export type MemberStatistic = 'postSubmissions' | 'commentSubmissions' | 'reactionsReceived' | 'upvotesReceived';

/** A change of a member's XP as the XP consumer decided it from the member item it read (`fromXp`). */
export interface XpChange {
  communityId: string;
  memberId: string;
  /** The XP read (undefined: the member never had any), the write's condition. */
  fromXp: number | undefined;
  toXp: number;
  toLevel: number;
  /** Statistics counters to move with it. */
  statistics: Partial<Record<MemberStatistic, number>>;
  /** The member's streak after an active day this change records, when it records one. */
  streak?: { lastActiveDay: string; currentStreak: number; bestStreak: number };
}
