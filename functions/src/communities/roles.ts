// The community's role definitions as items (owner-dashboard §3, §5, §6; member-forum §2.10): read and written for
// the members domain, which decides who may change them (members/role-definitions.ts) and who holds them.
import type { TransactItem } from '../platform/db/transact.ts';
import * as store from './store/roles.ts';

export type { RoleItem } from './store/roles.ts';

/** A role read fresh and consistent (assigning it, editing it, deleting it). */
export const getRole = (communityId: string, roleId: string) => store.getRole(communityId, roleId);

/** A role as another domain needs it to assign it. */
export const roleForAssignment = getRole;

/** Every role of the community, in rank order. */
export const listRoles = (communityId: string) => store.listRoles(communityId);

/** Adds a custom role unless the community already holds `max` of them. */
export const putNewRole = (role: store.RoleItem, max: number) => store.putNewRole(role, max);

/** Changes a role's name, colour and permissions; null when it is gone. */
export const updateRole = (communityId: string, roleId: string, change: Parameters<typeof store.updateRole>[2]) =>
  store.updateRole(communityId, roleId, change);

/** Deletes a role with the events that follow it, in one transaction; false when it was gone. */
export const deleteRoleRecord = (communityId: string, roleId: string, events: TransactItem[]) =>
  store.deleteRoleRecord(communityId, roleId, events);
