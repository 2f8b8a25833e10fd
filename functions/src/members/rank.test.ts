import { describe, expect, it } from 'vitest';
import type { Actor, PermissionScope } from '@hearth/shared/rules/permissions';
import { canModerateIn, rankOf, targetRefusal } from './rank.ts';

const members = { id: 'members', permissions: { view: true, post: true } };
const person = (id: string, extra: Partial<Actor> = {}, perms: Record<string, boolean> = {}): Actor => ({
  memberId: id,
  roles: Object.keys(perms).length ? [members, { id: `r-${id}`, permissions: perms }] : [members],
  accessLevel: 0,
  owner: false,
  ban: null,
  ...extra,
});
const owner = person('owner', { owner: true, accessLevel: 100 });
const admin = person('admin', {}, { admin: true });
const moderator = person('mod', {}, { moderator: true });
const otherModerator = person('mod2', {}, { moderator: true });
const member = person('member');

describe('who may moderate whom', () => {
  it('ranks owner > admin > moderator > member', () => {
    expect([owner, admin, moderator, member].map(rankOf)).toEqual([100, 90, 50, 0]);
  });

  it.each([
    ['owner', owner, admin, null],
    ['owner', owner, member, null],
    ['admin', admin, moderator, null],
    ['admin', admin, owner, 'MODERATION_TARGET_PROTECTED'],
    ['admin', admin, person('admin2', {}, { admin: true }), 'MODERATION_TARGET_PROTECTED'],
    ['moderator', moderator, member, null],
    ['moderator', moderator, admin, 'MODERATION_TARGET_PROTECTED'],
    ['moderator', moderator, owner, 'MODERATION_TARGET_PROTECTED'],
    ['moderator', moderator, otherModerator, 'MODERATION_TARGET_PROTECTED'],
    ['moderator', moderator, moderator, 'MODERATION_SELF'],
  ] as const)('%s on %o → %s', (_name, actor, target, refusal) => {
    expect(targetRefusal(actor, target)).toBe(refusal);
  });

  it("holds a moderator to the subforums where their role's moderator permission is not turned off", () => {
    const scope = (off: boolean): PermissionScope => ({
      communityWide: {},
      subforum: {
        enabled: true,
        private: false,
        navigation: true,
        roleOverrides: off ? { 'r-mod': { moderator: false } } : {},
      },
    });
    expect(canModerateIn(moderator, scope(false))).toBe(true);
    expect(canModerateIn(moderator, scope(true))).toBe(false);
    expect(canModerateIn(admin, scope(true))).toBe(true);
    expect(canModerateIn(member, scope(false))).toBe(false);
  });
});
