// The weekly digest's walk over the communities: a Scan of the whole table, filtered to community items. A Scan's
// limit counts the items a request reads, not the ones its filter keeps, so the page size decides how many requests
// (and checkpoint writes) a run makes on a large table.
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanCommunityIds } from './config.ts';

const ddb = mockClient(DynamoDBDocumentClient);

/** A table of `others` items with a community item every 3,000: Scan answered as DynamoDB does (limit = items read). */
function tableOf(others: number) {
  const items = Array.from({ length: others }, (_, i) =>
    i % 3_000 === 0
      ? { PK: `C#c${i}`, SK: 'COMMUNITY', communityId: `c${i}` }
      : { PK: `C#c${i - (i % 3_000)}#P#${i}`, SK: 'POST' },
  );
  let requests = 0;
  ddb.on(ScanCommand).callsFake((input: { Limit?: number; ExclusiveStartKey?: { PK: string; SK: string } }) => {
    requests += 1;
    const from = input.ExclusiveStartKey
      ? items.findIndex((item) => item.PK === input.ExclusiveStartKey!.PK && item.SK === input.ExclusiveStartKey!.SK) +
        1
      : 0;
    const read = items.slice(from, from + (input.Limit ?? items.length));
    const last = read.at(-1);
    return {
      Items: read.filter((item) => item.SK === 'COMMUNITY').map((item) => ({ communityId: item.communityId })),
      ...(from + read.length < items.length && last ? { LastEvaluatedKey: { PK: last.PK, SK: last.SK } } : {}),
    };
  });
  return { requests: () => requests };
}

beforeEach(() => ddb.reset());
afterEach(() => ddb.reset());

describe('scanCommunityIds', () => {
  it('finds every community of a 30,000-item table in a few dozen requests, not one per 25 items', async () => {
    const table = tableOf(30_000);
    const found: string[] = [];
    let key: Record<string, unknown> | undefined;
    do {
      const page = await scanCommunityIds(key);
      found.push(...page.ids);
      key = page.lastKey;
    } while (key);
    expect(found).toEqual(Array.from({ length: 10 }, (_, i) => `c${i * 3_000}`));
    expect(table.requests()).toBeLessThanOrEqual(30);
  });
});
