// The conditional single-item writes: the commands they send, and a failed condition answered (false / null) while
// any other failure still throws. DynamoDB mocked; the stores' integration tests run them against the table.
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { conditionHeld, deleteIfExists, isConditionFailed, putIfAbsent, updateIfExists } from './conditional.ts';
import { updateIf } from './update.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
const key = { PK: 'C#c1#M#m1', SK: 'MEMBER' };

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'hearth';
  resetConfig();
});

describe('isConditionFailed', () => {
  it('tells a failed condition from other errors and non-errors', () => {
    expect(isConditionFailed(conditionFailed())).toBe(true);
    expect(isConditionFailed(throttled())).toBe(false);
    expect(isConditionFailed(undefined)).toBe(false);
    expect(isConditionFailed('ConditionalCheckFailedException')).toBe(false);
  });
});

describe('putIfAbsent', () => {
  it('puts the item only where none has its key, and answers true', async () => {
    dynamo.on(PutCommand).resolves({});
    await expect(putIfAbsent({ ...key, sentAt: 'now', ttl: 5 })).resolves.toBe(true);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: 'hearth',
      Item: { ...key, sentAt: 'now', ttl: 5 },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('answers false when the item exists', async () => {
    dynamo.on(PutCommand).rejects(conditionFailed());
    await expect(putIfAbsent(key)).resolves.toBe(false);
  });

  it('throws any other failure', async () => {
    dynamo.on(PutCommand).rejects(throttled());
    await expect(putIfAbsent(key)).rejects.toThrow('Rate exceeded');
  });
});

describe('updateIfExists', () => {
  it('updates only an existing item and answers it as it now is', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...key, firstName: 'Ada' } });
    const item = await updateIfExists<{ firstName: string }>({
      Key: key,
      UpdateExpression: 'SET firstName = :first',
      ExpressionAttributeValues: { ':first': 'Ada' },
    });
    expect(item).toEqual({ ...key, firstName: 'Ada' });
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: 'hearth',
      Key: key,
      UpdateExpression: 'SET firstName = :first',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':first': 'Ada' },
      ReturnValues: 'ALL_NEW',
    });
  });

  it('ANDs a further condition with the existence check', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: key });
    await updateIfExists({ Key: key, UpdateExpression: 'SET a = :a', also: 'deleting = :no' });
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toBe(
      'attribute_exists(PK) AND deleting = :no',
    );
  });

  it('answers null when the item is missing or the further condition fails', async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    await expect(updateIfExists({ Key: key, UpdateExpression: 'SET a = :a' })).resolves.toBeNull();
  });

  it('throws any other failure', async () => {
    dynamo.on(UpdateCommand).rejects(throttled());
    await expect(updateIfExists({ Key: key, UpdateExpression: 'SET a = :a' })).rejects.toThrow('Rate exceeded');
  });
});

describe('deleteIfExists', () => {
  it('deletes only an existing item matching the further condition and answers it as it was', async () => {
    dynamo.on(DeleteCommand).resolves({ Attributes: { ...key, kind: 'email' } });
    const taken = await deleteIfExists({
      Key: key,
      also: 'kind = :kind',
      ExpressionAttributeValues: { ':kind': 'email' },
    });
    expect(taken).toEqual({ ...key, kind: 'email' });
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: 'hearth',
      Key: key,
      ConditionExpression: 'attribute_exists(PK) AND kind = :kind',
      ExpressionAttributeValues: { ':kind': 'email' },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('answers null when there was nothing to take', async () => {
    dynamo.on(DeleteCommand).rejects(conditionFailed());
    await expect(deleteIfExists({ Key: key })).resolves.toBeNull();
  });

  it('throws any other failure', async () => {
    dynamo.on(DeleteCommand).rejects(throttled());
    await expect(deleteIfExists({ Key: key })).rejects.toThrow('Rate exceeded');
  });
});

describe('conditionHeld and updateIf', () => {
  it('answer whether a conditional write applied', async () => {
    dynamo.on(UpdateCommand).resolvesOnce({}).rejectsOnce(conditionFailed());
    const input = { Key: key, UpdateExpression: 'SET a = :a', ConditionExpression: 'a = :b' };
    await expect(updateIf(input)).resolves.toBe(true);
    await expect(updateIf(input)).resolves.toBe(false);
    await expect(conditionHeld(() => Promise.reject(throttled()))).rejects.toThrow('Rate exceeded');
  });
});
