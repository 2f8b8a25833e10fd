// The capacity and cost model: a scenario's daily activity × the measured access patterns → requests per second per
// partition key template at peak (the hottest community's and hottest post's keys with their shares of the traffic),
// consumed request units, Lambda invocations and GB-seconds, edge requests and bytes, events, WebSocket messages,
// storage, and a month's cost by service. Pure functions: the inputs are arguments, nothing is read here.
import type { AccessPattern, PartitionAccess } from './access-patterns.ts';
import { cognitoCost, prices } from './prices.ts';

export interface Scenario {
  name: string;
  /** Members of the community (the hottest community when `hottestCommunityShare` < 1). */
  members: number;
  dailyActiveShare: number;
  monthlyActiveShare: number;
  /** Per active member per day. */
  perActiveMember: {
    pageViews: number;
    posts: number;
    comments: number;
    postVotes: number;
    commentVotes: number;
    reactions: number;
  };
  /** New members a day, as a share of the members. */
  signUpsPerDayShare: number;
  /** The busiest hour's rate over the day's average. */
  peakToAverage: number;
  /** The share of the post-targeted traffic (post page, comments, votes, reactions) on the hottest post. */
  hottestPostShare: number;
  /** The share of all traffic in the hottest community (1: the scenario is one community). */
  hottestCommunityShare: number;
  /** Minutes a day an active member keeps the live socket open. */
  liveMinutesPerActiveMember: number;
  /** WebSocket messages one content event (post, comment, vote, reaction) sends. */
  liveMessagesPerEvent: number;
  /** Bytes of the page documents and assets the edge sends per page view (the SPA mostly cached by the browser). */
  pageBytesPerView: number;
  /** Uploaded media per post, bytes, kept in S3. */
  mediaBytesPerPost: number;
}

/** What the model assumes about the platform itself (infra: domain Lambdas at 1,024 MB, consumers at 512 MB). */
export interface Platform {
  apiLambdaGb: number;
  apiLambdaMs: number;
  consumerLambdaGb: number;
  consumerLambdaMs: number;
}

export const platform: Platform = {
  apiLambdaGb: 1,
  apiLambdaMs: 40,
  consumerLambdaGb: 0.5,
  consumerLambdaMs: 40,
};

/** DynamoDB's per-partition throughput: write units and read units a second. */
export const PARTITION_LIMITS = { write: 1000, read: 3000 } as const;
const DAY_SECONDS = 86_400;
const MONTH_DAYS = 30;

/** Endpoint calls per active member per day: the page views split over the pages, and the writes. */
export function dailyCalls(s: Scenario): Record<string, number> {
  const v = s.perActiveMember.pageViews;
  const signUps = (s.members * s.signUpsPerDayShare) / Math.max(1, s.members * s.dailyActiveShare);
  return {
    'posts.getFeed': v * 0.45,
    'posts.getPost': v * 0.4,
    'comments.listComments': v * 0.4,
    'members.getLeaderboard': v * 0.05,
    'notifications.listNotifications': v * 0.05,
    'posts.searchPosts': v * 0.05,
    'notifications.getUnread': v,
    'analytics.sendBeacon': v,
    'notifications.markSeen': v * 0.05,
    'auth.getSession': 1,
    'communities.getSite': 1,
    // Sessions: a refresh when the hour-long access token ends (twice a day), a sign-in every ten days.
    'auth.refreshSession': 2,
    'auth.signIn': 0.1,
    'posts.createPost': s.perActiveMember.posts,
    'comments.addComment': s.perActiveMember.comments,
    'posts.votePost': s.perActiveMember.postVotes,
    'comments.voteComment': s.perActiveMember.commentVotes,
    'posts.reactToPost': s.perActiveMember.reactions / 2,
    'comments.reactToComment': s.perActiveMember.reactions / 2,
    'auth.signUp': signUps,
  };
}

/**
 * How a partition key template spreads: one per community; one per post; one per author of the content (the author's
 * feed and their posts' and comments' indexes, which every change of their post or comment item also writes); one per
 * member or item; one per event.
 */
export type KeyScope = 'community' | 'post' | 'author' | 'spread' | 'unique';
const POST_TAGS = new Set(['P']);
const AUTHOR_TAGS = new Set(['MP', 'MC']);
const SPREAD_TAGS = new Set(['N', 'MAP', 'MAC', 'XPA', 'XPCAP', 'QUEST', 'VISITOR', 'R', 'NACT', 'T', 'CREF']);

