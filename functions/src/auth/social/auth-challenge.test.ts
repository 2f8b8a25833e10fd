// The three CUSTOM_AUTH triggers' decisions, table by table, and the one-time proof they check (DynamoDB mocked:
// these run as the pool's Lambda triggers, which no local emulator calls).
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../platform/config.ts';
import { PROOF_CHALLENGE, createChallenge, handler as createHandler } from './create-auth-challenge.ts';
import { type Decision, decide, handler as defineHandler } from './define-auth-challenge.ts';
import { PROOF_TTL_SECONDS, consumeProof, issueProof } from './proof.ts';
import { verifyAnswer, handler as verifyHandler } from './verify-auth-challenge.ts';

type Session = DefineAuthChallengeTriggerEvent['request']['session'];
const custom = (challengeResult: boolean) => ({ challengeName: 'CUSTOM_CHALLENGE' as const, challengeResult });

const ask: Decision = { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
const tokens: Decision = { issueTokens: true, failAuthentication: false };
const fail: Decision = { issueTokens: false, failAuthentication: true };

describe('define-auth-challenge', () => {
  it.each<[string, Session, boolean | undefined, Decision]>([
    ['nothing asked yet', [], false, ask],
    ['the proof answered right', [custom(true)], false, tokens],
    ['the proof answered wrong', [custom(false)], false, fail],
    ['a second try after a wrong answer', [custom(false), custom(true)], false, fail],
    ['a second challenge after a right one', [custom(true), custom(true)], false, fail],
    ['a password step mixed in', [{ challengeName: 'PASSWORD_VERIFIER', challengeResult: true }], false, fail],
    ['SRP first, then the proof', [{ challengeName: 'SRP_A', challengeResult: true }, custom(true)], false, fail],
    ['an unknown user', [], true, fail],
    ['an unknown user "answering" right', [custom(true)], true, fail],
  ])('%s', (_name, session, userNotFound, expected) => {
    expect(decide({ session, userNotFound })).toEqual(expected);
  });

  it('writes the decision into the event Cognito passed', async () => {
    const event = { request: { session: [] }, response: {} } as unknown as DefineAuthChallengeTriggerEvent;
    expect((await defineHandler(event)).response).toEqual(ask);
  });
});

describe('create-auth-challenge', () => {
  it('makes the one custom challenge, carrying no secret and no hint', async () => {
    expect(createChallenge({ challengeName: 'CUSTOM_CHALLENGE' })).toEqual(PROOF_CHALLENGE);
    expect(PROOF_CHALLENGE.privateChallengeParameters).toEqual({});
    const event = {
      request: { challengeName: 'CUSTOM_CHALLENGE', session: [] },
      response: {},
    } as unknown as CreateAuthChallengeTriggerEvent;
    expect((await createHandler(event)).response).toEqual(PROOF_CHALLENGE);
  });

  it('refuses to make any other challenge', () => {
    expect(() => createChallenge({ challengeName: 'PASSWORD_VERIFIER' })).toThrow(/unexpected challenge/);
  });
});

describe('verify-auth-challenge', () => {
  const username = 'cm-demo|ada@example.com';

  it.each([
    ['a proof the store accepts', { challengeAnswer: 'p'.repeat(43) }, true, true],
    ['a proof the store refuses', { challengeAnswer: 'p'.repeat(43) }, false, false],
    ['an empty answer (store not asked)', { challengeAnswer: '' }, true, false],
    ['an unknown user (store not asked)', { challengeAnswer: 'p'.repeat(43), userNotFound: true }, true, false],
  ])('%s', async (_name, request, stored, expected) => {
    const consume = vi.fn(async () => stored);
    await expect(verifyAnswer(username, request, consume)).resolves.toBe(expected);
    const asked = request.challengeAnswer !== '' && !('userNotFound' in request);
    expect(consume).toHaveBeenCalledTimes(asked ? 1 : 0);
    if (asked) expect(consume).toHaveBeenCalledWith(username, request.challengeAnswer);
  });
});

describe('the one-time proof', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const username = 'cm-demo|ada@example.com';
  const now = Date.UTC(2026, 10, 22, 12);

  beforeEach(() => {
    dynamo.reset();
    dynamo.on(PutCommand).resolves({});
    // A delete whose condition held answers the item it took (ReturnValues ALL_OLD), as DynamoDB does.
    dynamo.on(DeleteCommand).resolves({ Attributes: { PK: 'C#cm-demo' } });
    process.env.TABLE_NAME = 'hearth';
    resetConfig();
  });

  it('stores only the hash, for that username, for 2 minutes', async () => {
    const proof = await issueProof(username, now);
    expect(proof).toMatch(/^[\w-]{43}$/);
    const item = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toEqual({
      PK: 'C#cm-demo',
      SK: expect.stringMatching(/^SOCIALPROOF#[\w-]{43}$/),
      username,
      expiresAt: now + PROOF_TTL_SECONDS * 1000,
      ttl: Math.ceil((now + PROOF_TTL_SECONDS * 1000) / 1000),
    });
    expect(JSON.stringify(item)).not.toContain(proof);
  });

  it('is used up by one conditional delete naming the username and the expiry', async () => {
    const proof = await issueProof(username, now);
    const { SK } = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    await expect(consumeProof(username, proof, now + 1000)).resolves.toBe(true);
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: 'hearth',
      Key: { PK: 'C#cm-demo', SK },
      ConditionExpression: 'attribute_exists(PK) AND username = :username AND expiresAt > :now',
      ExpressionAttributeValues: { ':username': username, ':now': now + 1000 },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('is refused when the delete finds nothing to match (used, expired, other user, never issued)', async () => {
    dynamo
      .on(DeleteCommand)
      .rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(consumeProof(username, 'p'.repeat(43), now)).resolves.toBe(false);
  });

  it.each([
    ['a malformed answer', username, 'not a proof'],
    ['a non-string answer', username, 42],
    ['a federated pool user', 'google_1234567890', 'p'.repeat(43)],
  ])('refuses %s without reading the table', async (_name, user, answer) => {
    await expect(consumeProof(user, answer, now)).resolves.toBe(false);
    expect(dynamo.commandCalls(DeleteCommand)).toEqual([]);
  });

  it('answers the verify trigger through the table', async () => {
    const event = {
      userName: username,
      request: { challengeAnswer: 'p'.repeat(43), privateChallengeParameters: {} },
      response: {},
    } as unknown as VerifyAuthChallengeResponseTriggerEvent;
    expect((await verifyHandler(event)).response).toEqual({ answerCorrect: true });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('is never issued for a federated pool user', async () => {
    await expect(issueProof('google_1234567890', now)).rejects.toThrow(/native pool username/);
  });
});
