// Invitations (member-forum §2.10, §4, §5, §7.4). Invite Members answers at once: the request stores its batch and
// commits `invitations.requested` with it; its consumer (consumers/invitations.ts) mails the batch 100 addresses a
// pass, each pass committing the next pass's event with its applied mark (bounded, resumable). Each address is
// claimed before its e-mail is sent (a redelivered pass finds it claimed by its batch), so an e-mail never goes
// twice. The link carries the address and a secret whose SHA-256 is all that is stored: opening it marks the
// invitation opened, completing sign-up with it marks it accepted and spends it (auth's sign-up, in the same
// transaction as the new account).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as messages from '@hearth/shared/messages';
import {
  INVITATION_MESSAGE_MIN,
  INVITATIONS_PAGE_SIZE,
  type Invitation,
  type InvitationTab,
} from '@hearth/shared/schemas/invitations';
import { ulid } from 'ulid';
import { accountsByEmail } from '../auth/account-steps.ts';
import { siteOrigin } from '../communities/site-origin.ts';
import { getMember, getMembers } from '../members/service.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { eachLimited } from '../platform/each-limited.ts';
import { sendMail } from '../platform/email/port.ts';
import { outboxEvent, outboxItem } from '../platform/events/port.ts';
import { transactWrite } from '../platform/db/transact.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { invitationMail } from './mail.ts';
import { isAdminLike, staffIn } from '../members/staff.ts';
import * as store from './store.ts';
import type { InvitationItem } from './store.ts';
import { countMemberAction } from '../platform/rate-limit.ts';

/** Addresses one consumer pass mails: a few seconds of work, well inside a delivery's time. */
export const INVITATION_PASS_SIZE = 100;

