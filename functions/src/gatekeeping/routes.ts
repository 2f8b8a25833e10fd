// The gatekeeping domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler and the domain's contracts loading with their first request (deferredRoutes).
import { gatekeepingRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes } from '../platform/http/route.ts';

const lazy = deferredRoutes(gatekeepingRoutes, () =>
  import('@hearth/shared/contracts/gatekeeping').then((m) => m.gatekeepingEndpoints),
);

export const routes = [
  lazy('listWordFilter', () => import('./handlers/list-word-filter.ts').then((m) => m.listWordFilter)),
  lazy('saveWords', () => import('./handlers/save-words.ts').then((m) => m.saveWords)),
  lazy('removeWord', () => import('./handlers/remove-word.ts').then((m) => m.removeWord)),
  lazy('setDefaultFilter', () => import('./handlers/set-default-filter.ts').then((m) => m.setDefaultFilter)),
  lazy('listMemberRequests', () => import('./handlers/list-member-requests.ts').then((m) => m.listMemberRequests)),
  lazy('decideMemberRequests', () =>
    import('./handlers/decide-member-requests.ts').then((m) => m.decideMemberRequests),
  ),
  lazy('getMemberWhitelist', () => import('./handlers/get-member-whitelist.ts').then((m) => m.getMemberWhitelist)),
  lazy('saveMemberWhitelist', () => import('./handlers/save-member-whitelist.ts').then((m) => m.saveMemberWhitelist)),
  lazy('listPostSubmissions', () => import('./handlers/list-post-submissions.ts').then((m) => m.listPostSubmissions)),
  lazy('inviteMembers', () => import('./handlers/invite-members.ts').then((m) => m.inviteMembers)),
  lazy('listInvitations', () => import('./handlers/list-invitations.ts').then((m) => m.listInvitations)),
  lazy('openInvitation', () => import('./handlers/open-invitation.ts').then((m) => m.openInvitation)),
];
