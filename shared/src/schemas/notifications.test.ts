import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  kindCategory,
  kindTopic,
  notificationChannels,
  notificationTopics,
  preferenceKey,
  preferenceKeys,
  updatePreferencesBodySchema,
  wants,
} from './notifications.ts';

describe('the preference matrix (topic × channel × masters)', () => {
  const allOn = Object.fromEntries(preferenceKeys.map((k) => [k, true]));

  it.each(notificationTopics.flatMap((topic) => notificationChannels.map((channel) => [topic, channel] as const)))(
    '%s by %s: on only while both its switch and its master are on',
    (topic, channel) => {
      expect(wants(allOn, topic, channel)).toBe(true);
      expect(wants({ ...allOn, [preferenceKey(topic, channel)]: false }, topic, channel)).toBe(false);
      expect(wants({ ...allOn, [preferenceKey('all', channel)]: false }, topic, channel)).toBe(false);
      // Another channel's master and another topic's switch change nothing.
      const otherChannel = notificationChannels.find((c) => c !== channel)!;
      const otherTopic = notificationTopics.find((t) => t !== topic)!;
      expect(wants({ ...allOn, [preferenceKey('all', otherChannel)]: false }, topic, channel)).toBe(true);
      expect(wants({ ...allOn, [preferenceKey(otherTopic, channel)]: false }, topic, channel)).toBe(true);
    },
  );

  it('follows the master alone for notifications without a topic (a post approved or denied)', () => {
    expect(wants({}, null, 'App')).toBe(true);
    expect(wants({ allAppNotifications: false }, null, 'App')).toBe(false);
  });

  it('defaults: in-app on, e-mail for what is addressed to the member, push master on with its topics off', () => {
    const d = defaultPreferences();
    expect(notificationTopics.every((t) => d[preferenceKey(t, 'App')])).toBe(true);
    expect(wants({}, 'mention', 'Email')).toBe(true);
    expect(wants({}, 'comment', 'Email')).toBe(true);
    expect(wants({}, 'postUpvotes', 'Email')).toBe(false);
    expect(wants({}, 'mention', 'Push')).toBe(false);
    expect(d['weeklyDigestEmailNotifications']).toBe(true);
    expect(Object.keys(d).sort()).toEqual([...preferenceKeys].sort());
  });

  it('has 3 keys per topic and master, and the digest', () => {
    expect(preferenceKeys).toHaveLength((notificationTopics.length + 1) * 3 + 1);
    expect(preferenceKeys).toContain('questNearCompletionPushNotifications');
  });
});

describe('updatePreferencesBodySchema', () => {
  it('accepts known keys and names every unknown one', () => {
    expect(updatePreferencesBodySchema.safeParse({ preferences: { mentionEmailNotifications: false } }).success).toBe(
      true,
    );
    const bad = updatePreferencesBodySchema.safeParse({
      preferences: { mentionEmailNotifications: false, fooAppNotifications: true, allNotifications: true },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['preferences.fooAppNotifications', 'Unknown notification preference "fooAppNotifications".'],
      ['preferences.allNotifications', 'Unknown notification preference "allNotifications".'],
    ]);
  });

  it('refuses an empty change and a non-boolean value', () => {
    expect(updatePreferencesBodySchema.safeParse({ preferences: {} }).success).toBe(false);
    expect(updatePreferencesBodySchema.safeParse({ preferences: { mentionAppNotifications: 'no' } }).success).toBe(
      false,
    );
  });
});

describe('the kinds of the new-post and account topics', () => {
  it.each([
    ['newPost', 'newPost', 'posts'],
    ['roleAssigned', 'roleChange', 'account'],
    ['roleRemoved', 'roleChange', 'account'],
    ['warning', null, 'account'],
    ['ban', null, 'account'],
    ['levelUp', null, 'account'],
  ] as const)('%s: topic %s, category %s', (kind, topic, category) => {
    expect(kindTopic[kind]).toBe(topic);
    expect(kindCategory[kind]).toBe(category);
  });

  it('defaults: a new post in-app, not by e-mail; a role change both', () => {
    expect(wants({}, 'newPost', 'App')).toBe(true);
    expect(wants({}, 'newPost', 'Email')).toBe(false);
    expect(wants({}, 'roleChange', 'App')).toBe(true);
    expect(wants({}, 'roleChange', 'Email')).toBe(true);
  });
});
