// msw handlers and data for the roles screens (role definitions, members and their roles, editors).
import { listedPermissions } from '@hearth/shared/rules/permissions';
import type { RoleView, RolesList } from '@hearth/shared/schemas/roles';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './msw-server.ts';

export function roleView(id: string, name: string, granted: string[], usersCount = 0): RoleView {
  return {
    id,
    name,
    color: '#1971c2',
    permissions: listedPermissions().map((p) => ({ ...p, value: granted.includes(p.name) })),
    usersCount,
    isAdminRole: granted.includes('admin'),
    isModerRole: granted.includes('moderator'),
    isDefault: ['admins', 'moderators', 'members'].includes(id),
  };
}

export const defaultRoleViews = (): RoleView[] => [
  roleView('admins', 'Admins', ['admin', 'moderator', 'post'], 1),
  roleView('moderators', 'Moderators', ['moderator', 'post'], 2),
  roleView('members', 'Members', ['post', 'comment'], 12),
];

export function rolesList(roles: RoleView[], max: number): RolesList {
  const used = roles.filter((r) => !r.isDefault).length;
  return { roles, limit: { max, used, remaining: Math.max(0, max - used) } };
}

/** GET a roles list (owner app by community id, or the community site's) answering each list in turn. */
export function serveRoles(path: string, ...lists: RolesList[]) {
  let calls = 0;
  server.use(
    http.get(path, () => {
      const list = lists[Math.min(calls, lists.length - 1)]!;
      calls += 1;
      return HttpResponse.json(list);
    }),
  );
  return { calls: () => calls };
}

/** A write endpoint (any method) that records its bodies and answers with `body` (and `status`). */
export function serveWrite(method: 'post' | 'put' | 'delete', path: string, body: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.json().catch(() => undefined));
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}
