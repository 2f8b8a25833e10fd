// The gatekeeping domain's route table.
import { gatekeepingEndpoints as e } from '@hearth/shared/contracts/gatekeeping';
import { route } from '../platform/http/route.ts';
import { decideMemberRequests } from './handlers/decide-member-requests.ts';
import { getMemberWhitelist } from './handlers/get-member-whitelist.ts';
import { inviteMembers } from './handlers/invite-members.ts';
import { listInvitations } from './handlers/list-invitations.ts';
import { listMemberRequests } from './handlers/list-member-requests.ts';
import { listPostSubmissions } from './handlers/list-post-submissions.ts';
import { listWordFilter } from './handlers/list-word-filter.ts';
import { openInvitation } from './handlers/open-invitation.ts';
import { removeWord } from './handlers/remove-word.ts';
import { saveMemberWhitelist } from './handlers/save-member-whitelist.ts';
import { saveWords } from './handlers/save-words.ts';
import { setDefaultFilter } from './handlers/set-default-filter.ts';

export const routes = [
  route(e.listWordFilter, listWordFilter),
  route(e.saveWords, saveWords),
  route(e.removeWord, removeWord),
  route(e.setDefaultFilter, setDefaultFilter),
  route(e.listMemberRequests, listMemberRequests),
  route(e.decideMemberRequests, decideMemberRequests),
  route(e.getMemberWhitelist, getMemberWhitelist),
  route(e.saveMemberWhitelist, saveMemberWhitelist),
  route(e.listPostSubmissions, listPostSubmissions),
  route(e.inviteMembers, inviteMembers),
  route(e.listInvitations, listInvitations),
  route(e.openInvitation, openInvitation),
];
