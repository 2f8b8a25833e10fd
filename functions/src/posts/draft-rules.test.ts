import * as draftMessages from '@hearth/shared/draft-messages';
import { DRAFT_IMAGES_MAX, DRAFTS_MAX, saveDraftBodySchema } from '@hearth/shared/schemas/drafts';
import * as messages from '@hearth/shared/messages';
import { POST_CONTENT_MAX } from '@hearth/shared/schemas/posts';
import { describe, expect, it } from 'vitest';
import { DRAFT_SWEEP_SHARDS, draftSweepShard, keys } from '../platform/db/keys.ts';
import { assertMayKeepAnother, keptImageKeys, sweepCutoff } from './draft-rules.ts';

const prefix = 'c/c1/posts/m1';

describe('how many drafts a member keeps', () => {
  it.each([
    { isNew: true, held: DRAFTS_MAX - 1, refused: false },
    { isNew: true, held: DRAFTS_MAX, refused: true },
    { isNew: false, held: DRAFTS_MAX, refused: false },
  ])('a new draft: $isNew, holding $held → refused: $refused', ({ isNew, held, refused }) => {
    const run = () => assertMayKeepAnother(isNew, held);
    if (refused) expect(run).toThrow(expect.objectContaining({ status: 409, message: draftMessages.draftLimit(50) }));
    else expect(run).not.toThrow();
  });
});

describe('the images a save keeps', () => {
  it('keeps what the draft had and what the save names, once each', () => {
    expect(keptImageKeys(prefix, [`${prefix}/a.png`], [`${prefix}/b.png`, `${prefix}/a.png`])).toEqual([
      `${prefix}/a.png`,
      `${prefix}/b.png`,
    ]);
  });

  it.each([`c/c1/posts/m2/a.png`, `c/c2/posts/m1/a.png`, `${prefix}/../m2/a.png`, `${prefix}x/a.png`])(
    'refuses %s, not one of the member’s own uploads',
    (key) => {
      expect(() => keptImageKeys(prefix, [], [key])).toThrow(
        expect.objectContaining({ status: 400, message: draftMessages.draftImageInvalid }),
      );
    },
  );

  it(`keeps the newest ${DRAFT_IMAGES_MAX} at most`, () => {
    const previous = Array.from({ length: DRAFT_IMAGES_MAX }, (_, i) => `${prefix}/${i}.png`);
    const kept = keptImageKeys(prefix, previous, [`${prefix}/new.png`]);
    expect(kept).toHaveLength(DRAFT_IMAGES_MAX);
    expect(kept.at(-1)).toBe(`${prefix}/new.png`);
    expect(kept).not.toContain(`${prefix}/0.png`);
  });
});

describe('the draft schema', () => {
  it('takes an empty draft', () => {
    expect(saveDraftBodySchema.parse({})).toMatchObject({ type: 'post', title: '', content: '', imageKeys: [] });
  });

  it.each([
    { body: { title: 'x'.repeat(76) }, message: messages.titleTooLong },
    { body: { content: 'x'.repeat(POST_CONTENT_MAX + 1) }, message: messages.contentTooLong },
    { body: { pollOptions: ['x'.repeat(51)] }, message: messages.pollOptionTooLong },
  ])('refuses a draft over the post limits with the post’s message: $message', ({ body, message }) => {
    const result = saveDraftBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

it('sweeps drafts last saved 90 days before now', () => {
  expect(sweepCutoff(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-01-01T00:00:00.000Z');
});

describe('the sweep index partition', () => {
  it('is stable per member and spreads members over every partition', () => {
    expect(draftSweepShard('cm-demo', 'mb-member')).toBe(draftSweepShard('cm-demo', 'mb-member'));
    const used = new Set(Array.from({ length: 2000 }, (_, i) => draftSweepShard(`cm-${i % 7}`, `mb-${i}`)));
    expect([...used].sort((a, b) => a - b)).toEqual(Array.from({ length: DRAFT_SWEEP_SHARDS }, (_, i) => i));
    const shard = draftSweepShard('cm-demo', 'mb-member');
    expect(keys.draftSweep('2026-01-01T00:00:00.000Z', 'cm-demo', 'mb-member', 'd1').GSI3PK).toBe(
      keys.draftSweepPartition(shard).GSI3PK,
    );
  });
});
