// Editors of a community (owner-dashboard §2 /account, Editor tab; §6): the owner invites an address, the invitee
// accepts or declines from the e-mailed link, and only an accepted invitation writes the staff record that lists the
// community in their switcher and gives editor rights. Inviting answers the same, in the same time, for any address:
// it never looks the address up, so the owner learns nothing about who has a Hearth account (docs/auth.md,
// Enumeration). The link's token names the community and the address and carries a 256-bit secret whose SHA-256 is
// all that is stored; it works once, until it expires, and only for the signed-in account using the invited address.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ACCESS_LEVEL_ADMIN,
  ACCESS_LEVEL_OWNER,
  EDITOR_INVITATIONS_PENDING_MAX,
  EDITOR_INVITATION_TTL_SECONDS,
  SAME_ANSWER_MS,
} from '@hearth/shared/constants/auth';
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { editorChangeRefusal } from '@hearth/shared/rules/roles';
import type { EditorInvitation, Editors } from '@hearth/shared/schemas/roles';
import { ulid } from 'ulid';
import { answerAfter } from '../../platform/http/same-answer.ts';
import { getMembers } from '../../members/service.ts';
import { siteOrigin } from '../../platform/auth/cookies.ts';
import { getStaffRecord, newStaffRecordWrite } from '../../communities/staff.ts';
import type { Actor } from '../../platform/auth/verify.ts';
import { sendMail } from '../../platform/email/port.ts';
import { refusal } from '../../platform/http/errors.ts';
import { staffChanger } from '../../members/staff.ts';
import * as communities from '../../communities/service.ts';
import type { OwnerRequest } from '../../communities/service.ts';
import { editorInvitationMail } from './mail.ts';
import * as store from './store.ts';
import type { EditorInvitationItem } from './store.ts';

/** How long the owner still sees an expired or declined invitation before the table forgets it. */
const KEEP_AFTER_EXPIRY_SECONDS = 30 * 86_400;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const normalEmail = (email: string) => email.trim().toLowerCase();

/** `<communityId>.<address, base64url>.<secret>`: the invitation is one GetItem away, in the community it names. */
const tokenFor = (communityId: string, email: string, secret: string) =>
  `${communityId}.${Buffer.from(email).toString('base64url')}.${secret}`;

const fullNameOf = (account: { firstName: string; lastName: string } | undefined) =>
  account ? `${account.firstName} ${account.lastName}`.trim() : '';

const statusOf = (item: EditorInvitationItem, now: number): EditorInvitation['status'] =>
  item.status === 'declined' ? 'declined' : Date.parse(item.expiresAt) <= now ? 'expired' : 'pending';

async function editorsOf(communityId: string): Promise<Editors> {
  const [staff, invitations] = await Promise.all([
    communities.listCommunityStaff(communityId),
    store.listEditorInvitations(communityId),
  ]);
  const accounts = await getMembers(
    OWNER_APP_COMMUNITY_ID,
    staff.map((s) => s.memberId),
  );
  const byId = new Map(accounts.map((a) => [a.memberId, a]));
  const person = (memberId: string) => ({
    memberId,
    email: byId.get(memberId)?.email ?? '',
    fullName: fullNameOf(byId.get(memberId)),
  });
  const owner = staff.find((s) => s.accessLevel >= ACCESS_LEVEL_OWNER);
  const now = Date.now();
  return {
    owner: owner ? person(owner.memberId) : null,
    editors: staff
      .filter((s) => s.accessLevel < ACCESS_LEVEL_OWNER)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((s) => person(s.memberId)),
    invitations: invitations
      .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt))
      .map((item) => ({
        id: item.id,
        email: item.email,
        status: statusOf(item, now),
        invitedAt: item.invitedAt,
        expiresAt: item.expiresAt,
      })),
  };
}

export async function listEditors(actor: Actor, communityId: string) {
  await staffChanger(actor, communityId);
  return editorsOf(communityId);
}

/** The owner alone manages editors and their invitations. */
async function editorManager(actor: Actor, communityId: string) {
  const who = await staffChanger(actor, communityId);
  const refused = editorChangeRefusal(who.changer, null);
  if (refused) throw refusal(refused);
  return who;
}

/**
 * The owner invites an address to become an editor (owner-dashboard §4: an editor role is assigned by e-mail). The
 * invitation is recorded and mailed the same way for every address, and the answer (the editors and invitations
 * lists, addresses only) waits for the same floor: nothing in it says whether the address has an account. Only the
 * owner's own lists decide a refusal (the owner's address, a current editor's, the pending cap).
 */
