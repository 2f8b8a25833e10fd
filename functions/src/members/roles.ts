// Members' roles besides Members (member-forum §2.10, §6): giving a role to many members at once, taking it away,
// listing members by name and role, and moving a deleted role's members back to Members in the background. The
// member item's `roleIds` and the role's holder items change together, in one transaction per group of members.
import type { AssignRoleResponse, RoleMember } from '@hearth/shared/schemas/roles';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import type { MemberItem } from './model.ts';
import { getMembers } from './store/member.ts';
import { memberNamePartition, queryMembersByName } from './store/names.ts';
import * as roleStore from './store/roles.ts';

/** Members per transaction: three items each (the member, the holder item, the role-changed event), within 100. */
const MEMBERS_PER_TRANSACTION = 33;
/** Transactions in flight at once for one request. */
const PARALLEL_TRANSACTIONS = 4;

type Outcome = AssignRoleResponse['results'][number]['outcome'];

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Thrown when the role was deleted while it was being given (what was written is taken back first). */
export class RoleGone extends Error {
  override name = 'RoleGone';
}

interface Change {
  memberId: string;
  writes: TransactItem[];
}

/**
 * Writes each member's change, MEMBERS_PER_TRANSACTION members per transaction, PARALLEL_TRANSACTIONS at once (the
 * groups share no item, so they never conflict); a group whose condition fails because one member changed meanwhile
 * is retried one member at a time. Answers the members whose change was written.
 */
async function writeChanges(changes: Change[]): Promise<Set<string>> {
  const written = new Set<string>();
  const one = async (change: Change) => {
    try {
      await transactWrite(change.writes);
      written.add(change.memberId);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
  };
  await inParallel(chunksOf(changes, MEMBERS_PER_TRANSACTION), PARALLEL_TRANSACTIONS, async (group) => {
    try {
      await transactWrite(
        group.flatMap((c) => c.writes),
        { maxAttempts: 12 },
      );
      for (const change of group) written.add(change.memberId);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      for (const change of group) await one(change);
    }
  });
  return written;
}

/**
 * Gives (or with `remove`, takes) a role to the members; `stillExists` reads the role afresh after the writes. `check` sees every existing member first and throws to refuse the whole request before anything changes.
 * Each member's change commits `member.role-changed` with it (their notification).
 * One result per requested member, in the request's order.
 */
export async function setRole(
  communityId: string,
  role: { id: string; name: string },
  memberIds: readonly string[],
  remove: boolean,
  stillExists: () => Promise<boolean>,
  check: (members: MemberItem[]) => void = () => {},
): Promise<AssignRoleResponse['results']> {
  const roleId = role.id;
  const changed = (memberId: string, change: 'assigned' | 'removed') =>
    outboxItem('member.role-changed', communityId, { memberId, roleId, roleName: role.name, change });
  const members = await getMembers(communityId, memberIds);
  check(members);
  const byId = new Map(members.map((m) => [m.memberId, m]));
  const changes: Change[] = [];
  for (const member of members) {
    const index = (member.roleIds ?? []).indexOf(roleId);
    if (!remove && index < 0) {
      changes.push({
        memberId: member.memberId,
        writes: [
          ...roleStore.assignRoleWrites(communityId, member.memberId, roleId),
          changed(member.memberId, 'assigned'),
        ],
      });
    } else if (remove && index >= 0) {
      changes.push({
        memberId: member.memberId,
        writes: [
          ...roleStore.removeRoleWrites(communityId, member.memberId, roleId, index),
          changed(member.memberId, 'removed'),
        ],
      });
    }
  }
  const written = await writeChanges(changes);
  // The role may have been deleted while these were written. Deleted before this read: the holders just written are
  // taken back here. Deleted after it: the deletion's background move (which starts after the delete) finds them.
  if (!remove && written.size > 0 && !(await stillExists())) {
    await dropRole(communityId, roleId, [...written]);
    throw new RoleGone();
  }
  const outcomeOf = (memberId: string): Outcome => {
    if (!byId.has(memberId)) return 'not-found';
    if (written.has(memberId)) return remove ? 'removed' : 'assigned';
    return 'unchanged';
  };
  return memberIds.map((memberId) => ({ memberId, outcome: outcomeOf(memberId) }));
}

/** How many members hold a role besides Members. */
export const countRoleHolders = (communityId: string, roleId: string) =>
  roleStore.countRoleHolders(communityId, roleId);

const toRoleMember = (member: MemberItem): RoleMember => ({
  memberId: member.memberId,
  fullName: `${member.firstName} ${member.lastName}`.trim(),
  email: member.email,
  roleIds: member.roleIds ?? [],
});

/**
 * Members for the Roles page, in name order or (a role without search) in the role's holder order: a name search
 * reads the name index from the search's prefix (with the role as a filter); a role alone reads its holders.
 */
export async function listRoleMembers(
  communityId: string,
  query: { search?: string | undefined; roleId?: string | undefined; cursor?: string | undefined; limit: number },
  nameKey: (search: string) => string,
) {
  const roleId = query.roleId && query.roleId !== 'members' ? query.roleId : null;
  const search = query.search ? nameKey(query.search) : '';
  if (roleId && !search) {
    const start = decodeCursor(query.cursor, roleStore.roleHolderPartition(communityId, roleId));
    const page = await roleStore.queryRoleHolders(communityId, roleId, query.limit, start);
    const members = await getMembers(communityId, page.memberIds);
    const byId = new Map(members.map((m) => [m.memberId, m]));
    const items = page.memberIds.flatMap((id) => (byId.has(id) ? [toRoleMember(byId.get(id)!)] : []));
    return { items, nextCursor: encodeCursor(page.lastKey) };
  }
  const start = decodeCursor(query.cursor, memberNamePartition(communityId));
  const page = await queryMembersByName(communityId, search, roleId, query.limit, start);
  return { items: page.members.map(toRoleMember), nextCursor: encodeCursor(page.lastKey) };
}

/**
 * Moves one page of a deleted role's holders to Members: the role leaves each member's `roleIds` and the holder
 * item goes (a holder whose member no longer names the role, or is gone, is just removed). Repeating a page changes
 * nothing. Answers how many were moved and whether holders remain.
 */
export async function moveRoleHoldersPage(
  communityId: string,
  roleId: string,
  pageSize: number,
): Promise<{ moved: number; more: boolean }> {
  const page = await roleStore.queryRoleHolders(communityId, roleId, pageSize);
  if (page.memberIds.length === 0) return { moved: 0, more: false };
  const moved = await dropRole(communityId, roleId, page.memberIds);
  // A member whose list changed meanwhile keeps its holder item: the next page reads it again, fresh.
  const after = await roleStore.queryRoleHolders(communityId, roleId, 1);
  return { moved, more: after.memberIds.length > 0 };
}

/** Takes a (deleted) role from these members: out of their `roleIds`, and their holder items gone. */
async function dropRole(communityId: string, roleId: string, memberIds: string[]): Promise<number> {
  const members = await getMembers(communityId, memberIds);
  const byId = new Map(members.map((m) => [m.memberId, m]));
  const changes: Change[] = memberIds.map((memberId) => {
    const index = (byId.get(memberId)?.roleIds ?? []).indexOf(roleId);
    return {
      memberId,
      writes:
        index >= 0
          ? roleStore.removeRoleWrites(communityId, memberId, roleId, index)
          : [roleStore.removeHolderWrite(communityId, roleId, memberId)],
    };
  });
  return (await writeChanges(changes)).size;
}
