// The owner's API keys (owner-dashboard §3 Users API, §8): list, create, enable or disable, delete. Each is access
// (the community's owner, the plan) → the write → forget this container's cached copy of the key, so a disabled or
// deleted key is refused here at once (other containers within the verification cache's 60 s: verify.ts).
import { API_KEYS_MAX } from '@hearth/shared/constants/api-keys';
import { ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { planFeatureRefusal, planInForce } from '@hearth/shared/rules/plan-features';
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@hearth/shared/schemas/api-keys';
import { type CommunityItem, communityItemKey, type StaffItem, staffItemKey } from '../communities/plan.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal, refusalSaying } from '../platform/http/errors.ts';
import { keyPrefixOf, newApiKey, newKeyId } from './key-format.ts';
import * as store from './store.ts';
import { forgetKey } from './verify.ts';

/** How often a new id is drawn when the first one is taken (a clash is already one in trillions). */
const ID_ATTEMPTS = 3;

/**
 * The community when the caller owns the community and its plan has the Users API:
 * a stranger learns nothing (404), an editor is refused (403), a plan below Premium is refused naming the plan.
 */
async function ownerAccess(actor: Actor, communityId: string) {
  const view = await store.getOwnerView<CommunityItem, StaffItem>(
    communityItemKey(communityId),
    staffItemKey(communityId, actor.memberId),
  );
  if (!view.community || !view.staff) throw refusal('NOT_STAFF');
  if (view.staff.accessLevel < ACCESS_LEVEL_OWNER || view.community.ownerMemberId !== actor.memberId) {
    throw refusal('API_KEYS_OWNER_ONLY');
  }
  const refused = planFeatureRefusal('usersApi', planInForce(view.community));
  if (refused) throw refusalSaying(refused.code, refused.message);
  return view;
}

/** What the page shows of a key: never its hash. */
export const apiKeyView = (item: store.ApiKeyItem): ApiKey => ({
  id: item.id,
  name: item.name,
  prefix: item.prefix,
  scope: item.scope,
  enabled: item.enabled,
  createdAt: item.createdAt,
  lastUsedAt: item.lastUsedAt ?? null,
});

export async function listApiKeys(actor: Actor, communityId: string) {
  await ownerAccess(actor, communityId);
  return { items: (await store.listKeys(communityId)).map(apiKeyView) };
}

export async function createApiKey(
  actor: Actor,
  communityId: string,
  body: CreateApiKeyBody,
  now = new Date(),
): Promise<CreatedApiKey> {
  await ownerAccess(actor, communityId);
  if ((await store.listKeys(communityId)).length >= API_KEYS_MAX) throw refusal('API_KEYS_MAX', API_KEYS_MAX);
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const id = newKeyId();
    const { token, hash } = newApiKey(id);
    const item: store.ApiKeyItem = {
      communityId,
      id,
      name: body.name,
      prefix: keyPrefixOf(id),
      hash,
      scope: body.scope,
      enabled: true,
      createdAt: now.toISOString(),
      createdBy: actor.memberId,
    };
    if (await store.putNewKey(item)) return { apiKey: apiKeyView(item), token };
  }
  throw new Error('No free API key id after several draws');
}

export async function setApiKeyEnabled(actor: Actor, communityId: string, keyId: string, enabled: boolean) {
  await ownerAccess(actor, communityId);
  const item = await store.setEnabled(communityId, keyId, enabled);
  forgetKey(communityId, keyId);
  if (!item) throw refusal('API_KEY_MISSING');
  return apiKeyView(item);
}

export async function deleteApiKey(actor: Actor, communityId: string, keyId: string) {
  await ownerAccess(actor, communityId);
  const gone = await store.deleteKey(communityId, keyId);
  forgetKey(communityId, keyId);
  if (!gone) throw refusal('API_KEY_MISSING');
  return { deleted: true as const };
}
