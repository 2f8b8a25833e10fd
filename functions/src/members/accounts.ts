// The accounts port of the authentication step (platform/auth/accounts.ts), as the domains answer it: an owner-app
// account's staff record (communities) and an account's session cutoff on its member item (members). Every Lambda
// entry passes it to createDomainHandler; the live socket's upgrade, the session refresh and the owner app's
// Community Manager resolve their actor with it too.
import { getStaffRecord } from '../communities/staff.ts';
import type { AccountLookup } from '../platform/auth/accounts.ts';
import { getSessionCutoff } from './store/member.ts';

export const accountLookup: AccountLookup = {
  staffIn: getStaffRecord,
  sessionCutoff: getSessionCutoff,
};
