// Every refusal a domain service answers with, by a specific code a client can branch on (`reason` in the error
// body), with its HTTP status, the field it belongs to and the spec's text from messages.ts. The body's `error` stays
// the general class of the status (FORBIDDEN, CONFLICT …), so a client can branch on either.
import * as apiKeyMessages from './api-key-messages.ts';
import type { ErrorCode } from './error-codes.ts';
import * as messages from './messages.ts';
import * as webhookMessages from './webhook-messages.ts';

type Text = string | ((...args: never[]) => string);

export interface Problem {
  status: 400 | 403 | 404 | 409;
  message: Text;
  /** The request field the message is shown under (`fields` in the error body), when it belongs to one. */
  field?: string;
}

const problem = <T extends Text>(status: Problem['status'], message: T, field?: string) => ({
  status,
  message,
  ...(field ? { field } : {}),
});

export const problems = {
  // Membership and staff
  NOT_A_MEMBER: problem(403, messages.notMember),
  STAFF_ONLY: problem(403, messages.staffOnly),
  MODERATION_ANONYMOUS: problem(403, messages.moderationAnonymous),
  NOT_STAFF: problem(404, messages.notStaff),
  COMMUNITY_UNPUBLISHED: problem(403, messages.communityUnpublished),
  MEMBER_MISSING: problem(404, messages.memberMissing),
  REGISTRATION_NOT_PENDING: problem(409, messages.registrationNotPending),
  INVITATION_INVALID: problem(400, messages.invitationInvalid, 'invitation'),
  // Account
  EMAIL_TOO_LONG: problem(400, messages.emailTooLong, 'email'),
  EMAIL_INVALID: problem(400, messages.emailInvalid, 'email'),
  EMAIL_TAKEN: problem(409, messages.emailTaken, 'email'),
  SAME_EMAIL: problem(400, messages.sameEmail, 'email'),
  // Subforums, categories, reactions, feed options
  SUBFORUM_MISSING: problem(404, messages.subforumMissing),
  SUBFORUM_UNKNOWN: problem(400, messages.subforumMissing, 'subforumId'),
  SUBFORUM_PRIVATE: problem(403, messages.subforumPrivate),
  SUBFORUM_NO_ACCESS: problem(403, messages.forbidden),
  CATEGORY_INVALID: problem(400, messages.categoryInvalid, 'categoryId'),
  REACTION_UNKNOWN: problem(400, messages.reactionUnknown, 'key'),
  FEED_OPTION_UNAVAILABLE: problem(400, messages.feedOptionUnavailable),
  // AI writing assist
  AI_TURNED_OFF: problem(403, messages.aiTurnedOff),
  // Posts
  CONTENT_NOT_FOUND: problem(404, messages.contentNotFound),
  CONTENT_PRIVATE: problem(403, messages.contentPrivate),
  CONTENT_REQUIRED: problem(400, messages.contentRequired, 'content'),
  POST_TYPE_NOT_ALLOWED: problem(403, messages.postTypeNotAllowed),
  ANONYMOUS_NOT_ALLOWED: problem(400, messages.anonymousNotAllowed, 'anonymous'),
  POST_KEEPS_TYPE: problem(400, messages.postKeepsType, 'type'),
  POST_ARCHIVED: problem(409, messages.postArchived),
  POST_CHANGING: problem(409, messages.postChanging),
  POST_AWAITING_APPROVAL: problem(400, messages.postAwaitingApproval),
  POST_NOT_AWAITING_APPROVAL: problem(409, messages.postNotAwaitingApproval),
  TOO_MANY_PINS: problem(409, messages.tooManyPins),
  NOT_AUTHOR: problem(403, messages.notAuthor),
  VOTE_NOT_ALLOWED: problem(403, messages.forbidden),
  // Polls
  POST_HAS_NO_POLL: problem(400, messages.postHasNoPoll),
  POLL_ENDED: problem(409, messages.pollEnded),
  POLL_OPTION_NOT_FOUND: problem(400, messages.pollOptionNotFound, 'optionId'),
  POLL_MAX_CHOICES_REACHED: problem(409, messages.pollMaxChoicesReached),
  POLL_VOTE_PERMANENT: problem(409, messages.pollVotePermanent),
  POLL_NOT_EXTENDABLE: problem(409, messages.pollNotExtendable),
  POLL_OPTIONS_UNIQUE: problem(409, messages.pollOptionsUnique),
  POLL_TOO_MANY_OPTIONS: problem(409, messages.pollOptionsMax),
  // Comments
  COMMENT_NOT_ALLOWED: problem(403, messages.commentNotAllowed),
  COMMENT_EMPTY: problem(400, messages.commentEmpty, 'content'),
  PARENT_NOT_FOUND: problem(400, messages.contentNotFound, 'parentId'),
  COMMENT_SUBMIT_FAILED: problem(409, messages.commentSubmitFailed),
  COMMENT_CHANGING: problem(409, messages.commentChanging),
  ONBOARDING_ANSWER_REQUIRED: problem(400, messages.answerRequired, 'onboardingAnswers'),
  ONBOARDING_ANSWER_INVALID: problem(400, messages.answerInvalid, 'onboardingAnswers'),
  ONBOARDING_ANSWER_UNKNOWN: problem(400, messages.answerUnknownQuestion, 'onboardingAnswers'),
  ONBOARDING_ANSWERS_STAFF_ONLY: problem(403, messages.onlyStaffSeeAnswers),
  ONBOARDING_QUESTIONS_STAFF_ONLY: problem(403, messages.onlyEditorsEditQuestions),
  // subforums and categories
  STRUCTURE_MANAGERS_ONLY: problem(403, messages.manageStructureDenied),
  SUBFORUM_NOT_FOUND: problem(404, messages.subforumNotFound),
  SUBFORUM_TITLE_INVALID: problem(400, messages.subforumNameLength, 'title'),
  SUBFORUM_ROLE_UNKNOWN: problem(400, messages.unknownRole, 'permissions'),
  RANK_OUTSIDE_LIST: problem(400, messages.rankOutsideList, 'rank'),
  DELETE_PHRASE_INCORRECT: problem(400, messages.keyPhraseIncorrect, 'phrase'),
  CATEGORY_NOT_FOUND: problem(404, messages.categoryNotFound),
  CATEGORY_TITLE_INVALID: problem(400, messages.categoryTitleRequired, 'title'),
  REASSIGN_TARGET_INVALID: problem(400, messages.reassignTargetRequired, 'targetCategoryId'),
  LAST_ACTIVE_CATEGORY: problem(409, messages.lastActiveCategory),
  SUBFORUM_IMAGE_INVALID: problem(400, messages.invalidImage),
  // roles
  ROLE_MISSING: problem(404, messages.roleMissing),
  ROLE_UNKNOWN: problem(400, messages.roleMissing, 'roleId'),
  ROLE_NAME_TAKEN: problem(409, messages.roleNameTaken, 'name'),
  ROLE_DEFAULT_UNDELETABLE: problem(409, messages.roleDefaultUndeletable),
  ROLE_MEMBERS_IMPLICIT: problem(400, messages.roleMembersImplicit, 'roleId'),
  ROLE_LIMIT_REACHED: problem(409, messages.roleLimitReached),
  ROLE_DELETE_PHRASE: problem(400, messages.roleDeletePhraseIncorrect, 'keyPhrase'),
  ROLES_MODERATOR_READ_ONLY: problem(403, messages.rolesModeratorReadOnly),
  ROLES_ADMIN_ONLY: problem(403, messages.rolesAdminOnly),
  ROLE_ABOVE_ACTOR: problem(403, messages.roleAboveActor),
  OWNER_ONLY_EDITORS: problem(403, messages.ownerOnlyEditors),
  EDITOR_INVITATIONS_LIMIT: problem(409, messages.editorInvitationsLimit, 'email'),
  EDITOR_INVITATION_MISSING: problem(404, messages.editorInvitationMissing),
  EDITOR_INVITATION_INVALID: problem(404, messages.editorInvitationInvalid, 'token'),
  EDITOR_INVITATION_EXPIRED: problem(400, messages.editorInvitationExpired, 'token'),
  EDITOR_INVITATION_OTHER_ACCOUNT: problem(403, messages.editorInvitationOtherAccount),
  EDITOR_IS_OWNER: problem(409, messages.editorIsOwner, 'email'),
  EDITOR_ALREADY: problem(409, messages.editorAlready, 'email'),
  EDITOR_MISSING: problem(404, messages.editorMissing),
  OWNER_UNCHANGEABLE: problem(403, messages.ownerUnchangeable),
  // platform settings
  FEED_MENU_EMPTY: problem(400, messages.feedMenuActiveRequired),
  FEED_MENU_MISMATCH: problem(400, messages.feedMenuMismatch),
  DESCRIPTION_EMPTY: problem(400, messages.descriptionEmpty, 'communityDescription'),
  SETTING_REQUIRED: problem(400, messages.fieldRequired),
  BRANDING_IMAGE_INVALID: problem(400, messages.invalidImage),
  REACTION_MISSING: problem(404, messages.reactionMissing),
  REACTION_IMAGE_INVALID: problem(400, messages.reactionImageType, 'imageKey'),
  REACTION_IMAGE_TOO_SMALL: problem(400, messages.reactionImageSize, 'imageKey'),
  // plan limits: each message names the plan needed (rules/plan-features.ts planFeatureRefusal)
  STATISTICS_PLAN: problem(403, messages.statisticsPlan),
  CUSTOM_REACTIONS_PLAN: problem(403, messages.customReactionsPlan),
  CUSTOM_DOMAIN_PLAN: problem(403, messages.customDomainPlan),
  // custom domains
  CUSTOM_DOMAIN_INVALID: problem(400, messages.customDomainInvalid, 'customDomain'),
  CUSTOM_DOMAIN_PLATFORM: problem(400, messages.customDomainPlatform, 'customDomain'),
  CUSTOM_DOMAIN_TAKEN: problem(409, messages.customDomainTaken, 'customDomain'),
  CUSTOM_DOMAIN_EXISTS: problem(409, messages.customDomainExists, 'customDomain'),
  CUSTOM_DOMAIN_TOO_SOON: problem(409, messages.customDomainTooSoon, 'customDomain'),
  CUSTOM_DOMAIN_DELETING: problem(409, messages.customDomainDeleting),
  CUSTOM_DOMAIN_MISSING: problem(404, messages.customDomainMissing),
  // outbound webhooks
  WEBHOOK_OWNER_ONLY: problem(403, webhookMessages.webhookOwnerOnly),
  WEBHOOK_MISSING: problem(404, webhookMessages.webhookMissing),
  WEBHOOK_DELIVERY_MISSING: problem(404, webhookMessages.webhookDeliveryMissing),
  WEBHOOK_LIMIT: problem(409, webhookMessages.webhookLimit),
  USERS_API_PLAN: problem(403, messages.usersApiPlan),
  API_KEYS_OWNER_ONLY: problem(403, apiKeyMessages.apiKeysOwnerOnly),
  API_KEY_MISSING: problem(404, apiKeyMessages.apiKeyMissing),
  API_KEYS_MAX: problem(409, apiKeyMessages.apiKeysMax),
  API_KEY_IN_QUERY: problem(400, apiKeyMessages.apiKeyInQuery),
  API_KEY_READ_ONLY: problem(403, apiKeyMessages.apiKeyReadOnly),
  MEMBER_NOT_BANNED: problem(409, apiKeyMessages.memberNotBanned),
  MEMBER_SUBSCRIPTIONS_PLAN: problem(403, messages.memberSubscriptionsPlan),
  // Profiles and settings
  PROFILE_MISSING: problem(404, messages.profileMissing),
  USERNAME_TAKEN: problem(409, messages.usernameTaken, 'username'),
  PROFILE_CHANGING: problem(409, messages.tooManyChanges),
  AVATAR_GIF_SUBSCRIBERS_ONLY: problem(403, messages.avatarGifSubscribersOnly, 'file'),
  // notifications
  UNSUBSCRIBE_LINK_INVALID: problem(400, messages.unableToUnsubscribe, 'token'),
  // Delete account
  OWNER_CANNOT_DELETE: problem(409, messages.ownerCannotDelete),
  STAFF_ACCOUNT_NOT_HERE: problem(403, messages.staffAccountNotHere),
  // gatekeeping
  WORD_FILTER_STAFF_ONLY: problem(403, messages.wordFilterStaffOnly),
  WORD_FILTER_ADMINS_ONLY: problem(403, messages.wordFilterAdminsOnly),
  WORD_FILTER_FULL: problem(409, messages.wordFilterFull, 'words'),
  WORD_FILTER_WORD_MISSING: problem(404, messages.wordFilterWordMissing, 'word'),
  MEMBER_APPROVAL_ADMINS_ONLY: problem(403, messages.memberApprovalAdminsOnly),
  // invitations
  INVITATIONS_ADMINS_ONLY: problem(403, messages.invitationsAdminsOnly),
  INVITATION_MESSAGE_MIN: problem(400, messages.invitationMessageMin, 'html'),
  INVITATION_FOR_ANOTHER_EMAIL: problem(400, messages.invitationForAnotherEmail, 'email'),
  CONTENT_APPROVAL_STAFF_ONLY: problem(403, messages.contentApprovalStaffOnly),
  // Web push
  PUSH_ENDPOINT_NOT_HTTPS: problem(400, messages.pushEndpointNotHttps, 'endpoint'),
  PUSH_ENDPOINT_NOT_PUBLIC: problem(400, messages.pushEndpointNotPublic, 'endpoint'),
  // Trigger tester
  NOTIFICATION_TRIGGER_STAFF_ONLY: problem(403, messages.forbidden),
  // moderation
  REPORT_OWN_CONTENT: problem(400, messages.reportOwnContent),
  MODERATION_TARGET_PROTECTED: problem(403, messages.moderationTargetProtected),
  MODERATION_SELF: problem(400, messages.moderationSelf),
  REPORT_MISSING: problem(404, messages.reportMissing),
  REPORT_RESOLVED: problem(409, messages.reportResolved),
  REPORT_CHANGING: problem(409, messages.tooManyChanges),
  AUDIT_ENTRY_MISSING: problem(404, messages.auditEntryMissing),
  UNDO_UNAVAILABLE: problem(409, messages.undoUnavailable),
  UNDO_STALE: problem(409, messages.undoStale),
  UNDO_OUTRANKED: problem(403, messages.undoOutranked),
  // gamification
  LEADERBOARD_OFF: problem(404, messages.leaderboardOff),
  AVATAR_FRAME_UNKNOWN: problem(404, messages.avatarFrameUnknown, 'avatarFrameId'),
  AVATAR_FRAME_LOCKED: problem(403, messages.avatarFrameLocked, 'avatarFrameId'),
  PROFILE_COVER_UNKNOWN: problem(404, messages.profileCoverUnknown, 'profileCoverId'),
  PROFILE_COVER_LOCKED: problem(403, messages.profileCoverLocked, 'profileCoverId'),
  QUEST_MISSING: problem(404, messages.questMissing),
  QUEST_INCOMPLETE: problem(409, messages.questIncomplete),
  QUEST_CLAIMED: problem(409, messages.questClaimed),
  QUEST_EXPIRED: problem(409, messages.questExpired),
  // billing
  BILLING_OWNER_ONLY: problem(403, messages.ownerOnlySubscription),
  BILLING_OWNER_ONLY_CHANGE_PLAN: problem(403, messages.ownerOnlyChangePlan),
  BILLING_OWNER_ONLY_CANCEL: problem(403, messages.ownerOnlyCancel),
  BILLING_OWNER_ONLY_RENEW: problem(403, messages.ownerOnlyRenew),
  PLAN_UNCHANGED: problem(409, messages.planUnchanged, 'priceId'),
  SUBSCRIPTION_ALREADY_CANCELED: problem(409, messages.subscriptionAlreadyCanceled),
  SUBSCRIPTION_NOT_CANCELLING: problem(409, messages.subscriptionNotCancelling),
  SUBSCRIPTION_MISSING: problem(409, messages.subscriptionMissing),
  SUBSCRIPTION_EXISTS: problem(409, messages.subscriptionExists),
  LIFETIME_PLAN_FIXED: problem(409, messages.lifetimePlanFixed),
  WEBHOOK_SIGNATURE_INVALID: problem(400, messages.webhookSignatureInvalid),
  // lifetime codes
  CODE_INVALID: problem(400, messages.codeInvalid, 'codes'),
  CODE_ENTERED_TWICE: problem(400, messages.codeEnteredTwice, 'codes'),
  CODE_REDEEMED: problem(409, messages.codeRedeemed, 'codes'),
  CODE_REFUNDED: problem(409, messages.codeRefunded, 'codes'),
  CODE_ALREADY_APPLIED: problem(409, messages.codeAlreadyApplied, 'codes'),
  CODES_NONE_AVAILABLE: problem(409, messages.noAvailableCodes),
  CODES_OWNER_ONLY: problem(403, messages.codesCommunityOwnerOnly, 'communityId'),
  CODES_COMMUNITY_PREMIUM: problem(409, messages.codesCommunityPremium, 'communityId'),
  CODES_UPGRADE_TARGET: problem(409, messages.codesUpgradeTarget, 'communityId'),
  CODES_COMMUNITY_SUBSCRIBED: problem(409, messages.codesCommunitySubscribed, 'communityId'),
  CODES_RESERVED_ALREADY: problem(409, messages.codesReservedAlready, 'communityId'),
  CODES_OPERATOR_ONLY: problem(403, messages.codesOperatorOnly),
  // paid membership
  MONETIZATION_OWNER_ONLY: problem(403, messages.monetizationOwnerOnly),
  PAYOUTS_NOT_READY: problem(409, messages.payoutsNotReady),
  PAYOUT_ACCOUNT_MISSING: problem(409, messages.payoutAccountMissing, 'country'),
  SUPPORTERS_DISABLED: problem(409, messages.supportersDisabled),
  SUPPORTER_ALREADY_SUBSCRIBED: problem(409, messages.supporterAlreadySubscribed),
  SUPPORTER_NOT_SUBSCRIBED: problem(409, messages.supporterNotSubscribed),
  SUPPORTER_NOT_CANCELLING: problem(409, messages.supporterNotCancelling),
  SUPPORTER_ALREADY_CANCELLING: problem(409, messages.supporterAlreadyCancelling),
} as const satisfies Record<string, Problem>;

export type ProblemCode = keyof typeof problems;
export const problemCodes = Object.keys(problems) as [ProblemCode, ...ProblemCode[]];

/** The general class (`error`) of a problem's status. */
export const problemClass = (status: Problem['status']): ErrorCode =>
  status === 400 ? 'BAD_REQUEST' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'CONFLICT';

/** The arguments a problem's message takes (none for a fixed text). */
export type ProblemArgs<C extends ProblemCode> = (typeof problems)[C]['message'] extends (...args: infer A) => string
  ? A
  : [];
