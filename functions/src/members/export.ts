// A member's data export (GDPR art. 20): their profile, posts, comments, votes and reactions in this
// community and nobody else's, a page of one part at a time (each page one Query of the member's own index), which
// the SPA joins into one JSON archive. This domain answers the profile part; the route joins the content domains' parts.
import type { Actor } from '../platform/auth/verify.ts';
import { AppError, communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import * as messages from '@hearth/shared/messages';
import { mediaUrl } from '../platform/storage/media.ts';
import { memberAccountIn } from './gate.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { sessionStillValid } from '../platform/auth/session-cutoff.ts';
import type { MemberItem } from './model.ts';
import { getMember } from './store/member.ts';

/** Items per page: a page stays a small answer whatever the member's history. */
export const EXPORT_PAGE_SIZE = 100;

const profileOf = (m: MemberItem) => ({
  memberId: m.memberId,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
  username: m.username ?? null,
  bio: m.bio ?? null,
  dateOfBirth: m.dateOfBirth ?? null,
  location: m.location ?? null,
  privacy: m.privacy ?? null,
  profilePicURL: mediaUrl(m.profilePicKey),
  coverURL: mediaUrl(m.coverKey),
  createdAt: m.createdAt,
  verifiedAt: m.verifiedAt ?? null,
  onboardingAnswers: m.onboardingAnswers ?? [],
});

/** The signed-in member of this community (any state: a banned or pending member may take their data too). */
async function ownAccount(tenant: Tenant | null, actor: Actor | null): Promise<MemberItem> {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  if (!actor) throw unauthenticated();
  const own = memberAccountIn(actor, tenant.communityId);
  if (!own) throw refusal('NOT_A_MEMBER');
  // The owner's member item here is theirs; their session is their owner-app account's (its address, its cutoff).
  const [member, account] = await Promise.all([
    getMember(own.communityId, own.memberId),
    own.communityId === actor.communityId ? null : getMember(actor.communityId, actor.memberId),
  ]);
  const signedInAs = account ?? member;
  if (!member || !signedInAs || signedInAs.email !== actor.email) throw refusal('NOT_A_MEMBER');
  if (!sessionStillValid(signedInAs, (actor.issuedAt ?? 0) * 1000)) {
    throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired);
  }
  return member;
}

/**
 * The member whose data is asked for (the signed-in member of this community), and the page of their own part: the
 * profile. Their posts, comments, votes and reactions are the content domains' parts; the export's route joins them.
 */
export async function exportOwnData(tenant: Tenant | null, actor: Actor | null) {
  const member = await ownAccount(tenant, actor);
  return { member, profile: { items: [profileOf(member)], nextCursor: null } };
}
