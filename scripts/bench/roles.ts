// Roles at scale, on a running local platform with the demo seed: 10,000 members written straight to the
// table, a custom role added through the API; then
// - one request giving the role to 1,000 members (answer time, one result per member);
// - the rest of the 10,000 given it (nine more such requests);
// - deleting the role: the answer's time, and the time until every holder is back to Members (the background
//   move through the event backbone), with members lost (still naming the role) counted.
import { ulid } from 'ulid';
import { browser, hostClient } from '../../test/support/http.ts';
import { memberItems, writeAll } from './seed.ts';

const COMMUNITY = 'cm-demo';
const MEMBERS = 10_000;
const PER_REQUEST = 1_000;

export interface RolesBench {
  assign1000Ms: number;
  assign1000Results: number;
  assignAllSeconds: number;
  deleteAnswerMs: number;
  deleteMovedSeconds: number;
  membersMoved: number;
  membersStillHolding: number;
}

async function seedMembers(count: number): Promise<string[]> {
  const run = ulid().toLowerCase();
  const ids = Array.from({ length: count }, (_, i) => `mb-bench-${run}-${i}`);
  await writeAll(
    await memberItems(COMMUNITY, ids, (i) => ({ firstName: 'Bench', lastName: String(i).padStart(5, '0') })),
  );
  return ids;
}

/** How many members hold the role, as the roles page counts them (members' countRoleHolders). */
async function holders(roleId: string): Promise<number> {
  const { countRoleHolders } = await import('@hearth/functions/members/roles');
  return countRoleHolders(COMMUNITY, roleId);
}

/** Members (of the given ids) whose item still names the role. */
async function stillHolding(ids: string[], roleId: string): Promise<number> {
  const { getMembers } = await import('@hearth/functions/members/service');
  const members = await getMembers(COMMUNITY, ids);
  return members.filter((m) => (m.roleIds ?? []).includes(roleId)).length + (ids.length - members.length);
}

export async function benchRoles(port: number): Promise<RolesBench> {
  const ids = await seedMembers(MEMBERS);
  const owner = browser(port, 'app.localhost');
  const signIn = await owner('/api/v1/auth/sign-in', {
    body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  const base = `/api/v1/communities/${COMMUNITY}`;
  const added = await owner<{ role: { id: string } }>(`${base}/roles`, {
    body: { name: `Bench ${ulid().slice(-6)}`, color: '#1971c2', permissionIds: ['post'] },
  });
  if (added.status !== 201) throw new Error(`add role failed: ${added.status} ${added.text}`);
  const roleId = added.json.role.id;
  const assign = (memberIds: string[]) =>
    owner<{ results: Array<{ outcome: string }> }>(`${base}/role-assignments`, {
      method: 'PUT',
      body: { roleId, memberIds },
    });

  let t = performance.now();
  const first = await assign(ids.slice(0, PER_REQUEST));
  const assign1000Ms = performance.now() - t;
  if (first.status !== 200) throw new Error(`assign failed: ${first.status} ${first.text}`);
  const assigned = first.json.results.filter((r) => r.outcome === 'assigned').length;

  t = performance.now();
  for (let i = PER_REQUEST; i < ids.length; i += PER_REQUEST) {
    const res = await assign(ids.slice(i, i + PER_REQUEST));
    if (res.status !== 200) throw new Error(`assign failed: ${res.status} ${res.text}`);
  }
  const assignAllSeconds = (performance.now() - t) / 1000 + assign1000Ms / 1000;
  const before = await holders(roleId);

  t = performance.now();
  const deleted = await owner(`${base}/roles/${roleId}`, {
    method: 'DELETE',
    body: { keyPhrase: 'Confirm role deletion' },
  });
  const deleteAnswerMs = performance.now() - t;
  if (deleted.status !== 200) throw new Error(`delete failed: ${deleted.status} ${deleted.text}`);
  const drain = hostClient(port, 'app.localhost');
  // Drain until the chain of pages has moved every holder (each drain waits for what is committed by then).
  for (let round = 0; round < 200 && (await holders(roleId)) > 0; round++) {
    await drain('/_dev/events/drain', { method: 'POST', body: {} });
  }
  const deleteMovedSeconds = (performance.now() - t) / 1000;
  return {
    assign1000Ms,
    assign1000Results: first.json.results.length === PER_REQUEST ? assigned : -1,
    assignAllSeconds,
    deleteAnswerMs,
    deleteMovedSeconds,
    membersMoved: before - (await holders(roleId)),
    membersStillHolding: await stillHolding(ids, roleId),
  };
}
