// The ban-expiry job (scheduled): lifts timed bans and timeouts that ran out and emits `member.unbanned` with each
// (one transaction). Reads still judge a ban by its expiry (activeBan), so a late run never lets a ban outlive it.
import { outboxItem } from '../platform/events/port.ts';
import type { JobContext } from '../platform/jobs.ts';
import * as store from './store.ts';

const PAGE = 100;

export async function expireBans(ctx: JobContext): Promise<{ lifted: number; done: boolean }> {
  const now = ctx.now().toISOString();
  let cursor = (await ctx.checkpoint.load()) as Record<string, unknown> | undefined;
  let lifted = 0;
  for (;;) {
    const { bans, nextKey } = await store.queryExpiredBans(now, PAGE, cursor);
    for (const ban of bans) {
      const event = outboxItem('member.unbanned', ban.communityId, {
        memberId: ban.memberId,
        expiredAt: ban.expiresAt,
      });
      if (await store.liftExpiredBan(ban, [event])) lifted++;
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
