// The demo communities' analytics: the 30 days of beacon batches before today (about a dozen visitors a day: demo members and
// guests, on desktops, phones and tablets, several operating systems and countries), written as the raw batches the
// beacon endpoint stores, then aggregated by the analytics rebuild (functions/src/analytics/rebuild.ts), which also
// marks them applied, so the stream's delivery of the same event items is a duplicate and nothing counts twice. The
// members' days also count them active (platform recordActive), as the consumer does. Deterministic (a seeded
// generator), and skipped for a community whose first seeded day already has its aggregates.
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { RAW_BEACON_TTL_DAYS } from '@hearth/shared/constants/analytics';
import type { BeaconItem } from '@hearth/shared/schemas/analytics';
import type { EventDetail } from '@hearth/shared/schemas/events';
import { keys } from '@hearth/functions/platform/db/keys';
import { ulid } from 'ulid';
import { seededRandom } from '@hearth/functions/platform/seeded-random';
import { putAll } from './batch-write.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;

const COUNTRIES = ['US', 'US', 'US', 'GB', 'GB', 'DE', 'DE', 'FR', 'CA', 'IN', 'BR', 'AU', 'NL'];
const DEVICES: Array<Pick<EventDetail<'analytics.beacons'>, 'device' | 'os'>> = [
  { device: 'desktop', os: 'Windows' },
  { device: 'desktop', os: 'Windows' },
  { device: 'desktop', os: 'macOS' },
  { device: 'desktop', os: 'macOS' },
  { device: 'desktop', os: 'Linux' },
  { device: 'desktop', os: 'ChromeOS' },
  { device: 'mobile', os: 'iOS' },
  { device: 'mobile', os: 'iOS' },
  { device: 'mobile', os: 'Android' },
  { device: 'mobile', os: 'Android' },
  { device: 'mobile', os: 'Android' },
  { device: 'tablet', os: 'iOS' },
  { device: 'tablet', os: 'Android' },
];
const PATHS = ['/', '/', '/posts', '/leaderboard', '/members', '/p/welcome', '/search'];

export interface AnalyticsSeedCommunity {
  communityId: string;
  memberIds: string[];
  /** Distinct guests a day, about. */
  guestsPerDay: number;
}

/** One visitor's sessions of a day (1–3, up to 10 minutes each) as beacon batches of at most 50 items, all before `now`. */
function visitBatches(random: () => number, dayStart: number, now: number): BeaconItem[][] {
  const batches: BeaconItem[][] = [];
  const sessions = 1 + Math.floor(random() * random() * 3);
  for (let s = 0; s < sessions; s++) {
    let at = dayStart + Math.floor((7 + random() * 16) * 3_600_000);
    const beats = Math.floor(random() * 40);
    const items: BeaconItem[] = [{ k: 'view', at, path: PATHS[Math.floor(random() * PATHS.length)]! }];
    for (let b = 0; b < beats; b++) {
      at += 15_000;
      items.push(
        random() < 0.1 ? { k: 'view', at, path: PATHS[Math.floor(random() * PATHS.length)]! } : { k: 'beat', at },
      );
    }
    batches.push(items.filter((item) => item.at < now));
  }
  // A visitor's day in as few raw items as the endpoint allows (50 items each): every item a first start writes is
  // on its critical path.
  const all = batches.flat();
  const chunks: BeaconItem[][] = [];
  for (let i = 0; i < all.length; i += 50) chunks.push(all.slice(i, i + 50));
  return chunks;
}

/**
 * Writes the raw batches of the 30 days before today and aggregates them; false when it was seeded before. The history
 * ends yesterday: today's numbers are what visitors do on the running platform.
 */
export async function seedAnalytics(
  db: DynamoDBDocumentClient,
  tableName: string,
  community: AnalyticsSeedCommunity,
  now = Date.now(),
): Promise<boolean> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const firstDay = new Date(today - DAYS * DAY_MS).toISOString().slice(0, 10);
  const lastDay = new Date(today - DAY_MS).toISOString().slice(0, 10);
  const { communityId } = community;
  const done = await db.send(new GetCommand({ TableName: tableName, Key: keys.analyticsDay(communityId, firstDay) }));
  if (done.Item) return false;
  const random = seededRandom([...communityId].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const puts: Array<Record<string, unknown>> = [];
  const activeDays: Array<{ memberId: string; at: number }> = [];
  for (let d = DAYS; d >= 1; d--) {
    const dayStart = today - d * DAY_MS;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const visitors: Array<{ visitor: string; memberId?: string }> = community.memberIds
      .filter(() => random() < 0.6)
      .map((memberId) => ({ visitor: `m:${memberId}`, memberId }));
    const guests = Math.round(community.guestsPerDay * (0.7 + random() * 0.6));
    for (let g = 0; g < guests; g++) {
      const hex = Math.floor(random() * 2 ** 48)
        .toString(16)
        .padStart(12, '0');
      visitors.push({ visitor: `g:${hex}${day.replace(/-/g, '')}` });
    }
    for (const { visitor, memberId } of visitors) {
      const device = DEVICES[Math.floor(random() * DEVICES.length)]!;
      const country = random() < 0.05 ? null : COUNTRIES[Math.floor(random() * COUNTRIES.length)]!;
      const batches = visitBatches(random, dayStart, now);
      if (memberId && batches.length) activeDays.push({ memberId, at: batches[0]![0]!.at });
      for (const items of batches) {
        const id = ulid(items[0]!.at);
        const detail: EventDetail<'analytics.beacons'> = {
          visitor,
          ...(memberId ? { memberId } : {}),
          ...device,
          country,
          items,
        };
        puts.push({
          ...keys.event(communityId, id),
          ...keys.beaconIndex(communityId, day, id),
          id,
          type: 'analytics.beacons',
          communityId,
          occurredAt: new Date(items.at(-1)!.at).toISOString(),
          detail,
          ttl: Math.floor(items[0]!.at / 1000) + RAW_BEACON_TTL_DAYS * 86_400,
        });
      }
    }
  }
  await putAll(db, tableName, puts);
  const [{ rebuildAnalytics }, { recordActive }] = await Promise.all([
    import('@hearth/functions/analytics/rebuild'),
    import('@hearth/functions/platform/activity'),
  ]);
  await rebuildAnalytics(communityId, firstDay, lastDay);
  for (let i = 0; i < activeDays.length; i += 8) {
    await Promise.all(
      activeDays.slice(i, i + 8).map(({ memberId, at }) => recordActive(communityId, memberId, new Date(at))),
    );
  }
  return true;
}