export function scopeOf(template: string): KeyScope {
  const parts = template.split('#');
  if (parts[0] !== 'C') return 'spread';
  const tag = parts[2];
  if (tag === undefined) return 'community';
  if (tag === 'E') return 'unique';
  // A member's own posts (their profile's feed, `a:<memberId>`) are one partition per author.
  if (tag === 'F' && parts[3]?.startsWith('a:')) return 'author';
  if (POST_TAGS.has(tag)) return 'post';
  if (AUTHOR_TAGS.has(tag)) return 'author';
  if (SPREAD_TAGS.has(tag)) return 'spread';
  return 'community';
}

/**
 * The share of an operation's calls that land on the one hottest key of a scope. A new post's partition is never the
 * hot one; the feed lists the hottest post on its first page for everyone; other post operations follow the share, and
 * so do the hottest post's author's partitions (an upper bound: a new comment's own author index is counted there too).
 */
function hotShare(s: Scenario, endpoint: string, scope: KeyScope, activeMembers: number): number {
  if (scope === 'community') return s.hottestCommunityShare;
  if (scope === 'post' || scope === 'author') {
    if (endpoint === 'posts.createPost') return s.hottestCommunityShare / Math.max(1, activeMembers);
    if (endpoint === 'posts.getFeed' && scope === 'post') return s.hottestCommunityShare;
    return s.hottestCommunityShare * s.hottestPostShare;
  }
  return s.hottestCommunityShare / Math.max(1, activeMembers);
}

export interface HotKey {
  index: string;
  partition: string;
  kind: 'read' | 'write';
  scope: KeyScope;
  /** At peak, on the hottest key of the template. */
  itemsPerSecond: number;
  unitsPerSecond: number;
  /** Units per second over the partition's limit (1 = at the limit). */
  ofLimit: number;
}

export interface ModelResult {
  scenario: Scenario;
  activeMembers: number;
  /** Per month. */
  calls: number;
  consumerInvocations: number;
  readUnits: number;
  writeUnits: number;
  events: number;
  lambdaInvocations: number;
  lambdaGbSeconds: number;
  edgeRequests: number;
  edgeGb: number;
  webSocketMessages: number;
  webSocketMinutes: number;
  storageGb: { dynamo: number; s3: number };
  peakCallsPerSecond: number;
  /** Every partition template with its hottest key's rate, busiest first. */
  keys: HotKey[];
  cost: Record<string, number>;
  totalCost: number;
  costPer1000Members: number;
}

/**
 * The operations whose writes add items that stay (a post, a comment, a member, with their index copies); votes and
 * reactions mostly update items in place, and their own small items are left out; event items expire.
 */
const CREATES = new Set(['posts.createPost', 'comments.addComment', 'auth.signUp']);
const storedBytes = (endpoint: string, p: PartitionAccess) =>
  CREATES.has(endpoint) && p.kind === 'write' && !p.partition.includes('#E#') ? p.bytes : 0;

/** Adds `perSecond` calls' worth of one partition access to its key's peak rate. */
function addPeak(keys: Map<string, HotKey>, p: PartitionAccess, scope: KeyScope, perSecond: number) {
  const id = `${p.index} ${p.partition} ${p.kind}`;
  const key = keys.get(id) ?? {
    index: p.index,
    partition: p.partition,
    kind: p.kind,
    scope,
    itemsPerSecond: 0,
    unitsPerSecond: 0,
    ofLimit: 0,
  };
  key.itemsPerSecond += perSecond * p.items;
  key.unitsPerSecond += perSecond * p.units;
  key.ofLimit = key.unitsPerSecond / PARTITION_LIMITS[p.kind];
  keys.set(id, key);
}

