// Roles and editors over HTTP (owner-dashboard §3-§8; member-forum §2.10): every endpoint for the owner, an editor, a
// moderator, a member, a guest and another community's owner; bad input (a 16-character name, a colour that is not
// one); the plan's custom-role cap, and a downgrade that keeps the roles over the new cap; owner-only actions refused to editors with nothing changed; editors made by an
// accepted invitation (its rules: editor-invitations.test.ts); assigning to many members at once; deleting a role
// with members moves them all to Members in the background.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as messages from '@hearth/shared/messages';
import { planById } from '@hearth/shared/constants/plans';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { signedInAccount } from './auth-flows.ts';
import { drainEvents, newBrowser, on, table, uniqueEmail } from './context.ts';
import { editorInvitationTokenFor, makeEditor } from './editor-flows.ts';

type Browser = ReturnType<typeof newBrowser>;

interface RoleView {
  id: string;
  name: string;
  color: string;
  usersCount: number;
  isDefault: boolean;
  permissions: Array<{ name: string; value: boolean; level: number }>;
}
interface RolesList {
  roles: RoleView[];
  limit: { max: number; used: number; remaining: number };
}
interface Session {
  user: { memberId: string; email: string };
}

let counter = 0;
const freshSubdomain = () => `roles-${Date.now().toString(36)}-${++counter}`;

async function ownerWithCommunity(planId: string | null) {
  const account = await signedInAccount('app.localhost', 'owner');
  const owner = account.browser;
  if (planId) {
    const plan = await owner('/api/v1/onboarding/plan', { method: 'PUT', body: { planId, interval: 'month' } });
    expect(plan.status, plan.text).toBe(200);
  }
  const subdomain = freshSubdomain();
  const created = await owner<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Roles Hub',
      communitySubdomain: subdomain,
      organizationName: 'Roles Guild',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Try roles.',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { owner, email: account.email, communityId: created.json.communityId, host: `${subdomain}.localhost` };
}

async function memberOf(host: string) {
  const account = await signedInAccount(host, 'member');
  const session = await account.browser<Session>('/api/v1/auth/session');
  return { browser: account.browser, memberId: session.json.user.memberId };
}

const roleBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  color: '#1971c2',
  permissionIds: ['post', 'comment'],
  ...overrides,
});

async function holdersOf(communityId: string, roleId: string) {
  const out = await table.send(
    new QueryCommand({
      TableName: 'hearth',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.roleHolder(communityId, roleId, '').PK },
    }),
  );
  return out.Items ?? [];
}

async function roleIdsOf(communityId: string, memberId: string) {
  const out = await table.send(new GetCommand({ TableName: 'hearth', Key: keys.member(communityId, memberId) }));
  return (out.Item?.roleIds as string[] | undefined) ?? [];
}

let A: Awaited<ReturnType<typeof ownerWithCommunity>>;
let B: Awaited<ReturnType<typeof ownerWithCommunity>>;
let editor: Browser;
let editorId: string;
let moderator: Awaited<ReturnType<typeof memberOf>>;
let member: Awaited<ReturnType<typeof memberOf>>;
let admin: Awaited<ReturnType<typeof memberOf>>;
const base = () => `/api/v1/communities/${A.communityId}`;

beforeAll(async () => {
  [A, B] = await Promise.all([ownerWithCommunity('professional-plan'), ownerWithCommunity(null)]);
  const editorAccount = await signedInAccount('app.localhost', 'editor');
  editor = editorAccount.browser;
  editorId = (await editor<Session>('/api/v1/auth/session')).json.user.memberId;
  await makeEditor(A.owner, A.communityId, editorAccount);
  [moderator, member, admin] = await Promise.all([memberOf(A.host), memberOf(A.host), memberOf(A.host)]);
  for (const [roleId, who] of [
    ['moderators', moderator],
    ['admins', admin],
  ] as const) {
    const res = await A.owner(`${base()}/role-assignments`, {
      method: 'PUT',
      body: { roleId, memberIds: [who.memberId] },
    });
    expect(res.status, res.text).toBe(200);
  }
}, 120_000);

