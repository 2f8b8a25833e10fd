// Gatekeeping (member-forum §2.10, §7.4): the word filter. Staff call it from the owner app (/community-dashboard)
// or from the community's own host (/dashboard), naming the community in the path; on a community host the path must
// name that host's community.
import {
  defaultFilterBodySchema,
  saveWordsBodySchema,
  wordFilterPageSchema,
  wordFilterParamsSchema,
  wordFilterQuerySchema,
  wordFilterStateSchema,
  wordParamsSchema,
} from '../schemas/word-filter.ts';
import {
  memberDecisionsBodySchema,
  memberDecisionsResponseSchema,
  memberWhitelistBodySchema,
  memberWhitelistSchema,
  memberRequestsPageSchema,
  memberRequestsParamsSchema,
  memberRequestsQuerySchema,
} from '../schemas/member-approval.ts';
import {
  postSubmissionsPageSchema,
  postSubmissionsParamsSchema,
  postSubmissionsQuerySchema,
} from '../schemas/content-approval.ts';
import {
  invitationsPageSchema,
  invitationsParamsSchema,
  invitationsQuerySchema,
  inviteMembersBodySchema,
  inviteMembersResponseSchema,
  openInvitationBodySchema,
  openInvitationResponseSchema,
} from '../schemas/invitations.ts';
import { endpoint } from './endpoint.ts';
import { gatekeepingRoutes } from './routes.ts';

const staff = { tenancy: 'site', auth: 'user' } as const;

export const listWordFilter = endpoint({
  ...gatekeepingRoutes.listWordFilter,
  summary:
    "The word filter's words and variations, 30 a page in word order, optionally searched; admins and moderators.",
  ...staff,
  request: { params: wordFilterParamsSchema, query: wordFilterQuerySchema },
  response: wordFilterPageSchema,
  errors: [400, 401, 403, 404],
});

export const saveWords = endpoint({
  ...gatekeepingRoutes.saveWords,
  summary: 'Save after Add Batch: sets each word with its variations (at most 2,000 a request); admins only.',
  ...staff,
  request: { params: wordFilterParamsSchema, body: saveWordsBodySchema },
  response: wordFilterStateSchema,
  errors: [400, 401, 403, 404, 409],
});

export const removeWord = endpoint({
  ...gatekeepingRoutes.removeWord,
  summary: 'Removes one word and its variations from the filter; admins only.',
  ...staff,
  request: { params: wordParamsSchema },
  response: wordFilterStateSchema,
  errors: [400, 401, 403, 404],
});

export const setDefaultFilter = endpoint({
  ...gatekeepingRoutes.setDefaultFilter,
  summary: 'Turns the built-in list of common profanity on or off; admins only.',
  ...staff,
  request: { params: wordFilterParamsSchema, body: defaultFilterBodySchema },
  response: wordFilterStateSchema,
  errors: [400, 401, 403, 404],
});

export const listMemberRequests = endpoint({
  ...gatekeepingRoutes.listMemberRequests,
  summary:
    'Registration requests by status (pending, approved, denied), newest first, with each onboarding answer; ' +
    'admins, the owner and editors (one Query + one BatchGet).',
  ...staff,
  request: { params: memberRequestsParamsSchema, query: memberRequestsQuerySchema },
  response: memberRequestsPageSchema,
  errors: [400, 401, 403, 404],
});

export const decideMemberRequests = endpoint({
  ...gatekeepingRoutes.decideMemberRequests,
  summary:
    'Approve or Deny up to 100 pending registrations: each member is e-mailed and each decision writes its audit ' +
    'entry in its own transaction; one result per member.',
  ...staff,
  request: { params: memberRequestsParamsSchema, body: memberDecisionsBodySchema },
  response: memberDecisionsResponseSchema,
  errors: [400, 401, 403, 404],
});

export const getMemberWhitelist = endpoint({
  ...gatekeepingRoutes.getMemberWhitelist,
  summary: 'The e-mail addresses and domains whose sign-ups skip approval; admins, the owner and editors.',
  ...staff,
  request: { params: memberRequestsParamsSchema },
  response: memberWhitelistSchema,
  errors: [401, 403, 404],
});

export const saveMemberWhitelist = endpoint({
  ...gatekeepingRoutes.saveMemberWhitelist,
  summary:
    'Replaces the white list: entries trimmed, lower-cased, blanks removed, each 1-30 characters ("Emails and ' +
    'domains must be 1-30 chars long").',
  ...staff,
  request: { params: memberRequestsParamsSchema, body: memberWhitelistBodySchema },
  response: memberWhitelistSchema,
  errors: [400, 401, 403, 404],
});

export const listPostSubmissions = endpoint({
  ...gatekeepingRoutes.listPostSubmissions,
  summary:
    'Post Submissions: posts awaiting approval, oldest first (one Query); admins, moderators, the owner and ' +
    'editors. Approve / Deny: PUT /api/v1/posts/{postId}/approval.',
  ...staff,
  request: { params: postSubmissionsParamsSchema, query: postSubmissionsQuerySchema },
  response: postSubmissionsPageSchema,
  errors: [400, 401, 403, 404],
});

// invitations
export const inviteMembers = endpoint({
  ...gatekeepingRoutes.inviteMembers,
  summary:
    'Invite Members: up to 1,000 addresses with a subject and message. Answers at once with the batch; the e-mails, ' +
    'each with a single-use registration link, go out in the background (never twice). skipInvited leaves addresses ' +
    'invited before alone; an address that already has an account is listed as member and not mailed. Admins, the ' +
    'owner and editors.',
  ...staff,
  request: { params: invitationsParamsSchema, body: inviteMembersBodySchema },
  response: inviteMembersResponseSchema,
  status: 202,
  errors: [400, 401, 403, 404],
});

export const listInvitations = endpoint({
  ...gatekeepingRoutes.listInvitations,
  summary:
    'Invited Members, newest invitation first, 20 a page: all, or one status (pending, opened, accepted, member), ' +
    'optionally searched by e-mail. Admins, the owner and editors.',
  ...staff,
  request: { params: invitationsParamsSchema, query: invitationsQuerySchema },
  response: invitationsPageSchema,
  errors: [400, 401, 403, 404],
});

export const openInvitation = endpoint({
  ...gatekeepingRoutes.openInvitation,
  summary:
    'The invitation link was opened (the sign-up page calls this): a pending invitation becomes opened; answers the ' +
    'invited address for the form. Refused (400) for an unknown, replaced or used link.',
  tenancy: 'community',
  auth: 'public',
  request: { body: openInvitationBodySchema },
  response: openInvitationResponseSchema,
  errors: [400],
});

export const gatekeepingEndpoints = {
  listWordFilter,
  saveWords,
  removeWord,
  setDefaultFilter,
  listMemberRequests,
  decideMemberRequests,
  getMemberWhitelist,
  saveMemberWhitelist,
  listPostSubmissions,
  inviteMembers,
  listInvitations,
  openInvitation,
};
