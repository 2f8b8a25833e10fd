// The consumer that moves a deleted role's members to Members (owner-dashboard §6): `role.deleted` starts it and
// each delivery moves one page of holders; while holders remain, it commits `role.members-moving` with its applied
// mark, so the next page is its own event (bounded work per delivery, nothing lost on a crash: a page done twice
// changes nothing, and the chain continues from whatever holders are left).
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { EventConsumer } from '../../platform/events/consumer.ts';
import { outboxItem } from '../../platform/events/port.ts';
import { moveRoleHoldersPage } from '../roles.ts';

/** Holders moved per delivery: a few seconds of writes at most, well inside the consumer's time. */
export const ROLE_REMOVAL_PAGE = 2_000;

export const roleRemoval: EventConsumer = {
  name: 'members.role-removal',
  domain: 'members',
  types: ['role.deleted', 'role.members-moving'],
  async apply(event: DomainEvent) {
    const { roleId } = event.detail as { roleId: string };
    const { more } = await moveRoleHoldersPage(event.communityId, roleId, ROLE_REMOVAL_PAGE);
    return more ? [outboxItem('role.members-moving', event.communityId, { roleId })] : [];
  },
};
