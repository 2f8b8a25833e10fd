import { describe, expect, it } from 'vitest';
import { htmlToText, linkHashtagsInHtml, textToHtml } from './rich-text.ts';

const tag = (t: string) => `<a class="hashtag" href="/search?hashtag=${encodeURIComponent(t)}">#${t}</a>`;

describe('rich text', () => {
  it.each([
    ['Hello', '<p>Hello</p>'],
    ['a <b> & "c"', '<p>a &lt;b&gt; &amp; &quot;c&quot;</p>'],
    ['one\n\ntwo', '<p>one</p><p><br></p><p>two</p>'],
    ['Run #lake_loop today', `<p>Run ${tag('lake_loop')} today</p>`],
    ['#first and #ünïcode', `<p>${tag('first')} and ${tag('ünïcode')}</p>`],
    ['no#tag and it&#39;s', '<p>no#tag and it&amp;#39;s</p>'],
  ])('textToHtml(%j)', (text, html) => expect(textToHtml(text)).toBe(html));

  it('reads stored HTML back as lines of text', () => {
    expect(htmlToText(`<p>Run ${tag('lake')}</p><p>Second&nbsp;line</p>`)).toBe('Run #lake\nSecond line');
  });

  it('links hashtags in editor HTML once, outside links, mentions and code', () => {
    const html =
      '<p>Trip #one to <a href="https://x.test/#two">#two</a> with <span class="mention" data-member-id="m1">@Ann #x</span></p>' +
      `<p>Edited ${tag('three')}</p><pre>#code</pre>`;
    expect(linkHashtagsInHtml(html)).toBe(
      `<p>Trip ${tag('one')} to <a href="https://x.test/#two">#two</a> with <span class="mention" data-member-id="m1">@Ann #x</span></p>` +
        `<p>Edited ${tag('three')}</p><pre>#code</pre>`,
    );
  });
});
