import { describe, expect, it } from 'vitest';
import { actionItemPut, counterParts, updateExpression } from './actions.ts';

describe('counter updates', () => {
  it('adds numbers and counts inside a map with placeholders only', () => {
    const parts = counterParts({ add: { upvotes: 1, score: -2 }, addIn: { reactions: { 'thumbs-up': 1 } } });
    parts.names['#version'] = 'version';
    parts.values[':one'] = 1;
    parts.adds.push('#version :one');
    expect(updateExpression(parts)).toEqual({
      UpdateExpression: 'SET #m3.#k3 = if_not_exists(#m3.#k3, :zero) + :m3 ADD #a1 :a1, #a2 :a2, #version :one',
      ExpressionAttributeNames: {
        '#a1': 'upvotes',
        '#a2': 'score',
        '#m3': 'reactions',
        '#k3': 'thumbs-up',
        '#version': 'version',
      },
      ExpressionAttributeValues: { ':a1': 1, ':a2': -2, ':m3': 1, ':zero': 0, ':one': 1 },
    });
  });

  it('conditions the action item on the revision it was read at', () => {
    const put = actionItemPut({ PK: 'p', SK: 's' }, { vote: 'upvote', arev: 4 }, 4);
    expect(put.Put).toMatchObject({
      Item: { PK: 'p', SK: 's', vote: 'upvote', arev: 5 },
      ConditionExpression: 'attribute_not_exists(PK) OR arev = :arev',
      ExpressionAttributeValues: { ':arev': 4 },
    });
  });
});