describe('role definitions (owner app)', () => {
  it('lists the roles with member counts and the plan allowance; only listed permissions', async () => {
    const res = await A.owner<RolesList>(`${base()}/roles`);
    expect(res.status, res.text).toBe(200);
    const byId = new Map(res.json.roles.map((r) => [r.id, r]));
    expect(byId.get('moderators')?.usersCount).toBe(1);
    expect(byId.get('admins')?.usersCount).toBe(1);
    expect(byId.get('members')?.usersCount).toBe(3);
    expect(res.json.roles.every((r) => r.isDefault)).toBe(true);
    expect(res.json.roles[0]!.permissions.some((p) => p.name === 'view')).toBe(false);
    const max = planById('professional-plan')!.limits.customRoles;
    expect(res.json.limit).toEqual({ max, used: 0, remaining: max });
  });

  it('adds, edits and refuses bad names and colours (owner and editor)', async () => {
    const added = await A.owner<{ role: RoleView }>(`${base()}/roles`, { body: roleBody('Trail Leads') });
    expect(added.status, added.text).toBe(201);
    expect(added.json.role).toMatchObject({ name: 'Trail Leads', color: '#1971c2', usersCount: 0, isDefault: false });
    const id = added.json.role.id;

    const edited = await editor<{ role: RoleView }>(`${base()}/roles/${id}`, {
      method: 'PUT',
      body: roleBody('Pace Setters', { color: '#ABC', permissionIds: ['moderator'] }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.role.color).toBe('#abc');
    expect(edited.json.role.permissions.find((p) => p.name === 'moderator')?.value).toBe(true);
    expect(edited.json.role.permissions.find((p) => p.name === 'post')?.value).toBe(false);

    for (const [body, field, message] of [
      [roleBody('x'.repeat(16)), 'name', messages.roleNameLength],
      [roleBody('ab'), 'name', messages.roleNameLength],
      [roleBody('Crew', { color: 'not-a-colour' }), 'color', messages.roleColorInvalid],
      [roleBody('Crew', { color: '' }), 'color', messages.roleColorRequired],
      [roleBody('Crew', { permissionIds: ['view'] }), 'permissionIds.0', undefined],
    ] as const) {
      const res = await A.owner(`${base()}/roles`, { body });
      expect(res.status, res.text).toBe(400);
      if (message) expect(res.json).toMatchObject({ fields: { [field]: message } });
      else expect(res.json).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    const dup = await A.owner(`${base()}/roles`, { body: roleBody('pace setters') });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ reason: 'ROLE_NAME_TAKEN' });
    const list = await A.owner<RolesList>(`${base()}/roles`);
    expect(list.json.roles.filter((r) => !r.isDefault).map((r) => r.name)).toEqual(['Pace Setters']);
  });

  it('caps custom roles by plan: none without a plan (Add refused with the limit message)', async () => {
    const list = await B.owner<RolesList>(`/api/v1/communities/${B.communityId}/roles`);
    expect(list.json.limit).toEqual({ max: 0, used: 0, remaining: 0 });
    const res = await B.owner(`/api/v1/communities/${B.communityId}/roles`, { body: roleBody('Crew') });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ reason: 'ROLE_LIMIT_REACHED', message: messages.roleLimitReached });
  });

  it('after a downgrade keeps the custom roles over the new cap (listed, edited, deleted) and refuses new ones', async () => {
    const C = await ownerWithCommunity('professional-plan');
    const roles = `/api/v1/communities/${C.communityId}/roles`;
    const essentialCap = planById('essential-plan')!.limits.customRoles;
    const ids: string[] = [];
    for (let i = 0; i < essentialCap + 1; i++) {
      const added = await C.owner<{ role: RoleView }>(roles, { body: roleBody(`Crew ${i}`) });
      expect(added.status, added.text).toBe(201);
      ids.push(added.json.role.id);
    }
    // The plan the billing webhook mirrors onto the community item when the owner moves to Essential.
    await table.send(
      new UpdateCommand({
        TableName: 'hearth',
        Key: keys.community(C.communityId),
        UpdateExpression: 'SET planChoice = :plan',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':plan': { planId: 'essential-plan', interval: 'month' } },
      }),
    );

    const list = await C.owner<RolesList>(roles);
    expect(list.json.roles.filter((r) => !r.isDefault).map((r) => r.id)).toEqual(ids);
    expect(list.json.limit).toEqual({ max: essentialCap, used: essentialCap + 1, remaining: 0 });
    const refused = await C.owner(roles, { body: roleBody('One More') });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ reason: 'ROLE_LIMIT_REACHED', message: messages.roleLimitReached });

    const edited = await C.owner<{ role: RoleView }>(`${roles}/${ids[0]}`, {
      method: 'PUT',
      body: roleBody('Crew Leads'),
    });
    expect(edited.status, edited.text).toBe(200);
    const remove = (id: string) =>
      C.owner(`${roles}/${id}`, { method: 'DELETE', body: { keyPhrase: messages.roleDeletePhrase } });
    expect((await remove(ids[1]!)).status).toBe(200);
    // At the cap now: still no new role.
    expect((await C.owner(roles, { body: roleBody('One More') })).status).toBe(409);
    expect((await remove(ids[2]!)).status).toBe(200);
    const added = await C.owner<{ role: RoleView }>(roles, { body: roleBody('One More') });
    expect(added.status, added.text).toBe(201);
    const after = await C.owner<RolesList>(roles);
    expect(after.json.roles.filter((r) => !r.isDefault).map((r) => r.name)).toContain('Crew Leads');
    expect(after.json.limit).toEqual({ max: essentialCap, used: essentialCap, remaining: 0 });
  });

  it('refuses the default roles a delete, and a wrong key phrase', async () => {
    const wrong = await A.owner(`${base()}/roles/moderators`, {
      method: 'DELETE',
      body: { keyPhrase: 'confirm role deletion' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ fields: { keyPhrase: messages.roleDeletePhraseIncorrect } });
    const missing = await A.owner(`${base()}/roles/moderators`, { method: 'DELETE', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ fields: { keyPhrase: messages.roleDeletePhraseRequired } });
    const defaultRole = await A.owner(`${base()}/roles/moderators`, {
      method: 'DELETE',
      body: { keyPhrase: messages.roleDeletePhrase },
    });
    expect(defaultRole.status).toBe(409);
    expect(defaultRole.json).toMatchObject({ reason: 'ROLE_DEFAULT_UNDELETABLE' });
  });
});

