// A failed sign-up leaves nothing behind: whichever of the e-mail claim and the pool user fails, the other is undone.
// In process: sign-up's createAccount (auth/sign-up.ts) runs in this process against the platform's table and user
// pool, with an identity provider made to fail or counting its calls, and a pool user made first (no request can make
// one of the two steps fail).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Service from '@hearth/functions/auth/sign-up';
import type * as Steps from '@hearth/functions/auth/account-steps';
import type * as Idp from '@hearth/functions/auth/identity-provider';
import { keys } from '@hearth/functions/platform/db/keys';
import { table as ddb, uniqueEmail, useLocalPlatform } from './context.ts';

let service: typeof Service;
let steps: typeof Steps;
let idp: typeof Idp;

beforeAll(async () => {
  await useLocalPlatform();
  service = await import('@hearth/functions/auth/sign-up');
  steps = await import('@hearth/functions/auth/account-steps');
  idp = await import('@hearth/functions/auth/identity-provider');
});

function member(email: string): Parameters<typeof Service.createAccount>[0] {
  return {
    communityId: 'cm-demo',
    memberId: `mb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    email,
    firstName: 'Ana',
    lastName: 'Atomic',
    kind: 'member',
    state: 'unverified',
    needsApproval: false,
    welcomePending: true,
    createdAt: new Date().toISOString(),
  };
}

async function stored(m: { memberId: string; email: string }) {
  const [claim, item] = await Promise.all([
    ddb.send(new GetCommand({ TableName: 'hearth', Key: keys.memberEmail('cm-demo', m.email) })),
    ddb.send(new GetCommand({ TableName: 'hearth', Key: keys.member('cm-demo', m.memberId) })),
  ]);
  return { claim: claim.Item ?? null, member: item.Item ?? null };
}

describe('createAccount', () => {
  it('undoes the e-mail claim and member when the pool refuses the user', async () => {
    const m = member(uniqueEmail('atomic'));
    const failing: Idp.IdentityProvider = {
      ...idp.cognitoIdentityProvider,
      createUser: async () => {
        throw Object.assign(new Error('pool is down'), { name: 'InternalErrorException' });
      },
    };
    await expect(service.createAccount(m, `cm-demo|${m.email}`, 'pass-word-1', { idp: failing })).rejects.toThrow(
      'pool is down',
    );
    expect(await stored(m)).toEqual({ claim: null, member: null });
  });

  it('touches no pool user when the e-mail is already claimed', async () => {
    const first = member(uniqueEmail('claimed'));
    await service.createAccount(first, `cm-demo|${first.email}`, 'pass-word-1', steps.defaultDeps);
    const second = { ...member(first.email) };
    let poolCalls = 0;
    const counting: Idp.IdentityProvider = {
      ...idp.cognitoIdentityProvider,
      createUser: async (u) => {
        poolCalls += 1;
        return idp.cognitoIdentityProvider.createUser(u);
      },
    };
    await expect(
      service.createAccount(second, `cm-demo|${second.email}`, 'pass-word-1', { idp: counting }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'ACCOUNT_EXISTS',
    });
    expect(poolCalls).toBe(0);
    expect((await stored(second)).member).toBeNull();
    expect((await stored(first)).member).toMatchObject({ email: first.email });
    // The first account's pool user still signs in.
    expect(await idp.cognitoIdentityProvider.authenticate(`cm-demo|${first.email}`, 'pass-word-1')).not.toBeNull();
  });

  it('undoes the claim when the pool already has that username (a race the claim lost elsewhere)', async () => {
    const m = member(uniqueEmail('raced'));
    await idp.cognitoIdentityProvider.createUser({
      username: `cm-demo|${m.email}`,
      email: m.email,
      firstName: 'X',
      lastName: 'Y',
      communityId: 'cm-demo',
      memberId: 'mb-other',
      password: 'other-pass-1',
    });
    await expect(
      service.createAccount(m, `cm-demo|${m.email}`, 'pass-word-1', steps.defaultDeps),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_EXISTS',
    });
    expect(await stored(m)).toEqual({ claim: null, member: null });
  });
});
