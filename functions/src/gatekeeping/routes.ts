// The gatekeeping domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { gatekeepingEndpoints as e } from '@hearth/shared/contracts/gatekeeping';
import { lazyRoute } from '../platform/http/route.ts';

export const routes = [
  lazyRoute(e.listWordFilter, () => import('./handlers/list-word-filter.ts').then((m) => m.listWordFilter)),
  lazyRoute(e.saveWords, () => import('./handlers/save-words.ts').then((m) => m.saveWords)),
  lazyRoute(e.removeWord, () => import('./handlers/remove-word.ts').then((m) => m.removeWord)),
  lazyRoute(e.setDefaultFilter, () => import('./handlers/set-default-filter.ts').then((m) => m.setDefaultFilter)),
  lazyRoute(e.listMemberRequests, () => import('./handlers/list-member-requests.ts').then((m) => m.listMemberRequests)),
  lazyRoute(e.decideMemberRequests, () =>
    import('./handlers/decide-member-requests.ts').then((m) => m.decideMemberRequests),
  ),
  lazyRoute(e.getMemberWhitelist, () => import('./handlers/get-member-whitelist.ts').then((m) => m.getMemberWhitelist)),
  lazyRoute(e.saveMemberWhitelist, () =>
    import('./handlers/save-member-whitelist.ts').then((m) => m.saveMemberWhitelist),
  ),
  lazyRoute(e.listPostSubmissions, () =>
    import('./handlers/list-post-submissions.ts').then((m) => m.listPostSubmissions),
  ),
  lazyRoute(e.inviteMembers, () => import('./handlers/invite-members.ts').then((m) => m.inviteMembers)),
  lazyRoute(e.listInvitations, () => import('./handlers/list-invitations.ts').then((m) => m.listInvitations)),
  lazyRoute(e.openInvitation, () => import('./handlers/open-invitation.ts').then((m) => m.openInvitation)),
];
