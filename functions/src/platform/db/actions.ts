// The write shapes of a member's action on content (votes, reactions, poll votes, follows), shared by the posts and
// comments stores: the action item put conditioned on its revision, and counter changes as one update expression.
import { tableName } from './client.ts';
import type { TransactItem } from './transact.ts';

export type Key = Record<string, string>;

/**
 * The member's action item, written only if nobody else wrote it since it was read (`arev` is its revision): two
 * presses by one member at once cannot both apply; the loser re-reads and decides again.
 */
export function actionItemPut(key: Key, next: Record<string, unknown>, previousRev: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key, ...next, arev: previousRev + 1 },
      ConditionExpression: 'attribute_not_exists(PK) OR arev = :arev',
      ExpressionAttributeValues: { ':arev': previousRev },
    },
  };
}

/** Whole-number changes to counters: top-level numbers (`score`), and counters inside a map (`reactions.like`). */
export interface CounterChange {
  add?: Record<string, number>;
  /** Map attribute → key → delta; a key missing from the map starts at 0. */
  addIn?: Record<string, Record<string, number>>;
}

export interface UpdateParts {
  sets: string[];
  adds: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The SET and ADD clauses of a counter change (attribute names and values as placeholders, never inlined). */
export function counterParts(change: CounterChange): UpdateParts {
  const parts: UpdateParts = { sets: [], adds: [], names: {}, values: {} };
  let n = 0;
  for (const [attribute, delta] of Object.entries(change.add ?? {})) {
    n += 1;
    parts.names[`#a${n}`] = attribute;
    parts.values[`:a${n}`] = delta;
    parts.adds.push(`#a${n} :a${n}`);
  }
  for (const [map, deltas] of Object.entries(change.addIn ?? {})) {
    for (const [key, delta] of Object.entries(deltas)) {
      n += 1;
      parts.names[`#m${n}`] = map;
      parts.names[`#k${n}`] = key;
      parts.values[`:m${n}`] = delta;
      parts.values[':zero'] = 0;
      parts.sets.push(`#m${n}.#k${n} = if_not_exists(#m${n}.#k${n}, :zero) + :m${n}`);
    }
  }
  return parts;
}

/** UpdateExpression and its placeholders from clauses (SET before ADD, as DynamoDB writes them). */
export function updateExpression(parts: UpdateParts) {
  const clauses = [
    parts.sets.length ? `SET ${parts.sets.join(', ')}` : '',
    parts.adds.length ? `ADD ${parts.adds.join(', ')}` : '',
  ].filter(Boolean);
  return {
    UpdateExpression: clauses.join(' '),
    ...(Object.keys(parts.names).length ? { ExpressionAttributeNames: parts.names } : {}),
    ExpressionAttributeValues: parts.values,
  };
}
