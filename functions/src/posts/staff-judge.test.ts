// The one judgement of staff acting on someone's content, table-driven: editing and deleting meet the same refusal
// for every actor, author and subforum (the subforum's moderator switch included), and a member who is not staff
// may only edit their own.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Forum } from '../members/gate.ts';
import type { MemberItem } from '../members/model.ts';

const members = new Map<string, Partial<MemberItem>>();
vi.mock('../members/service.ts', () => ({
  getMember: async (_cid: string, memberId: string) => members.get(memberId) ?? null,
}));
vi.mock('../communities/staff.ts', () => ({
  getStaffRecord: async (_cid: string, memberId: string) =>
    memberId === 'owner' ? { communityId: 'cm', memberId, accessLevel: 100, role: 'owner', createdAt: '' } : null,
}));

const { contentRefusal } = await import('./staff-judge.ts');
const { assertMayEditOthers } = await import('./staff-edits.ts');

const roles = [
  { id: 'members', permissions: { view: true, post: true } },
  { id: 'moderators', permissions: { view: true, moderator: true }, isModerRole: true },
  { id: 'admins', permissions: { view: true, admin: true }, isAdminRole: true },
];
const subforum = (id: string, permissions: Record<string, Record<string, boolean>>) => ({
  id,
  enabled: true,
  private: false,
  navigation: true,
  permissions,
});

function forumOf(viewerId: string, roleIds: string[]): Forum {
  const held = roles.filter((r) => roleIds.includes(r.id));
  return {
    config: {
      community: { communityId: 'cm' },
      roles,
      subforums: [subforum('open', {}), subforum('closed-to-moderators', { moderators: { moderator: false } })],
      platformPermissions: {},
    },
    actor: null,
    viewer: { memberId: viewerId, roles: [roles[0]!, ...held], accessLevel: 0, owner: false, ban: null },
    membersRole: roles[0]!,
    homeScope: { communityWide: {}, subforum: null },
    member: null,
  } as unknown as Forum;
}

const person = (memberId: string, roleIds: string[] = []) =>
  members.set(memberId, { memberId, kind: 'member', roleIds } as Partial<MemberItem>);

beforeEach(() => {
  members.clear();
  person('ann');
  person('mo', ['moderators']);
  person('mo2', ['moderators']);
  person('ad', ['admins']);
});

const editRefusal = async (forum: Forum, content: { authorId: string; subforumId: string | null }) => {
  try {
    await assertMayEditOthers(forum, content);
    return null;
  } catch (error) {
    return (error as { reason?: string }).reason ?? 'thrown';
  }
};

describe("staff on someone else's content: edit and delete judged alike", () => {
  it.each([
    ['a moderator', 'mo', ['moderators'], 'ann', null, null],
    ['a moderator', 'mo', ['moderators'], 'ann', 'open', null],
    ['a moderator', 'mo', ['moderators'], 'ann', 'closed-to-moderators', 'STAFF_ONLY'],
    ['a moderator', 'mo', ['moderators'], 'mo2', null, 'MODERATION_TARGET_PROTECTED'],
    ['a moderator', 'mo', ['moderators'], 'ad', null, 'MODERATION_TARGET_PROTECTED'],
    ['a moderator', 'mo', ['moderators'], 'owner', null, 'MODERATION_TARGET_PROTECTED'],
    ['an admin', 'ad', ['admins'], 'mo', 'closed-to-moderators', null],
    ['an admin', 'ad', ['admins'], 'owner', null, 'MODERATION_TARGET_PROTECTED'],
    ['a moderator', 'mo', ['moderators'], 'gone', null, null],
  ] as const)('%s (%s) on content by %s in %s → %s', async (_who, viewerId, roleIds, authorId, subforumId, refusal) => {
    const forum = forumOf(viewerId, [...roleIds]);
    const content = { authorId, subforumId };
    expect(await contentRefusal(forum, content)).toBe(refusal);
    expect(await editRefusal(forum, content)).toBe(refusal);
  });

  it('refuses a member who is not staff as not the author', async () => {
    expect(await editRefusal(forumOf('ann', []), { authorId: 'mo', subforumId: null })).toBe('NOT_AUTHOR');
  });
});