export function model(s: Scenario, patterns: AccessPattern[], pf: Platform = platform): ModelResult {
  const activeMembers = s.members * s.dailyActiveShare;
  const perDay = dailyCalls(s);
  const keys = new Map<string, HotKey>();
  let calls = 0;
  let readUnits = 0;
  let writeUnits = 0;
  let events = 0;
  let bytesOut = 0;
  let storedPerDay = 0;
  let consumerInvocations = 0;
  for (const [endpoint, perMember] of Object.entries(perDay)) {
    const pattern = patterns.find((p) => p.endpoint === endpoint);
    if (!pattern) continue;
    const daily = perMember * activeMembers;
    const peakPerSecond = (daily / DAY_SECONDS) * s.peakToAverage;
    calls += daily;
    events += daily * pattern.events.length;
    bytesOut += daily * pattern.responseBytes;
    consumerInvocations += daily * pattern.downstream.length;
    for (const p of pattern.partitions) storedPerDay += daily * storedBytes(endpoint, p);
    // The operation's own requests, then its events' consumers' (one invocation per event and consumer).
    for (const p of [...pattern.partitions, ...pattern.downstream.flatMap((d) => d.partitions)]) {
      if (p.kind === 'read') readUnits += daily * p.units;
      else writeUnits += daily * p.units;
      const scope = scopeOf(p.partition);
      addPeak(keys, p, scope, peakPerSecond * hotShare(s, endpoint, scope, activeMembers));
    }
  }
  const month = (daily: number) => daily * MONTH_DAYS;
  const contentEvents =
    (perDay['posts.createPost']! +
      perDay['comments.addComment']! +
      perDay['posts.votePost']! +
      perDay['comments.voteComment']! +
      perDay['posts.reactToPost']! +
      perDay['comments.reactToComment']!) *
    activeMembers;
  const r = {
    calls: month(calls),
    readUnits: month(readUnits),
    writeUnits: month(writeUnits),
    events: month(events),
    consumerInvocations: month(consumerInvocations),
    edgeRequests: month(calls + activeMembers * s.perActiveMember.pageViews),
    edgeGb: month(bytesOut + activeMembers * s.perActiveMember.pageViews * s.pageBytesPerView) / 1e9,
    webSocketMessages: month(contentEvents * s.liveMessagesPerEvent),
    webSocketMinutes: month(activeMembers * s.liveMinutesPerActiveMember),
    // A year of activity kept: the stored items, and the media of a year's posts.
    storageGb: {
      dynamo: (storedPerDay * 365) / 1e9,
      s3: (perDay['posts.createPost']! * activeMembers * 365 * s.mediaBytesPerPost) / 1e9,
    },
  };
  const lambdaGbSeconds =
    (r.calls * pf.apiLambdaGb * pf.apiLambdaMs + r.consumerInvocations * pf.consumerLambdaGb * pf.consumerLambdaMs) /
    1000;
  const lambdaInvocations = r.calls + r.consumerInvocations;
  const cost: Record<string, number> = {
    'DynamoDB requests': r.readUnits * prices.dynamoReadUnit.usd + r.writeUnits * prices.dynamoWriteUnit.usd,
    'DynamoDB storage': r.storageGb.dynamo * prices.dynamoStorageGbMonth.usd,
    Lambda: lambdaGbSeconds * prices.lambdaGbSecond.usd + lambdaInvocations * prices.lambdaRequest.usd,
    'API Gateway (HTTP)': r.calls * prices.httpApiRequest.usd,
    CloudFront: r.edgeRequests * prices.cloudFrontHttpsRequest.usd + r.edgeGb * prices.cloudFrontGbOut.usd,
    EventBridge: r.events * prices.eventBridgeEvent.usd,
    'API Gateway (WebSocket)':
      r.webSocketMessages * prices.webSocketMessage.usd + r.webSocketMinutes * prices.webSocketConnectionMinute.usd,
    'S3 storage': r.storageGb.s3 * prices.s3StorageGbMonth.usd,
    Cognito: cognitoCost(s.members * s.monthlyActiveShare),
  };
  const totalCost = Object.values(cost).reduce((a, b) => a + b, 0);
  return {
    scenario: s,
    activeMembers,
    calls: r.calls,
    consumerInvocations: r.consumerInvocations,
    readUnits: r.readUnits,
    writeUnits: r.writeUnits,
    events: r.events,
    lambdaInvocations,
    lambdaGbSeconds,
    edgeRequests: r.edgeRequests,
    edgeGb: r.edgeGb,
    webSocketMessages: r.webSocketMessages,
    webSocketMinutes: r.webSocketMinutes,
    storageGb: r.storageGb,
    peakCallsPerSecond: (calls / DAY_SECONDS) * s.peakToAverage,
    keys: [...keys.values()].sort((a, b) => b.ofLimit - a.ofLimit),
    cost,
    totalCost,
    costPer1000Members: (totalCost / s.members) * 1000,
  };
}

/** Keys at or over `threshold` of their partition's limit (1: throttled; the target is under 0.7). */
export const overLimit = (r: ModelResult, threshold = 1) =>
  r.keys.filter((k) => k.scope !== 'unique' && k.ofLimit >= threshold);

/** An owner's month on one supporter at `priceUsd`: the card fee, Hearth's fee (a percentage of the charge), the rest. */
export function supporterMargin(priceUsd: number, feePercent: number) {
  const card = (priceUsd * prices.stripeCard.percent) / 100 + prices.stripeCard.fixedUsd;
  const platformFee = (priceUsd * feePercent) / 100;
  const owner = priceUsd - card - platformFee;
  return { priceUsd, card, platformFee, owner, ownerShare: owner / priceUsd };
}
