// The ban-expiry job (scheduled): lifts timed bans and timeouts that ran out and emits `member.unbanned` with each
// (one transaction). Reads still judge a ban by its expiry (activeBan), so a late run never lets a ban outlive it.
import { auditItem } from '../../platform/audit.ts';
import { outboxItem } from '../../platform/events/port.ts';
import type { JobContext } from '../../platform/jobs.ts';
import * as banStore from '../store/bans.ts';

const PAGE = 100;

/** Who the log names for what the schedule does by itself. */
export const SYSTEM_ACTOR = { id: 'system', name: 'System' };

export async function expireBans(ctx: JobContext): Promise<{ lifted: number; done: boolean }> {
  const now = ctx.now().toISOString();
  let cursor = (await ctx.checkpoint.load()) as Record<string, unknown> | undefined;
  let lifted = 0;
  for (;;) {
    const { bans, nextKey } = await banStore.queryExpiredBans(now, PAGE, cursor);
    for (const ban of bans) {
      const event = outboxItem('member.unbanned', ban.communityId, {
        memberId: ban.memberId,
        expiredAt: ban.expiresAt,
      });
      // Logged as an unban by the system (member-forum §2.10: bans end on time and the log says so).
      const { item: audit } = auditItem(
        ban.communityId,
        {
          action: 'unban',
          reason: null,
          isDirectAction: true,
          reportId: null,
          contentType: 'user',
          postId: null,
          commentId: null,
          actorDetails: SYSTEM_ACTOR,
          reportedUserDetails: { id: ban.memberId, name: ban.name },
          until: ban.expiresAt,
        },
        ctx.now(),
      );
      if (await banStore.liftExpiredBan(ban, [event, audit])) lifted++;
    }
    cursor = nextKey;
    if (!cursor) {
      await ctx.checkpoint.clear();
      return { lifted, done: true };
    }
    await ctx.checkpoint.save(cursor);
    // Out of time: the next run resumes from the checkpoint instead of starting over.
    if (ctx.timeLeftMs() < 10_000) return { lifted, done: false };
  }
}
