// Lambda entry of the auth domain. It wires the invitation lookup sign-up uses: invitations are the gatekeeping
// domain's, above accounts, so the entry (which may compose any domain) plugs them in.
import { accountLookup } from '../members/accounts.ts';
import { createDomainHandler } from '../platform/http/handler.ts';
import { provideInvitationLookup } from './invitations.ts';
import { routes } from './routes.ts';

provideInvitationLookup(() => import('../gatekeeping/invitations.ts').then((m) => m.invitationToAccept));

export const handler = createDomainHandler(routes, accountLookup);