describe('who may call each endpoint', () => {
  const appCalls = () =>
    [
      ['listRoles', `${base()}/roles`, {}],
      ['addRole', `${base()}/roles`, { body: roleBody('Nope Role') }],
      ['editRole', `${base()}/roles/members`, { method: 'PUT', body: roleBody('Everyone', { color: '#000' }) }],
      ['deleteRole', `${base()}/roles/admins`, { method: 'DELETE', body: { keyPhrase: messages.roleDeletePhrase } }],
      ['listEditors', `${base()}/editors`, {}],
      ['assignEditor', `${base()}/editors`, { body: { email: uniqueEmail('nobody') } }],
      ['removeEditor', `${base()}/editors/${editorId}`, { method: 'DELETE' }],
      ['listRoleMembers', `${base()}/role-members`, {}],
      [
        'assignRole',
        `${base()}/role-assignments`,
        { method: 'PUT', body: { roleId: 'admins', memberIds: [member.memberId] } },
      ],
    ] as const;

  it('answers a guest 401 and another community’s owner 404 on every owner-app endpoint, changing nothing', async () => {
    const guest = newBrowser('app.localhost');
    for (const [name, path, options] of appCalls()) {
      expect((await guest(path, options)).status, name).toBe(401);
      const stranger = await B.owner(path, options);
      expect(stranger.status, name).toBe(404);
      expect(stranger.json, name).toMatchObject({ reason: 'NOT_STAFF' });
    }
    expect(await roleIdsOf(A.communityId, member.memberId)).toEqual([]);
    const roles = await A.owner<RolesList>(`${base()}/roles`);
    expect(roles.json.roles.map((r) => r.id)).toContain('admins');
    expect(roles.json.roles.find((r) => r.id === 'members')?.name).toBe('Members');
  });

  it('does not serve owner-app endpoints on a community host (moderator, member)', async () => {
    for (const who of [moderator, member]) {
      for (const [name, path, options] of appCalls()) {
        const res = await who.browser(path, options);
        expect(res.status, name).toBeGreaterThanOrEqual(400);
        expect(res.status, name).toBeLessThan(500);
      }
    }
    expect(await roleIdsOf(A.communityId, member.memberId)).toEqual([]);
  });

  it('refuses an editor the owner-only endpoints with 403 and changes nothing', async () => {
    const other = await signedInAccount('app.localhost', 'second-editor');
    const assign = await editor(`${base()}/editors`, { body: { email: other.email } });
    expect(assign.status).toBe(403);
    expect(assign.json).toMatchObject({ reason: 'OWNER_ONLY_EDITORS' });
    const removeSelf = await editor(`${base()}/editors/${editorId}`, { method: 'DELETE' });
    expect(removeSelf.status).toBe(403);
    const publish = await editor(`${base()}/published`, { method: 'PUT', body: { isLive: false } });
    expect(publish.status).toBe(403);
    const editors = await A.owner<{ editors: Array<{ memberId: string; email: string }> }>(`${base()}/editors`);
    expect(editors.json.editors.map((e) => e.memberId)).toEqual([editorId]);
    const mine = await A.owner<{ items: Array<{ communityId: string; isLive: boolean }> }>('/api/v1/communities');
    expect(mine.json.items.find((c) => c.communityId === A.communityId)?.isLive).toBe(true);
  });

  it('lets the owner make an editor by an accepted e-mail invitation, never themselves, and remove them', async () => {
    const other = await signedInAccount('app.localhost', 'third-editor');
    const self = await A.owner(`${base()}/editors`, { body: { email: A.email } });
    expect(self.json).toMatchObject({ reason: 'EDITOR_IS_OWNER' });
    const invited = await A.owner<{ editors: unknown[]; invitations: Array<{ email: string; status: string }> }>(
      `${base()}/editors`,
      { body: { email: other.email.toUpperCase() } },
    );
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json.invitations).toContainEqual(expect.objectContaining({ email: other.email, status: 'pending' }));
    const token = await editorInvitationTokenFor(other.email);
    const accepted = await other.browser('/api/v1/editor-invitations/accept', { body: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    const added = await A.owner<{ editors: Array<{ email: string; memberId: string }>; invitations: unknown[] }>(
      `${base()}/editors`,
    );
    const entry = added.json.editors.find((e) => e.email === other.email);
    expect(entry).toBeDefined();
    expect(added.json.invitations).toEqual([]);
    const again = await A.owner(`${base()}/editors`, { body: { email: other.email } });
    expect(again.json).toMatchObject({ reason: 'EDITOR_ALREADY' });
    const otherCommunities = await other.browser<{ items: Array<{ communityId: string; role: string }> }>(
      '/api/v1/communities',
    );
    expect(otherCommunities.json.items).toContainEqual(
      expect.objectContaining({ communityId: A.communityId, role: 'editor' }),
    );
    const ownerId = (await A.owner<Session>('/api/v1/auth/session')).json.user.memberId;
    const removeOwner = await A.owner(`${base()}/editors/${ownerId}`, { method: 'DELETE' });
    expect(removeOwner.json).toMatchObject({ reason: 'OWNER_UNCHANGEABLE' });
    const removed = await A.owner<{ editors: Array<{ memberId: string }> }>(`${base()}/editors/${entry!.memberId}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.json.editors.map((e) => e.memberId)).toEqual([editorId]);
    expect((await other.browser<{ items: unknown[] }>('/api/v1/communities')).json.items).toEqual([]);
  });

  it('serves the community Roles page to admins and moderators; only admins change roles below admin', async () => {
    const guest = newBrowser(A.host);
    expect((await guest('/api/v1/roles')).status).toBe(401);
    expect((await guest('/api/v1/role-members')).status).toBe(401);
    expect(
      (await guest('/api/v1/role-assignments', { method: 'PUT', body: { roleId: 'moderators', memberIds: ['x'] } }))
        .status,
    ).toBe(401);

    for (const who of [moderator, admin]) {
      const roles = await who.browser<RolesList>('/api/v1/roles');
      expect(roles.status, roles.text).toBe(200);
      const people = await who.browser<{ items: Array<{ memberId: string }> }>('/api/v1/role-members');
      expect(people.status).toBe(200);
      expect(people.json.items.map((p) => p.memberId)).toContain(member.memberId);
    }
    for (const path of ['/api/v1/roles', '/api/v1/role-members']) {
      const res = await member.browser(path);
      expect(res.status).toBe(403);
    }

    const assignAs = (who: Browser, roleId: string, memberIds: string[], remove = false) =>
      who<{ results: Array<{ memberId: string; outcome: string }> }>('/api/v1/role-assignments', {
        method: 'PUT',
        body: { roleId, memberIds, remove },
      });
    const byMember = await assignAs(member.browser, 'moderators', [member.memberId]);
    expect(byMember.status).toBe(403);
    expect(byMember.json).toMatchObject({ reason: 'ROLES_ADMIN_ONLY' });
    const byModerator = await assignAs(moderator.browser, 'moderators', [member.memberId]);
    expect(byModerator.status).toBe(403);
    expect(byModerator.json).toMatchObject({
      reason: 'ROLES_MODERATOR_READ_ONLY',
      message: messages.rolesModeratorReadOnly,
    });
    const adminGivesAdmin = await assignAs(admin.browser, 'admins', [member.memberId]);
    expect(adminGivesAdmin.status).toBe(403);
    expect(adminGivesAdmin.json).toMatchObject({ reason: 'ROLE_ABOVE_ACTOR' });
    const adminDemotesAdmin = await assignAs(admin.browser, 'moderators', [admin.memberId, member.memberId]);
    expect(adminDemotesAdmin.json).toMatchObject({ reason: 'ROLE_ABOVE_ACTOR' });
    expect(await roleIdsOf(A.communityId, member.memberId)).toEqual([]);

    const given = await assignAs(admin.browser, 'moderators', [member.memberId, 'no-such-member']);
    expect(given.status, given.text).toBe(200);
    expect(given.json.results).toEqual([
      { memberId: member.memberId, outcome: 'assigned' },
      { memberId: 'no-such-member', outcome: 'not-found' },
    ]);
    expect(await roleIdsOf(A.communityId, member.memberId)).toEqual(['moderators']);
    const twice = await assignAs(admin.browser, 'moderators', [member.memberId]);
    expect(twice.json.results).toEqual([{ memberId: member.memberId, outcome: 'unchanged' }]);
    const filtered = await admin.browser<{ items: Array<{ memberId: string }> }>(
      '/api/v1/role-members?roleId=moderators',
    );
    expect(filtered.json.items.map((i) => i.memberId).sort()).toEqual([member.memberId, moderator.memberId].sort());
    const taken = await assignAs(admin.browser, 'moderators', [member.memberId], true);
    expect(taken.json.results).toEqual([{ memberId: member.memberId, outcome: 'removed' }]);
    expect(await roleIdsOf(A.communityId, member.memberId)).toEqual([]);
    expect(await holdersOf(A.communityId, 'moderators')).toHaveLength(1);
    const members = await assignAs(admin.browser, 'members', [member.memberId]);
    expect(members.json).toMatchObject({ reason: 'ROLE_MEMBERS_IMPLICIT' });

    // The owner-app owner acting on the community host through the staff record.
    const ownerOnSite = on(A.host);
    const cookies = [...A.owner.jar].map(([k, v]) => `${k}=${v}`);
    const ownerList = await ownerOnSite<RolesList>('/api/v1/roles', { cookies });
    expect(ownerList.status, ownerList.text).toBe(200);
  });
});

describe('deleting a role with members', () => {
  it('answers at once and moves every member to Members in the background; none lost', async () => {
    const added = await A.owner<{ role: RoleView }>(`${base()}/roles`, { body: roleBody('Doomed') });
    expect(added.status, added.text).toBe(201);
    const roleId = added.json.role.id;
    const people = [moderator, member, admin];
    const given = await A.owner<{ results: Array<{ outcome: string }> }>(`${base()}/role-assignments`, {
      method: 'PUT',
      body: { roleId, memberIds: people.map((p) => p.memberId) },
    });
    expect(given.json.results.map((r) => r.outcome)).toEqual(['assigned', 'assigned', 'assigned']);
    expect((await A.owner<RolesList>(`${base()}/roles`)).json.roles.find((r) => r.id === roleId)?.usersCount).toBe(3);

    const deleted = await A.owner<{ membersToMove: number }>(`${base()}/roles/${roleId}`, {
      method: 'DELETE',
      body: { keyPhrase: messages.roleDeletePhrase },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toMatchObject({ id: roleId, deleted: true, membersToMove: 3 });
    const list = await A.owner<RolesList>(`${base()}/roles`);
    expect(list.json.roles.map((r) => r.id)).not.toContain(roleId);
    const late = await A.owner(`${base()}/role-assignments`, {
      method: 'PUT',
      body: { roleId, memberIds: [member.memberId] },
    });
    expect(late.json).toMatchObject({ reason: 'ROLE_UNKNOWN' });

    await drainEvents();
    expect(await holdersOf(A.communityId, roleId)).toEqual([]);
    for (const person of people) expect(await roleIdsOf(A.communityId, person.memberId)).not.toContain(roleId);
    // Their other roles stay.
    expect(await roleIdsOf(A.communityId, moderator.memberId)).toEqual(['moderators']);
    expect(await roleIdsOf(A.communityId, admin.memberId)).toEqual(['admins']);
  });
});
