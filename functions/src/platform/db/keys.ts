// Every table key is built here, tenant first; no other module writes a key string.
// Global items (host claims) are the one exception: they are how a request finds its tenant.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';

const SEP = '#';

/** The partitions the draft sweep index is spread over (keys.draftSweep). */
export const DRAFT_SWEEP_SHARDS = 32;

/** A member's draft sweep partition: stable per member (FNV-1a of community and member, modulo the shards). */
export function draftSweepShard(communityId: string, memberId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${communityId}${SEP}${memberId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % DRAFT_SWEEP_SHARDS;
}
/** The sort key of every outbox event item: what the stream filter matches. */
export const EVENT_SK = 'EVENT';

export const keys = {
  /** The community's own item. */
  community: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'COMMUNITY' }),
  /** A member account of a community (the owner app is the community `app`). */
  member: (communityId: string, memberId: string) => ({ PK: `C${SEP}${communityId}`, SK: `MEMBER${SEP}${memberId}` }),
  /** A member in the community's name index (GSI1), for @mention search by name prefix. */
  memberName: (communityId: string, lowerName: string, memberId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}NAMES`,
    GSI1SK: `${lowerName}${SEP}${memberId}`,
  }),
  /** Unique e-mail per community; holds the member id. */
  memberEmail: (communityId: string, email: string) => ({ PK: `C${SEP}${communityId}`, SK: `EMAIL${SEP}${email}` }),
  /** A staff record: an owner-app account acting in this community (access level 100 owner, 90+ admin-like). */
  staff: (communityId: string, appMemberId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `STAFF${SEP}${appMemberId}`,
  }),
  /** An invitation to become an editor of the community, one per invited address (lower case). */
  editorInvitation: (communityId: string, email: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `EDINV${SEP}${email}`,
  }),
  /** The sort key prefix of a community's editor invitations. */
  editorInvitationPrefix: `EDINV${SEP}`,
  /** The communities an owner-app account is staff in (GSI1 of the staff record). */
  staffOf: (appMemberId: string, communityId: string) => ({
    GSI1PK: `STAFFOF${SEP}${appMemberId}`,
    GSI1SK: `C${SEP}${communityId}`,
  }),
  /** A single-use e-mailed link, stored by the SHA-256 of its token. */
  linkToken: (communityId: string, tokenHash: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `LINK${SEP}${tokenHash}`,
  }),
  /** A one-time social sign-in proof (2 minutes), stored by the SHA-256 of the secret the auth challenge answers. */
  socialProof: (communityId: string, proofHash: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `SOCIALPROOF${SEP}${proofHash}`,
  }),
  /**
   * A signed-in session on a host, stored by the SHA-256 of its refresh token: which account it is and when it began,
   * so a refresh can be refused once the account ended its sessions (docs/auth.md, Sessions).
   */
  authSession: (communityId: string, refreshTokenHash: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `SESSION${SEP}${refreshTokenHash}`,
  }),
  /** An attempt counter for one action, scope (account or IP) and fixed window. */
  attempts: (communityId: string, action: string, scope: string, windowStart: number) => ({
    PK: `C${SEP}${communityId}`,
    SK: `ATTEMPTS${SEP}${action}${SEP}${scope}${SEP}${windowStart}`,
  }),
  /** A role of the community (default Admins, Moderators, Members; custom roles later). */
  role: (communityId: string, roleId: string) => ({ PK: `C${SEP}${communityId}`, SK: `ROLE${SEP}${roleId}` }),
  /** A subforum; its rank orders the subforum panel. */
  subforum: (communityId: string, subforumId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `SUBFORUM${SEP}${subforumId}`,
  }),
  /** A post category of a subforum. */
  category: (communityId: string, subforumId: string, categoryId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `CATEGORY${SEP}${subforumId}${SEP}${categoryId}`,
  }),
  /** One settings document of the community: `legal` (terms, rules, privacy), `reactions`, `feed-menu`. */
  settings: (communityId: string, name: 'legal' | 'reactions' | 'feed-menu' | 'platform-permissions') => ({
    PK: `C${SEP}${communityId}`,
    SK: `SETTINGS${SEP}${name}`,
  }),
  /** Daily activity counters of a community (new members, active members, posts), one item per UTC day. */
  statsDay: (communityId: string, day: string) => ({ PK: `C${SEP}${communityId}`, SK: `STATS${SEP}DAY${SEP}${day}` }),
  /** Marks a member as counted active on a day, so the day's active count is of distinct members. */
  activeMark: (communityId: string, day: string, memberId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `ACTIVE${SEP}${day}${SEP}${memberId}`,
  }),
  /** The owner-app account's record that one builder draft (requestId) became a community: makes Publish idempotent. */
  creationRequest: (appMemberId: string, requestId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `CREATED${SEP}${appMemberId}${SEP}${requestId}`,
  }),
  /**
   * A post's own partition: the post item (`POST`), member actions on it (`ACT#<memberId>`: vote, reactions,
   * follow, poll votes), its comments (`COMMENT#<path>`) and commenter marks. One post's traffic stays on its key.
   */
  post: (communityId: string, postId: string) => ({ PK: `C${SEP}${communityId}${SEP}P${SEP}${postId}`, SK: 'POST' }),
  postAction: (communityId: string, postId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}${SEP}P${SEP}${postId}`,
    SK: `ACT${SEP}${memberId}`,
  }),
  commenterMark: (communityId: string, postId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}${SEP}P${SEP}${postId}`,
    SK: `COMMENTER${SEP}${memberId}`,
  }),
  /** A comment; `path` is its ancestors' ids and its own joined by `/`, so a thread sorts together. */
  comment: (communityId: string, postId: string, path: string) => ({
    PK: `C${SEP}${communityId}${SEP}P${SEP}${postId}`,
    SK: `COMMENT${SEP}${path}`,
  }),
  /** Where a comment lives (its post and path), found from its id alone. */
  commentRef: (communityId: string, commentId: string) => ({
    PK: `C${SEP}${communityId}${SEP}CREF${SEP}${commentId}`,
    SK: 'REF',
  }),
  /** What a comment staff deleted was, beside its ref, until the audit log's undo republishes it. */
  commentTombstone: (communityId: string, commentId: string) => ({
    PK: `C${SEP}${communityId}${SEP}CREF${SEP}${commentId}`,
    SK: 'REMOVED',
  }),
  commentAction: (communityId: string, postId: string, commentId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}${SEP}P${SEP}${postId}`,
    SK: `CACT${SEP}${commentId}${SEP}${memberId}`,
  }),
  /**
   * A feed entry: one per (scope, type filter) a post appears in, carrying the card; `SK` orders new/old,
   * GSI2 hot, GSI3 top. Scopes: `home`, `s:<subforumId>`, `c:<categoryId>`; types `all` or the post's own.
   */
  feedEntry: (communityId: string, scope: string, type: string, sortKey: string) => ({
    PK: `C${SEP}${communityId}${SEP}F${SEP}${scope}${SEP}${type}`,
    SK: sortKey,
  }),
  feedPartition: (communityId: string, scope: string, type: string) =>
    `C${SEP}${communityId}${SEP}F${SEP}${scope}${SEP}${type}`,
  /**
   * The ids of a community's deleted posts whose feed entries, pins and search tokens are not deleted yet (a string
   * set, `ids`): feed pages read it to leave those entries out until the cleanup consumer has run.
   */
  removingPosts: (communityId: string) => ({ PK: `C${SEP}${communityId}${SEP}REMOVING`, SK: 'POSTS' }),
  /** The pinned posts of a scope (few), read with page 1 of its feeds. */
  pin: (communityId: string, scope: string, postId: string) => ({
    PK: `C${SEP}${communityId}${SEP}PINS`,
    SK: `${scope}${SEP}${postId}`,
  }),
  /** Search index: one item per (title word or hashtag, post), newest first. */
  searchToken: (communityId: string, token: string, sortKey: string) => ({
    PK: `C${SEP}${communityId}${SEP}T${SEP}${token}`,
    SK: sortKey,
  }),
  /**
   * An outbox event item, committed with the change it reports; the table's stream delivers it (the event source
   * mapping filters on `SK = EVENT`). Its own partition per event, so a busy community never makes a hot key.
   */
  event: (communityId: string, eventId: string) => ({
    PK: `C${SEP}${communityId}${SEP}E${SEP}${eventId}`,
    SK: EVENT_SK,
  }),
  /** A consumer's mark that it applied an event, written in the same transaction as its effect. */
  eventApplied: (communityId: string, eventId: string, consumer: string) => ({
    PK: `C${SEP}${communityId}${SEP}E${SEP}${eventId}`,
    SK: `APPLIED${SEP}${consumer}`,
  }),
  /** Counts of delivered events per type on a UTC day (the analytics consumer's effect). */
  eventStatsDay: (communityId: string, day: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `STATS${SEP}EVENTS${SEP}${day}`,
  }),
  /**
   * A community's beacon aggregates of a UTC day (page views, visitors, sessions, seconds, devices, OS, countries,
   * the retained members of the day's cohort). Sorts right after the day's activity counters (`statsDay`), so one
   * Query of `STATS#DAY#<from>` … `STATS#DAY#<to>#~` reads both for a range.
   */
  analyticsDay: (communityId: string, day: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `STATS${SEP}DAY${SEP}${day}${SEP}VISITS`,
  }),
  /** One visitor's day (their activity seconds, device, OS, country): its own partition, never a hot key. */
  visitorDay: (communityId: string, visitor: string, day: string) => ({
    PK: `C${SEP}${communityId}${SEP}VISITOR${SEP}${visitor}`,
    SK: `DAY${SEP}${day}`,
  }),
  /** The visitors (members and guests) active in one UTC minute, for "online now". */
  onlineMinute: (communityId: string, minute: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `ONLINE${SEP}${minute}`,
  }),
  /** A raw beacon batch (its event item) in the rebuild index (GSI1): a community's batches of a UTC day. */
  beaconIndex: (communityId: string, day: string, eventId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}BEACONS${SEP}${day}`,
    GSI1SK: eventId,
  }),
  /** A timed ban in the expiry index (GSI3 of the member item): global, ordered by expiry. */
  banExpiry: (expiresAt: string, communityId: string, memberId: string) => ({
    GSI3PK: 'BANEXPIRY',
    GSI3SK: `${expiresAt}${SEP}${communityId}${SEP}${memberId}`,
  }),
  // post drafts
  /** A member's post draft, in a partition of the member's drafts (their count for the limit). */
  draft: (communityId: string, memberId: string, draftId: string) => ({
    PK: `C${SEP}${communityId}${SEP}D${SEP}${memberId}`,
    SK: `DRAFT${SEP}${draftId}`,
  }),
  /** A draft in its author's list (GSI1), newest saved first by `<updatedAt>#<draftId>`. */
  draftsByUpdate: (communityId: string, memberId: string, updatedAt: string, draftId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MD${SEP}${memberId}`,
    GSI1SK: `${updatedAt}${SEP}${draftId}`,
  }),
  /**
   * A draft in the sweep index (GSI3), oldest saved first, for the job that deletes old drafts. Every save rewrites it,
   * so it is spread over DRAFT_SWEEP_SHARDS partitions by its author: one global partition would take every
   * community's saves at once, past a partition's write limit long before the table's.
   */
  draftSweep: (updatedAt: string, communityId: string, memberId: string, draftId: string) => ({
    ...keys.draftSweepPartition(draftSweepShard(communityId, memberId)),
    GSI3SK: `${updatedAt}${SEP}${communityId}${SEP}${memberId}${SEP}${draftId}`,
  }),
  /** One partition of the draft sweep index (0 … DRAFT_SWEEP_SHARDS - 1). */
  draftSweepPartition: (shard: number) => ({ GSI3PK: `DRAFTSWEEP${SEP}${shard}` }),
  /** A scheduled job's checkpoint (where its last run stopped); global, one per job. */
  jobCheckpoint: (job: string) => ({ PK: `JOB${SEP}${job}`, SK: 'CHECKPOINT' }),
  // profiles: usernames
  /** A member's claim of a username (lower case), unique per community; holds the member id. */
  usernameClaim: (communityId: string, lowerUsername: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `USERNAME${SEP}${lowerUsername}`,
  }),
  /** A member's comments in the author index (GSI1 of the comment item), newest last by id. */
  commentsByAuthor: (communityId: string, memberId: string, commentId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MC${SEP}${memberId}`,
    GSI1SK: commentId,
  }),
  /** Claim of a subdomain; global by nature, holds the owning community id. */
  subdomainClaim: (subdomain: string) => ({ PK: `SUBDOMAIN${SEP}${subdomain}`, SK: 'CLAIM' }),
  /** Claim of a custom domain; global by nature, holds the owning community id. */
  customDomainClaim: (domain: string) => ({ PK: `DOMAIN${SEP}${domain}`, SK: 'CLAIM' }),
  /**
   * The community's onboarding questions: one item holding the ordered list (communities domain); outside
   * `SETTINGS#`, so the cached community config does not read it.
   */
  onboardingQuestions: (communityId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `ONBOARDING${SEP}QUESTIONS`,
  }),
  // roles
  /**
   * A member's hold of a role besides Members (written with the member item's `roleIds`): the role's own partition,
   * so the role's members are one Query (its count, the role filter, moving them to Members when it is deleted).
   */
  roleHolder: (communityId: string, roleId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}${SEP}R${SEP}${roleId}`,
    SK: `M${SEP}${memberId}`,
  }),
  // notifications
  /** A notification of a member: `id` is the event's id, or a group's (`postUpvotes.<postId>`) that batches many. */
  notification: (communityId: string, memberId: string, id: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: `N${SEP}${id}`,
  }),
  /** A member's notifications newest first (GSI1), all of them or one category (GSI2). */
  notificationOrder: (communityId: string, memberId: string, category: string, sortKey: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    GSI1SK: sortKey,
    GSI2PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}${SEP}${category}`,
    GSI2SK: sortKey,
  }),
  notificationFeed: (communityId: string, memberId: string, category: string | null) =>
    category === null
      ? `C${SEP}${communityId}${SEP}N${SEP}${memberId}`
      : `C${SEP}${communityId}${SEP}N${SEP}${memberId}${SEP}${category}`,
  /** A member's bell: unread count and last seen. */
  notificationState: (communityId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: 'STATE',
  }),
  /** The community's key for signing unsubscribe links (created on first use). */
  notificationLinkKey: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'NOTIFYLINKKEY' }),
  /** A notification e-mail claimed for one member and event before it is sent: never sent twice. */
  notificationMail: (communityId: string, memberId: string, eventId: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: `MAIL${SEP}${eventId}`,
  }),
  /** How many notification e-mails a member got in one UTC hour (the per-member cap). */
  notificationMailHour: (communityId: string, memberId: string, hour: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: `MAILHOUR${SEP}${hour}`,
  }),
  /** A notification naming its actor (GSI3): every member's notifications that name one member, in one Query. */
  notificationActor: (communityId: string, actorId: string, memberId: string, id: string) => ({
    GSI3PK: `C${SEP}${communityId}${SEP}NACT${SEP}${actorId}`,
    GSI3SK: `${memberId}${SEP}${id}`,
  }),
  /** One browser's push subscription of a member, by the SHA-256 of its endpoint (web push). */
  pushSubscription: (communityId: string, memberId: string, subscriptionId: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: `PUSH${SEP}${subscriptionId}`,
  }),
  pushSubscriptionPrefix: () => `PUSH${SEP}`,
  /** A push of one event to one member claimed before it is sent: never sent twice. */
  notificationPush: (communityId: string, memberId: string, eventId: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: `PUSHSENT${SEP}${eventId}`,
  }),
  /** A member's notification switches (only those changed from the defaults are meaningful). */
  notificationPrefs: (communityId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: 'PREFS',
  }),
  // audit log
  /** One audit-log entry; the SK's ULID orders the log newest first in one Query (member-forum §2.10). */
  audit: (communityId: string, entryId: string) => ({ PK: `C${SEP}${communityId}`, SK: `AUDIT${SEP}${entryId}` }),
  // A member's own content, every state (anonymous, private subforum, awaiting approval), for deleting an
  // account and exporting its data; never read by a profile page (the Activity tab reads the author feed entries)
  /** A post in its author's index (GSI1 of the post item), newest first by `<publishedAt>#<postId>`. */
  postsByAuthor: (communityId: string, memberId: string, sortKey: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MP${SEP}${memberId}`,
    GSI1SK: sortKey,
  }),
  /** A signed-anonymously comment in its author's own index (GSI1), never read by a profile page. */
  anonymousCommentsByAuthor: (communityId: string, memberId: string, commentId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MCA${SEP}${memberId}`,
    GSI1SK: commentId,
  }),
  /** A member's action item (vote, reactions, follow) on a post, in the member's index (GSI1) by post id. */
  postActionsByMember: (communityId: string, memberId: string, postId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MAP${SEP}${memberId}`,
    GSI1SK: postId,
  }),
  /** A member's action item (vote, reactions) on a comment, in the member's index (GSI1) by `<postId>#<commentId>`. */
  commentActionsByMember: (communityId: string, memberId: string, postId: string, commentId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MAC${SEP}${memberId}`,
    GSI1SK: `${postId}${SEP}${commentId}`,
  }),
  // gatekeeping
  /** The community's word filter: its words with their variations, the default-filter switch, a version. */
  wordFilter: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'WORDFILTER' }),
  /** A registration request (member approval), listed by status newest first on GSI1. */
  memberRequest: (communityId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `MEMBERREQ${SEP}${memberId}`,
  }),
  memberRequestByStatus: (communityId: string, status: string, requestedAt: string, memberId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}MEMBERREQ${SEP}${status}`,
    GSI1SK: `${requestedAt}${SEP}${memberId}`,
  }),
  /** A post awaiting approval (content approval's Post Submissions), oldest first on GSI1. */
  postSubmission: (communityId: string, postId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `POSTSUB${SEP}${postId}`,
  }),
  postSubmissionOrder: (communityId: string, submittedAt: string, postId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}POSTSUB`,
    GSI1SK: `${submittedAt}${SEP}${postId}`,
  }),
  // invitations
  /** An invitation, one per invited address: the list (GSI1) and its status tab (GSI2), newest invitation first. */
  invitation: (communityId: string, email: string) => ({ PK: `C${SEP}${communityId}`, SK: `INV${SEP}${email}` }),
  invitationOrder: (communityId: string, status: string, invitedAt: string, email: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}INV`,
    GSI1SK: `${invitedAt}${SEP}${email}`,
    GSI2PK: `C${SEP}${communityId}${SEP}INV${SEP}${status}`,
    GSI2SK: `${invitedAt}${SEP}${email}`,
  }),
  /** One Invite Members request: its subject, message and addresses, mailed a pass at a time by the consumer. */
  invitationBatch: (communityId: string, batchId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `INVBATCH${SEP}${batchId}`,
  }),
  // Live updates, weekly digest
  /** A member's open live connection (WebSocket): the community's partition lists them all, a member's by prefix. */
  liveConnection: (communityId: string, memberId: string, connectionId: string) => ({
    PK: `C${SEP}${communityId}${SEP}LIVE`,
    SK: `M${SEP}${memberId}${SEP}${connectionId}`,
  }),
  liveConnections: (communityId: string) => `C${SEP}${communityId}${SEP}LIVE`,
  liveMemberPrefix: (memberId: string) => `M${SEP}${memberId}${SEP}`,
  /** The weekly digest sent to one member for one ISO week: written before the e-mail goes, so never twice. */
  digestSent: (communityId: string, memberId: string, week: string) => ({
    PK: `C${SEP}${communityId}${SEP}N${SEP}${memberId}`,
    SK: `DIGEST${SEP}${week}`,
  }),
  // moderation
  /** One report of a post or a comment. */
  report: (communityId: string, reportId: string) => ({ PK: `C${SEP}${communityId}`, SK: `REPORT${SEP}${reportId}` }),
  /**
   * The report one member has open on one post or comment: filing takes it with a conditional put, so a repeat (or a
   * double click racing the first) answers with the report already open instead of adding another.
   */
  reportFiled: (communityId: string, reporterId: string, contentType: 'post' | 'comment', contentId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `RFILED${SEP}${reporterId}${SEP}${contentType}${SEP}${contentId}`,
  }),
  /** A report in its status's list (GSI1), newest first: the Pending and Resolved pages are one Query each. */
  reportList: (communityId: string, status: 'pending' | 'resolved', reportId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}REPORTS${SEP}${status}`,
    GSI1SK: reportId,
  }),
  // gamification
  /**
   * What one source of XP (a post, a comment, a vote, a reaction, a poll vote, a sign-up) gives and to whom, and the
   * event that last decided it (`ver`): its own partition, so awards never make a hot key.
   */
  xpAward: (communityId: string, source: string) => ({
    PK: `C${SEP}${communityId}${SEP}XPA${SEP}${source}`,
    SK: 'AWARD',
  }),
  /** The base XP a member earned per kind on one UTC day (the daily caps), one item per member and day. */
  xpCap: (communityId: string, memberId: string, day: string) => ({
    PK: `C${SEP}${communityId}${SEP}XPCAP${SEP}${memberId}`,
    SK: day,
  }),
  /** A member's claim of one quest in one period (`2026-11-26`, `week-2026-11-23`, `ever`): claimed once. */
  questClaim: (communityId: string, memberId: string, period: string, questId: string) => ({
    PK: `C${SEP}${communityId}${SEP}QUEST${SEP}${memberId}`,
    SK: `${period}${SEP}${questId}`,
  }),
  // billing
  /** A community's billing item: its subscription as the payment provider's events and answers last said. */
  billing: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'BILLING' }),
  /**
   * An owner-app account's billing item: its customer at the payment provider, its card, and a subscription paid for
   * before its community exists (the next community takes it).
   */
  ownerBilling: (appMemberId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `BILLING${SEP}${appMemberId}`,
  }),
  /** Which owner-app account a payment-provider customer is (events about payment methods name only the customer). */
  billingCustomer: (customerId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `BILLINGCUSTOMER${SEP}${customerId}`,
  }),
  /**
   * A payment-provider webhook event applied, written in the transaction of its effect. Global like the host claims:
   * the provider's event ids are global, and the event is recorded before (or without) knowing its tenant.
   */
  providerEvent: (eventId: string) => ({ PK: `PROVIDEREVENT${SEP}${eventId}`, SK: 'APPLIED' }),
  /** The payment-failed e-mail of one provider event, claimed before it is sent: never sent twice. */
  billingMail: (communityId: string, eventId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `BILLINGMAIL${SEP}${eventId}`,
  }),
  /**
   * A lifetime code from the deal marketplace. Global like the host claims: a code is the platform's before any
   * owner redeems it, and it is found by itself (the check, the import, the refund).
   */
  lifetimeCode: (code: string) => ({ PK: `CODE${SEP}${code}`, SK: 'CODE' }),
  /** A redeemed code in its owner's list (GSI1 of the code item), oldest first by `<redeemedAt ISO>#<code>`. */
  lifetimeCodeOwner: (ownerMemberId: string, redeemedAt: string, code: string) => ({
    GSI1PK: `CODEOWNER${SEP}${ownerMemberId}`,
    GSI1SK: `${redeemedAt}${SEP}${code}`,
  }),
  lifetimeCodeOwnerPartition: (ownerMemberId: string) => `CODEOWNER${SEP}${ownerMemberId}`,
  /**
   * A community's paid membership: payout account, price, perks, enabled (the owner's side writes them) and the flat
   * counters the member side ADDs (`count_<filter>`, `gross_/fee_/net_/payments_<currency>`).
   */
  supporters: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'SUPPORTERS' }),
  /** One member's supporter subscription on the community's connected account. */
  supporter: (communityId: string, memberId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `SUPPORTER${SEP}${memberId}`,
  }),
  /**
   * A supporter item in the subscriber list (GSI1 of the SUPPORTER item): one partition per filter, newest first by
   * `<startedAt ISO>#<memberId>`; the attributes move with the status, in the item's own write.
   */
  supporterList: (communityId: string, filter: string, startedAt: string, memberId: string) => ({
    GSI1PK: `C${SEP}${communityId}${SEP}SUPPORTERS${SEP}${filter}`,
    GSI1SK: `${startedAt}${SEP}${memberId}`,
  }),
  /** A supporter subscription → its community and member (invoices may name only the subscription). */
  supporterSubscription: (subscriptionId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `SUPPORTERSUB${SEP}${subscriptionId}`,
  }),
  /** A member's paid invoice counted into the community's earnings: counted once per invoice id. */
  supporterInvoice: (communityId: string, invoiceId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `SUPPORTERINVOICE${SEP}${invoiceId}`,
  }),
  /** A connected (payout) account → the community that holds it (Connect events name only the account). */
  connectAccount: (accountId: string) => ({
    PK: `C${SEP}${OWNER_APP_COMMUNITY_ID}`,
    SK: `CONNECTACCOUNT${SEP}${accountId}`,
  }),
  // custom domains
  /**
   * A community's custom domain: its certificate, distribution, CNAME check, delete progress and the owner e-mails
   * sent; after a finished delete, a tombstone keeping only when the next domain may be added.
   */
  customDomain: (communityId: string) => ({ PK: `C${SEP}${communityId}`, SK: 'CUSTOMDOMAIN' }),
  /** An API key of the community (integrations domain): its hash, never the key; listed by `APIKEY#` prefix. */
  apiKey: (communityId: string, keyId: string) => ({ PK: `C${SEP}${communityId}`, SK: `APIKEY${SEP}${keyId}` }),
  /** The prefix of the community's API keys, for their list. */
  apiKeyPrefix: () => `APIKEY${SEP}`,
  /** A custom domain in the domain worker's index (GSI1): global, oldest next check first; only while work is due. */
  domainWork: (nextCheckAt: string, communityId: string) => ({
    GSI1PK: 'DOMAINWORK',
    GSI1SK: `${nextCheckAt}${SEP}${communityId}`,
  }),
  // outbound webhooks
  /** A community's webhook endpoint: URL, event types, signing secret, enabled, failing since. */
  webhookEndpoint: (communityId: string, endpointId: string) => ({
    PK: `C${SEP}${communityId}`,
    SK: `WEBHOOK${SEP}${endpointId}`,
  }),
  /** One event's delivery to one endpoint (the event id): the endpoint's own partition, newest last. */
  webhookDelivery: (communityId: string, endpointId: string, eventId: string) => ({
    PK: `C${SEP}${communityId}${SEP}WEBHOOK${SEP}${endpointId}`,
    SK: `DELIVERY${SEP}${eventId}`,
  }),
  /** A delivery in the retry index (GSI1): global, oldest next attempt first; only while one is due. */
  webhookRetry: (nextAttemptAt: string, communityId: string, endpointId: string, eventId: string) => ({
    GSI1PK: 'WEBHOOKRETRY',
    GSI1SK: `${nextAttemptAt}${SEP}${communityId}${SEP}${endpointId}${SEP}${eventId}`,
  }),
  /** A member in the leaderboard index (GSI2 of the member item): XP zero-padded, so the top is one Query. */
  leaderboard: (communityId: string, xp: number, memberId: string) => ({
    GSI2PK: `C${SEP}${communityId}${SEP}LB`,
    GSI2SK: `${String(Math.max(0, Math.floor(xp))).padStart(10, '0')}${SEP}${memberId}`,
  }),
} as const;
