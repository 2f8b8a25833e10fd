// What the benches do to the platform they run on besides measuring: items written straight to its table (members
// of the demo community as the sign-up stores them), and waiting until every event committed so far is delivered.
import { hostClient } from '../../test/support/http.ts';
import { putAll } from '../local/batch-write.ts';

type Item = Record<string, unknown>;

/** Puts every item, 25 a BatchWriteItem, from `writers` at once, until nothing is left unprocessed. */
export async function writeAll(items: Item[], writers = 8) {
  const { db, tableName } = await import('@hearth/functions/platform/db/client');
  const { client } = await db();
  await putAll(client, tableName(), items, writers);
}

/**
 * Active members of a community as the sign-up writes them (with their name index entry), named by `nameOf`; `extra`
 * adds or overrides attributes of the i-th (a ban, XP, a supporter mark).
 */
export async function memberItems(
  communityId: string,
  ids: string[],
  nameOf: (i: number) => { firstName: string; lastName: string },
  extra: (i: number) => Item = () => ({}),
): Promise<Item[]> {
  const { keys } = await import('@hearth/functions/platform/db/keys');
  const createdAt = new Date().toISOString();
  return ids.map((memberId, i) => {
    const { firstName, lastName } = nameOf(i);
    return {
      ...keys.member(communityId, memberId),
      ...keys.memberName(communityId, `${firstName} ${lastName}`.toLowerCase(), memberId),
      communityId,
      memberId,
      email: `${memberId}@bench.example`,
      firstName,
      lastName,
      kind: 'member',
      state: 'active',
      needsApproval: false,
      welcomePending: false,
      createdAt,
      ...extra(i),
    };
  });
}

/** Waits until every event committed so far has reached its consumers (the platform's `/_dev/events/drain`). */
export async function drain(port: number) {
  const res = await hostClient(port, 'app.localhost')('/_dev/events/drain', { method: 'POST', body: {} });
  if (res.status !== 200) throw new Error(`drain answered ${res.status}: ${res.text}`);
}
