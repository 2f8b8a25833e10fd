// What sign-up needs of an invitation (member-forum §2.10 Invitations): the address it was sent to, and the write that
// marks it accepted inside the sign-up's own transaction. Invitations belong to the gatekeeping domain, which sits
// above accounts: it provides the lookup through this port (wired by the auth Lambda's entry, auth/index.ts), so
// accounts never import it.
import type { TransactItem } from '../platform/db/transact.ts';

export interface InvitationToAccept {
  /** The address invited (lower case). */
  email: string;
  /** The write that records the invitation accepted by the new member. */
  accepted: (user: { id: string; name: string }) => TransactItem;
}

/** This community's invitation named by a sign-up link's token (refuses an unknown, stale or used one). */
export type InvitationLookup = (communityId: string, token: string) => Promise<InvitationToAccept>;

let load: (() => Promise<InvitationLookup>) | null = null;

/** Plugs the lookup in, loaded on first use (most sign-ups carry no invitation). */
export function provideInvitationLookup(loader: () => Promise<InvitationLookup>) {
  load = loader;
}

/** The lookup; a sign-up with an invitation where none is wired is a wiring fault, not the visitor's. */
export async function invitationLookup(): Promise<InvitationLookup> {
  if (!load) throw new Error('No invitation lookup is wired into accounts (auth/index.ts provides it).');
  return load();
}
