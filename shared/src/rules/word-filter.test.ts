import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_WORDS } from '../constants/default-word-filter.ts';
import { batchLineCount, compileWordFilter, parseWordBatch } from './word-filter.ts';

describe('parseWordBatch (member-forum §5: one word per line, variations after the first comma)', () => {
  it.each([
    ['darn', [{ word: 'darn', variations: [] }]],
    ['darn, d4rn , darnit', [{ word: 'darn', variations: ['d4rn', 'darnit'] }]],
    ['darn,,, ,d4rn,', [{ word: 'darn', variations: ['d4rn'] }]],
    ['\n  \n, orphan\n', []],
    ['', []],
    [
      'Darn\r\nHeck, H3CK',
      [
        { word: 'darn', variations: [] },
        { word: 'heck', variations: ['h3ck'] },
      ],
    ],
    ['darn, a\ndarn, b, a', [{ word: 'darn', variations: ['a', 'b'] }]],
    ['darn, DARN, Darn2', [{ word: 'darn', variations: ['darn2'] }]],
    ['  two   words , 2words', [{ word: 'two words', variations: ['2words'] }]],
    ['Ärger, ÄRGER2', [{ word: 'ärger', variations: ['ärger2'] }]],
  ])('%j', (text, expected) => {
    expect(parseWordBatch(text)).toEqual(expected);
  });

  it('counts the lines that hold something (the batch cap)', () => {
    expect(batchLineCount('a\n\n b \n  \nc, d')).toBe(3);
    expect(batchLineCount(Array.from({ length: 10_000 }, (_, i) => `w${i}`).join('\n'))).toBe(10_000);
  });
});

describe('compileWordFilter: masks whole words and variations', () => {
  const filter = compileWordFilter(['darn', 'd4rn', 'heck', 'ärger', 'straße', 'sh!t', 'two words', '狗屎']);

  it.each([
    ['a darn day', 'a **** day'],
    ['DARN it, Darn!', '**** it, ****!'],
    ['darned and undarn stay', 'darned and undarn stay'],
    ['"darn", (heck)... darn?!', '"****", (****)... ****?!'],
    ['d4rn', '****'],
    ['ÄRGER und Ärger', '***** und *****'],
    ['STRASSE is not straße but STRAßE is', 'STRASSE is not ****** but ****** is'],
    ['that sh!t happens', 'that **** happens'],
    ['heck,darn;heck', '****,****;****'],
    ['two   words and two-words', '***   ***** and two-words'],
    ['那是狗屎', '那是狗屎'],
    ['狗屎 indeed', '** indeed'],
    ['Ärger decomposed: A\u0308rger', '***** decomposed: *****'],
    ['https://example.com/darn and www.darn.org/heck', 'https://example.com/darn and www.darn.org/heck'],
    ['mail darn@heck.com or darn.com/heck', 'mail darn@heck.com or darn.com/heck'],
    ['no match here', 'no match here'],
  ])('%j → %j', (text, expected) => {
    expect(filter.maskText(text)).toBe(expected);
  });

  it.each([
    ['<p>darn <strong>HECK</strong></p>', '<p>**** <strong>****</strong></p>'],
    [
      '<p><a href="https://darn.com/heck" title="darn">a darn link</a></p>',
      '<p><a href="https://darn.com/heck" title="darn">a **** link</a></p>',
    ],
    ['<p class="darn">fine</p>', '<p class="darn">fine</p>'],
    ['<p>rock &amp; roll &darn; heck&nbsp;darn</p>', '<p>rock &amp; roll &darn; ****&nbsp;****</p>'],
    ['<img src="/media/darn.png" alt="heck">', '<img src="/media/darn.png" alt="heck">'],
    ['<p>two <em>words</em> split</p>', '<p>two <em>words</em> split</p>'],
  ])('HTML %j → %j', (html, expected) => {
    expect(filter.maskHtml(html)).toBe(expected);
  });

  it('an empty filter leaves everything as it is', () => {
    const none = compileWordFilter([]);
    expect(none.size).toBe(0);
    expect(none.maskText('darn')).toBe('darn');
    expect(none.matches('darn')).toBe(false);
  });

  it('says whether a text holds a filtered word', () => {
    expect(filter.matches('what the HECK')).toBe(true);
    expect(filter.matches('what the heckle')).toBe(false);
  });

  it('the default list masks common profanity', () => {
    const defaults = compileWordFilter(DEFAULT_FILTER_WORDS);
    expect(defaults.maskText('What the Fuck, this is shit.')).toBe('What the ****, this is ****.');
    expect(defaults.maskText('Scunthorpe and cocktail')).toBe('Scunthorpe and cocktail');
  });
});
