// Invitations' statuses and the list's tabs, zod-free: the community tree's route table reads the tabs on first paint.
export const INVITATION_STATUSES = ['pending', 'opened', 'accepted', 'member'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** The list's tabs: every status, or one. */
export const INVITATION_TABS = ['all', ...INVITATION_STATUSES] as const;
export type InvitationTab = (typeof INVITATION_TABS)[number];
