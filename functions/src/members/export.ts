// A member's data export (GDPR art. 20): their profile, posts, comments, votes and reactions in this
// community and nobody else's, a page of one part at a time (each page one Query of the member's own index), which
// the SPA joins into one JSON archive. Posts and comments are read through their own domains' services.
import type { ExportPage, ExportPart } from '@hearth/shared/schemas/account-data';
import { exportCommentActions, exportComments } from '../comments/author-data.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { AppError, communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import * as messages from '@hearth/shared/messages';
import { mediaUrl } from '../platform/storage/media.ts';
import { memberAccountIn } from '../forum/viewer.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { exportPostActions, exportPosts } from '../posts/author-data.ts';
import { sessionStillValid } from '../platform/auth/session-cutoff.ts';
import type { MemberItem } from './model.ts';
import * as store from './store.ts';

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
    store.getMember(own.communityId, own.memberId),
    own.communityId === actor.communityId ? null : store.getMember(actor.communityId, actor.memberId),
  ]);
  const signedInAs = account ?? member;
  if (!member || !signedInAs || signedInAs.email !== actor.email) throw refusal('NOT_A_MEMBER');
  if (!sessionStillValid(signedInAs, (actor.issuedAt ?? 0) * 1000)) {
    throw new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired);
  }
  return member;
}

export async function exportPart(
  tenant: Tenant | null,
  actor: Actor | null,
  part: ExportPart,
  cursor: string | undefined,
): Promise<ExportPage> {
  const member = await ownAccount(tenant, actor);
  const { communityId, memberId } = member;
  const size = EXPORT_PAGE_SIZE;
  const page =
    part === 'profile'
      ? { items: [profileOf(member)], nextCursor: null }
      : part === 'posts'
        ? await exportPosts(communityId, memberId, cursor, size)
        : part === 'comments'
          ? await exportComments(communityId, memberId, false, cursor, size)
          : part === 'anonymousComments'
            ? await exportComments(communityId, memberId, true, cursor, size)
            : part === 'postActions'
              ? await exportPostActions(communityId, memberId, cursor, size)
              : await exportCommentActions(communityId, memberId, cursor, size);
  return { part, ...page };
}