async function inviterIn(tenant: Tenant | null, actor: Actor | null, communityId: string) {
  const staff = await staffIn(tenant, actor, communityId, 'INVITATIONS_ADMINS_ONLY');
  if (!isAdminLike(staff.changer)) throw refusal('INVITATIONS_ADMINS_ONLY');
  return staff;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The link's token: the address (so the invitation is one GetItem away) and a 256-bit secret. */
const tokenFor = (email: string, secret: string) => `${Buffer.from(email).toString('base64url')}.${secret}`;

/** The invitation a token names, if the token is its current link; otherwise the spec's invalid-invitation refusal. */
async function invitationOfToken(communityId: string, token: string) {
  const [encoded, secret] = token.split('.');
  if (!encoded || !secret) throw refusal('INVITATION_INVALID');
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const invitation = email.includes('@') ? await store.getInvitation(communityId, email) : null;
  const hash = hashOf(secret);
  const stored = invitation?.tokenHash;
  if (!invitation || !stored || stored.length !== hash.length) throw refusal('INVITATION_INVALID');
  if (!timingSafeEqual(Buffer.from(stored), Buffer.from(hash))) throw refusal('INVITATION_INVALID');
  return { invitation, tokenHash: stored };
}

export async function inviteMembers(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  input: { subject: string; html: string; emails: string[]; skipInvited: boolean },
) {
  const staff = await inviterIn(tenant, actor, communityId);
  const { sanitizeRichText, plainText } = await import('../platform/html/sanitize.ts');
  const html = sanitizeRichText(input.html);
  const text = plainText(html);
  if (text.length < INVITATION_MESSAGE_MIN) throw refusal('INVITATION_MESSAGE_MIN');
  await countMemberAction(communityId, 'invitation', actor!.memberId);
  // The inviter's name: their member item here, or an owner-app account's own (owners and editors).
  const self = await getMember(actor!.communityId, actor!.memberId);
  const authorData = {
    id: actor!.memberId,
    name: self ? `${self.firstName} ${self.lastName}`.trim() : actor!.email,
  };
  // The link opens the community itself (its custom domain once connected), whichever host the staff member invited
  // from.
  const origin = siteOrigin(staff.community);
  const batchId = ulid();
  await transactWrite([
    store.invitationBatchPut({
      communityId,
      batchId,
      subject: input.subject,
      html,
      text,
      emails: input.emails,
      skipInvited: input.skipInvited,
      authorData,
      site: { name: staff.community.communityName, origin },
      createdAt: new Date().toISOString(),
    }),
    outboxEvent('invitations.requested', communityId, { batchId, from: 0 }).item,
  ]);
  return { message: messages.usersInvited, batch: { id: batchId, count: input.emails.length } };
}

const viewOf = (item: InvitationItem): Invitation => ({
  id: item.id,
  email: item.email,
  subject: item.subject,
  status: item.status,
  authorData: item.authorData,
  userData: item.userData ?? null,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export async function listInvitations(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  query: { status: InvitationTab; search?: string | undefined; cursor?: string | undefined },
) {
  await inviterIn(tenant, actor, communityId);
  const startKey = decodeCursor(query.cursor, store.invitationPartition(communityId, query.status));
  const page = await store.queryInvitations(
    communityId,
    query.status,
    INVITATIONS_PAGE_SIZE,
    startKey,
    query.search || undefined,
  );
  return { items: page.items.map(viewOf), nextCursor: encodeCursor(page.lastKey) };
}

/** The sign-up page opened an invitation link: pending becomes opened. Answers the invited address. */
export async function openInvitation(tenant: Tenant | null, token: string) {
  if (tenant?.kind !== 'community') throw refusal('INVITATION_INVALID');
  const { invitation, tokenHash } = await invitationOfToken(tenant.communityId, token);
  if (invitation.status === 'pending') {
    await store.markInvitationOpened(tenant.communityId, invitation.email, tokenHash, new Date().toISOString());
    return { email: invitation.email, status: 'opened' as const };
  }
  return { email: invitation.email, status: invitation.status };
}

/**
 * For auth's sign-up with an invitation: the invited address and the write that accepts the invitation, to commit
 * with the new account (its condition fails if the link was used or replaced meanwhile). Refuses a link that is not
 * this community's current one.
 */
export async function invitationToAccept(communityId: string, token: string) {
  const { invitation, tokenHash } = await invitationOfToken(communityId, token);
  return {
    email: invitation.email,
    accepted: (user: { id: string; name: string }) =>
      store.invitationAcceptedUpdate(communityId, invitation.email, tokenHash, user, new Date().toISOString()),
  };
}

/**
 * One pass of a batch: the addresses [from, from + 100). An address with an account here is listed as member and not
 * mailed; with skipInvited, one invited before is left alone; an accepted invitation stays accepted; every other
 * address gets a fresh link (an older one stops working) and its e-mail. Answers the next pass's event, if any.
 */
export async function mailInvitationPass(communityId: string, batchId: string, from: number) {
  const batch = await store.getInvitationBatch(communityId, batchId);
  if (!batch) return [];
  const emails = batch.emails.slice(from, from + INVITATION_PASS_SIZE);
  const [existing, accounts] = await Promise.all([
    store.getInvitations(communityId, emails),
    accountsByEmail(communityId, emails),
  ]);
  const previousOf = new Map(existing.map((i) => [i.email, i] as const));
  // The names of those with an account, in one BatchGet (listed as member, never mailed).
  const names = new Map(
    (await getMembers(communityId, [...accounts.values()])).map(
      (m) => [m.memberId, `${m.firstName} ${m.lastName}`.trim()] as const,
    ),
  );
  await eachLimited(emails, async (email) => {
    const previous = previousOf.get(email) ?? null;
    if (previous?.batchId === batchId) return; // this pass ran before: the address was handled then
    if (previous?.status === 'accepted') return;
    const memberId = accounts.get(email);
    if (!memberId && previous && batch.skipInvited) return;
    const now = new Date().toISOString();
    const secret = randomBytes(32).toString('base64url');
    const next: InvitationItem = {
      communityId,
      email,
      id: previous?.id ?? ulid(),
      subject: batch.subject,
      status: memberId ? 'member' : 'pending',
      authorData: batch.authorData,
      userData: memberId ? { id: memberId, name: names.get(memberId) ?? email } : null,
      createdAt: previous?.createdAt ?? now,
      updatedAt: now,
      invitedAt: now,
      batchId,
      ...(memberId ? {} : { tokenHash: hashOf(secret) }),
    };
    if (!(await store.claimInvitation(next, previous))) return; // another pass or a re-invite got there first
    if (memberId) return;
    try {
      await sendMail(
        invitationMail({
          to: email,
          subject: batch.subject,
          html: batch.html,
          text: batch.text,
          site: batch.site.name,
          url: `${batch.site.origin}/sign-up?invitation=${encodeURIComponent(tokenFor(email, secret))}`,
        }),
      );
    } catch (error) {
      await store.restoreInvitation(next, previous);
      throw error;
    }
  });
  const nextFrom = from + INVITATION_PASS_SIZE;
  return nextFrom < batch.emails.length
    ? [outboxItem('invitations.requested', communityId, { batchId, from: nextFrom })]
    : [];
}