export function inviteEditor(req: OwnerRequest, communityId: string, rawEmail: string) {
  return answerAfter(SAME_ANSWER_MS.inviteEditor, 'invite-editor', async () => {
    const { community } = await editorManager(req.actor, communityId);
    const email = normalEmail(rawEmail);
    const current = await editorsOf(communityId);
    if (current.owner?.email.toLowerCase() === email) throw refusal('EDITOR_IS_OWNER');
    if (current.editors.some((e) => e.email.toLowerCase() === email)) throw refusal('EDITOR_ALREADY');
    const open = current.invitations.filter((i) => i.status === 'pending' && i.email !== email);
    if (open.length >= EDITOR_INVITATIONS_PENDING_MAX) {
      throw refusal('EDITOR_INVITATIONS_LIMIT', EDITOR_INVITATIONS_PENDING_MAX);
    }
    const now = Date.now();
    const expires = now + EDITOR_INVITATION_TTL_SECONDS * 1000;
    const secret = randomBytes(32).toString('base64url');
    await store.putEditorInvitation({
      communityId,
      email,
      id: ulid(),
      status: 'pending',
      tokenHash: hashOf(secret),
      invitedBy: req.actor.memberId,
      invitedAt: new Date(now).toISOString(),
      expiresAt: new Date(expires).toISOString(),
      ttl: Math.floor(expires / 1000) + KEEP_AFTER_EXPIRY_SECONDS,
    });
    const [inviter] = await getMembers(OWNER_APP_COMMUNITY_ID, [req.actor.memberId]);
    const url = `${siteOrigin(req.host)}/editor-invitation?token=${encodeURIComponent(tokenFor(communityId, email, secret))}`;
    await sendMail(
      editorInvitationMail({
        to: email,
        inviterName: fullNameOf(inviter) || req.actor.email,
        communityName: community.communityName,
        url,
        days: EDITOR_INVITATION_TTL_SECONDS / 86_400,
      }),
    );
    return editorsOf(communityId);
  });
}

/** The owner cancels an invitation: its link stops working. */
export async function cancelEditorInvitation(actor: Actor, communityId: string, invitationId: string) {
  await editorManager(actor, communityId);
  const invitation = (await store.listEditorInvitations(communityId)).find((i) => i.id === invitationId);
  if (!invitation || !(await store.deleteEditorInvitation(communityId, invitation.email))) {
    throw refusal('EDITOR_INVITATION_MISSING');
  }
  return editorsOf(communityId);
}

/** The owner removes an editor (their role becomes unassigned); the owner's own record never goes. */
export async function removeEditor(actor: Actor, communityId: string, memberId: string) {
  const { changer } = await staffChanger(actor, communityId);
  const target = await getStaffRecord(communityId, memberId);
  const refused = editorChangeRefusal(changer, target?.accessLevel ?? null);
  if (refused) throw refusal(refused);
  if (!target || !(await communities.deleteEditorRecord(communityId, memberId))) throw refusal('EDITOR_MISSING');
  return editorsOf(communityId);
}

// ── the invitee ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The invitation a token names, if the token is its current link (else EDITOR_INVITATION_INVALID), with the hash to
 * condition writes on. Expired links are told apart, so the page can say so.
 */
async function invitationOfToken(token: string) {
  const [communityId, encoded, secret, ...rest] = token.split('.');
  if (!communityId || !encoded || !secret || rest.length > 0) throw refusal('EDITOR_INVITATION_INVALID');
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const invitation = email.includes('@') ? await store.getEditorInvitation(communityId, email) : null;
  const hash = hashOf(secret);
  const stored = invitation?.status === 'pending' ? invitation.tokenHash : undefined;
  if (!invitation || !stored || stored.length !== hash.length) throw refusal('EDITOR_INVITATION_INVALID');
  if (!timingSafeEqual(Buffer.from(stored), Buffer.from(hash))) throw refusal('EDITOR_INVITATION_INVALID');
  const community = await communities.getCommunity(invitation.communityId);
  if (!community) throw refusal('EDITOR_INVITATION_INVALID');
  return { invitation, tokenHash: stored, community, expired: Date.parse(invitation.expiresAt) <= Date.now() };
}

/** What the invitee's page shows: the address invited, the community and who invited. */
export async function viewEditorInvitation(token: string) {
  const { invitation, community, expired } = await invitationOfToken(token);
  const [inviter] = await getMembers(OWNER_APP_COMMUNITY_ID, [invitation.invitedBy]);
  return {
    email: invitation.email,
    communityName: community.communityName,
    inviterName: fullNameOf(inviter) || 'The owner',
    expiresAt: invitation.expiresAt,
    status: expired ? ('expired' as const) : ('pending' as const),
  };
}

/**
 * The signed-in owner-app account accepts: it must use the invited address (a forwarded link is refused and stays
 * usable by its addressee). The invitation goes and the staff record comes in one transaction, for the community
 * the invitation belongs to and no other.
 */
export async function acceptEditorInvitation(actor: Actor, token: string) {
  const { invitation, tokenHash, community, expired } = await invitationOfToken(token);
  if (expired) throw refusal('EDITOR_INVITATION_EXPIRED');
  if (actor.communityId !== OWNER_APP_COMMUNITY_ID || normalEmail(actor.email) !== invitation.email) {
    throw refusal('EDITOR_INVITATION_OTHER_ACCOUNT', invitation.email);
  }
  const now = new Date().toISOString();
  const staffRecord = newStaffRecordWrite({
    communityId: invitation.communityId,
    memberId: actor.memberId,
    accessLevel: ACCESS_LEVEL_ADMIN,
    role: 'editor',
    createdAt: now,
  });
  const outcome = await store.acceptEditorInvitation(invitation, tokenHash, staffRecord, now);
  if (outcome === 'spent') throw refusal('EDITOR_INVITATION_INVALID');
  if (outcome === 'already') throw refusal('EDITOR_ALREADY');
  return { communityId: community.communityId, communityName: community.communityName, subdomain: community.subdomain };
}

/** Whoever holds the link declines: it stops working, and the owner sees the invitation declined. */
export async function declineEditorInvitation(token: string) {
  const { invitation, tokenHash, expired } = await invitationOfToken(token);
  if (expired) throw refusal('EDITOR_INVITATION_EXPIRED');
  if (!(await store.declineEditorInvitation(invitation, tokenHash, new Date().toISOString()))) {
    throw refusal('EDITOR_INVITATION_INVALID');
  }
  return { declined: true as const };
}
