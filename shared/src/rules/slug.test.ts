import { describe, expect, it } from 'vitest';
import { commentSlugFor, idOfSlug, slugFor } from './slug.ts';

const ID = '01jd5r8kq2m3n4p5s6t7v8w9xy';

describe('slugFor', () => {
  it('kebab-cases the words, folds accents and ends with the id', () => {
    expect(slugFor('Café au lait: Best brews!', ID)).toBe(`cafe-au-lait-best-brews-${ID}`);
  });

  it('cuts the words at the limit without a trailing dash', () => {
    expect(slugFor('abc def ghi', ID, 4)).toBe(`abc-${ID}`);
  });

  it('is the bare id when no letter or digit survives', () => {
    expect(slugFor('!!! ???', ID)).toBe(ID);
  });
});

describe('idOfSlug', () => {
  it('reads the id back from a slug and from a bare id', () => {
    expect(idOfSlug(slugFor('Any title at all', ID))).toBe(ID);
    expect(idOfSlug(ID)).toBe(ID);
  });

  it('is null when no id ends the slug', () => {
    expect(idOfSlug('just-words')).toBeNull();
    expect(idOfSlug(`${ID}-trailing`)).toBeNull();
    expect(idOfSlug(ID.toUpperCase())).toBeNull();
  });
});

describe('commentSlugFor', () => {
  it('takes the first six words of the text, without tags or entities', () => {
    const html =
      '<p>Great <a class="hashtag" href="/search?hashtag=lake">#lake</a> run &amp; a lovely morning today, friends</p>';
    expect(commentSlugFor(html, ID)).toBe(`great-lake-run-a-lovely-morning-${ID}`);
  });

  it('is the id alone for a deleted (empty) comment', () => {
    expect(commentSlugFor('', ID)).toBe(ID);
  });

  it('keeps at most 40 characters of words', () => {
    const slug = commentSlugFor('<p>Extraordinarily longwindedness characterises conversations</p>', ID);
    expect(slug.length - ID.length - 1).toBeLessThanOrEqual(40);
    expect(idOfSlug(slug)).toBe(ID);
  });
});
