// The AI writing assist (owner-dashboard §4, §7): a member writing in the community's composer, or its staff in the
// owner app's rich-text editors, asks the configured writer for text. Named steps: who may (a member here, or staff
// of the named community) → the community has AI content generation on → a writer is configured → the caller's
// daily quota → the writer → the posts' sanitizer, so the editor only ever receives what a post may hold.
import * as messages from '@hearth/shared/messages';
import { AI_DAILY_QUOTA, type AiCompleteBody, type AiCompletion } from '@hearth/shared/schemas/ai';
import { isBlankHtml } from '@hearth/shared/schemas/posts';
import { getCommunity } from '../communities/config.ts';
import { accountLookup } from '../members/accounts.ts';
import { forumWriter } from '../members/gate.ts';
import { type AiWriter, aiWriter } from '../platform/ai/port.ts';
import { config } from '../platform/config.ts';
import { ownerAppStaffIn } from '../platform/auth/actor.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { loadRichText } from '../platform/html/load.ts';
import { AppError, communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import { countDailyUse } from '../platform/rate-limit.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { answerEvents } from './ai-answer-stream.ts';

export interface AiAssistDeps {
  writer: () => Promise<AiWriter | null>;
  now: () => number;
}
const defaultDeps: AiAssistDeps = { writer: aiWriter, now: () => Date.now() };

/** A request past the caller's daily quota (this one counted): 429 with the quota in words and Retry-After. */
export function quotaRefusal(used: number, secondsLeft: number, perDay = AI_DAILY_QUOTA): AppError | null {
  if (used <= perDay) return null;
  const error = new AppError(429, 'RATE_LIMITED', messages.aiQuotaSpent(perDay));
  error.headers = { 'retry-after': String(secondsLeft) };
  return error;
}

/** Who asks, in which community: the community id and the caller's quota key. */
interface AiCaller {
  communityId: string;
  caller: string;
}

/** The community site's composer: an active member of the host's community (not banned, not pending). */
async function memberCaller(tenant: Tenant | null, actor: Actor | null): Promise<AiCaller> {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return { communityId: forum.config.community.communityId, caller: `member:${memberId}` };
}

/** The owner app's editors: an owner-app account holding a staff record in the named community; others learn nothing. */
async function staffCaller(tenant: Tenant | null, actor: Actor | null, communityId: string): Promise<AiCaller> {
  if (!actor) throw unauthenticated();
  const staff = tenant?.kind === 'app' ? await ownerAppStaffIn(actor, communityId, accountLookup) : null;
  if (!staff) throw refusal('NOT_STAFF');
  return { communityId, caller: `account:${actor.memberId}` };
}

export async function completeForMember(
  tenant: Tenant | null,
  actor: Actor | null,
  body: AiCompleteBody,
  deps = defaultDeps,
): Promise<AiCompletion> {
  return complete(await memberCaller(tenant, actor), body, deps);
}

export async function completeForStaff(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  body: AiCompleteBody,
  deps = defaultDeps,
): Promise<AiCompletion> {
  return complete(await staffCaller(tenant, actor, communityId), body, deps);
}

/** The member's answer as server-sent events (ai-answer-stream.ts); every refusal is thrown before the first. */
export async function streamForMember(
  tenant: Tenant | null,
  actor: Actor | null,
  body: AiCompleteBody,
  deps = defaultDeps,
): Promise<AsyncIterable<string>> {
  return stream(await memberCaller(tenant, actor), body, deps);
}

/** Staff's answer as server-sent events; every refusal is thrown before the first. */
export async function streamForStaff(
  tenant: Tenant | null,
  actor: Actor | null,
  communityId: string,
  body: AiCompleteBody,
  deps = defaultDeps,
): Promise<AsyncIterable<string>> {
  return stream(await staffCaller(tenant, actor, communityId), body, deps);
}

/** No AI provider: the spec's text names the local platform; a deployment without a model says it of itself. */
export const notConfigured = (stage: 'local' | 'aws') =>
  new AppError(503, 'NOT_CONFIGURED', stage === 'local' ? messages.aiNotConfigured : messages.aiNotDeployed);

/** The steps before the writer: the switch, a configured writer, the caller's quota (this request counted). */
async function admit({ communityId, caller }: AiCaller, deps: AiAssistDeps) {
  // Read fresh: the switch is the owner's, and turning it off takes effect at once.
  const community = await getCommunity(communityId);
  if (!community) throw communityNotFound();
  if (community.aiContentGeneration !== true) throw refusal('AI_TURNED_OFF');
  const writer = await deps.writer();
  if (!writer) throw notConfigured(config().stage);
  const { used, secondsLeft } = await countDailyUse(communityId, 'ai-complete', caller, deps.now());
  const overQuota = quotaRefusal(used, secondsLeft);
  if (overQuota) throw overQuota;
  return { writer, remainingToday: Math.max(0, AI_DAILY_QUOTA - used) };
}

async function complete(who: AiCaller, body: AiCompleteBody, deps: AiAssistDeps): Promise<AiCompletion> {
  const { writer, remainingToday } = await admit(who, deps);
  const answer = await writer.write({ prompt: body.prompt, selection: body.selection });
  const { sanitizeRichText } = await loadRichText();
  const html = sanitizeRichText(answer);
  if (isBlankHtml(html)) throw new AppError(502, 'AI_UNAVAILABLE', messages.aiUnavailable);
  return { html, provider: writer.name, remainingToday };
}

async function stream(who: AiCaller, body: AiCompleteBody, deps: AiAssistDeps): Promise<AsyncIterable<string>> {
  const { writer, remainingToday } = await admit(who, deps);
  const { sanitizeRichText } = await loadRichText();
  const pieces = writer.stream({ prompt: body.prompt, selection: body.selection });
  return answerEvents(pieces, sanitizeRichText, (html) => ({ html, provider: writer.name, remainingToday }));
}
