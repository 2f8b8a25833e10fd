// The owner-membership backfill: the owner is a member of every community they own (a member item under their
// owner-app member id, with a profile, settings and notifications), which the builder now writes with the community;
// communities made before lack it. This job pages through the communities (the communities' own Scan), gives each
// owner without one their member item through the members service (a conditional put: never twice, never over a
// member item that exists), and checkpoints after every page, so a run out of time resumes and a finished run only
// reads its checkpoint. The local platform runs it at start (scripts/local/platform.ts) and hourly, as AWS does.
import { OWNER_APP_COMMUNITY_ID } from '@hearth/shared/constants/hosts';
import { getCommunity, scanCommunityIds } from '../../communities/config.ts';
import { addOwnerMember, getMember, ownerMembership } from '../service.ts';
import type { JobContext } from '../../platform/jobs.ts';

/** Stops with this much of the run's time left, so the last page and its checkpoint finish. */
const MARGIN_MS = 15_000;

interface Cursor {
  done: boolean;
  key?: Record<string, unknown>;
}

/** Gives one community's owner their member item when it has none; true when it wrote one. */
async function ensureOwnerMember(communityId: string, at: string): Promise<boolean> {
  const community = await getCommunity(communityId);
  if (!community?.ownerMemberId) return false;
  if (await getMember(communityId, community.ownerMemberId)) return false;
  const account = await getMember(OWNER_APP_COMMUNITY_ID, community.ownerMemberId);
  if (!account) return false;
  return addOwnerMember(ownerMembership(account, communityId, at));
}

export async function backfillOwnerMembership(ctx: JobContext): Promise<Record<string, unknown>> {
  let cursor = ((await ctx.checkpoint.load()) as Cursor | undefined) ?? { done: false };
  let scanned = 0;
  let fixed = 0;
  while (!cursor.done && ctx.timeLeftMs() > MARGIN_MS) {
    const page = await scanCommunityIds(cursor.key);
    const at = ctx.now().toISOString();
    for (const communityId of page.ids) {
      scanned++;
      if (await ensureOwnerMember(communityId, at)) fixed++;
    }
    cursor = page.lastKey ? { done: false, key: page.lastKey } : { done: true };
    await ctx.checkpoint.save(cursor);
  }
  return { done: cursor.done, scanned, fixed };
}
