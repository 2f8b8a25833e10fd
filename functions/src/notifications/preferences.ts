// A member's switches: per topic and channel, with a master per channel (shared/src/schemas/notifications.ts), read
// and changed on /notification-settings, and read at send time by every channel.
import { type NotificationChannel, defaultPreferences, kindTopic, wants } from '@hearth/shared/schemas/notifications';
import type { Actor } from '../platform/auth/verify.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { memberOf } from './access.ts';
import type { Notice } from './notices.ts';
import * as preferencesStore from './store/preferences.ts';

/** Whether a channel reaches the member for this notice now (their switches as stored, else the defaults). */
export async function channelOpen(n: Notice, channel: NotificationChannel) {
  const prefs = (await preferencesStore.getPreferences(n.communityId, n.memberId)) ?? {};
  return wants(prefs, kindTopic[n.kind], channel);
}

export async function getPreferences(tenant: Tenant | null, actor: Actor | null) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  return {
    preferences: { ...defaultPreferences(), ...((await preferencesStore.getPreferences(communityId, memberId)) ?? {}) },
  };
}

export async function updatePreferences(tenant: Tenant | null, actor: Actor | null, changes: Record<string, boolean>) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  const stored = await preferencesStore.setPreferences(communityId, memberId, changes);
  return { preferences: { ...defaultPreferences(), ...stored } };
}
