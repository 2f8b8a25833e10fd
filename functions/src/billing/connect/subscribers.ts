// The owner's subscriber list (owner-dashboard §3 Monetization): one filter's SUPPORTER items newest start first, a
// page at a time with an opaque cursor, each joined to its member's name, e-mail and avatar in one BatchGet; the
// total is the filter's counter on the SUPPORTERS item read with the owner check.
import type { SubscriberFilter, SupporterStatus } from '@hearth/shared/rules/supporters';
import type { subscribersPageSchema } from '@hearth/shared/schemas/monetization';
import type * as z from 'zod';
import { getMembers } from '../../members/service.ts';
import type { Actor } from '../../platform/auth/verify.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { mediaUrl } from '../../platform/storage/media.ts';
import { isoOf, paidNetOf, totalsOf } from './model.ts';
import { monetizationView } from './owner.ts';
import * as store from './store/settings.ts';

export const SUBSCRIBERS_PAGE_SIZE = 20;

type SubscribersPage = z.infer<typeof subscribersPageSchema>;

export async function listSubscribers(
  actor: Actor,
  communityId: string,
  filter: SubscriberFilter,
  cursor: string | undefined,
): Promise<SubscribersPage> {
  const { supporters } = await monetizationView(actor, communityId);
  const startKey = decodeCursor(cursor, store.subscriberListPartition(communityId, filter));
  const page = await store.subscriberPage(communityId, filter, SUBSCRIBERS_PAGE_SIZE, startKey);
  const members = new Map(
    (
      await getMembers(
        communityId,
        page.items.map((s) => s.memberId),
      )
    ).map((m) => [m.memberId, m]),
  );
  const subscribers = page.items.flatMap((item) => {
    const member = members.get(item.memberId);
    // A member whose account is gone is not listed (the counters still count the subscription).
    if (!member) return [];
    return [
      {
        memberId: item.memberId,
        firstName: member.firstName,
        lastName: member.lastName,
        username: member.username ?? null,
        email: member.email,
        profilePicURL: mediaUrl(member.profilePicKey),
        status: item.status as SupporterStatus,
        subscription: {
          startedAt: isoOf(item.startedAt) ?? new Date(0).toISOString(),
          currentPeriodEnd: isoOf(item.currentPeriodEnd),
          cancelAtPeriodEnd: item.cancelAtPeriodEnd === true,
        },
        paidNet: paidNetOf(item),
      },
    ];
  });
  return { subscribers, total: totalsOf(supporters)[filter], nextCursor: encodeCursor(page.lastKey) };
}
