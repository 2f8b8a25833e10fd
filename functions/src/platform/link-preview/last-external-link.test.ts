import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../html/sanitize.ts';
import { isCommunityHost, lastExternalLink } from './last-external-link.ts';

const HOST = 'demo.hearth.example';
const link = (href: string, text = 'link') =>
  `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;
const hashtag = (tag: string) => `<a class="hashtag" href="/search?hashtag=${tag}">#${tag}</a>`;

describe('lastExternalLink', () => {
  it.each([
    ['no links', '<p>Hello</p>', null],
    ['one link', `<p>See ${link('https://example.com/a')}</p>`, 'https://example.com/a'],
    [
      'the last of several',
      `<p>${link('https://one.example/')}</p><p>${link('http://two.example/x?y=1&amp;z=2')}</p>`,
      'http://two.example/x?y=1&z=2',
    ],
    ['skips a later hashtag', `<p>${link('https://example.com/a')} ${hashtag('news')}</p>`, 'https://example.com/a'],
    ['only hashtags', `<p>${hashtag('news')} ${hashtag('café')}</p>`, null],
    [
      'skips a mention',
      `<p>${link('https://example.com/a')} <span class="mention" data-member-id="m1">@Ann</span></p>`,
      'https://example.com/a',
    ],
    [
      'skips a link to the community',
      `<p>${link('https://example.com/a')} ${link(`https://${HOST}/post/x`)}</p>`,
      'https://example.com/a',
    ],
    ['the community host in other case', `<p>${link(`https://DEMO.hearth.example./post/x`)}</p>`, null],
    [
      'another community is external',
      `<p>${link('https://other.hearth.example/post/x')}</p>`,
      'https://other.hearth.example/post/x',
    ],
    [
      'skips mailto',
      `<p>${link('https://example.com/a')} ${link('mailto:a@example.com')}</p>`,
      'https://example.com/a',
    ],
    ['skips relative links', `<p>${link('https://example.com/a')} ${link('/post/x')}</p>`, 'https://example.com/a'],
    ['an anchor without href', '<p><a>text</a></p>', null],
  ])('%s', (_name, html, expected) => {
    expect(lastExternalLink(html, HOST)).toBe(expected);
  });

  it('ignores the port of the community host', () => {
    expect(lastExternalLink(`<p>${link('http://demo.localhost:4321/post/x')}</p>`, 'demo.localhost:4321')).toBeNull();
    expect(lastExternalLink(`<p>${link('http://demo.localhost/post/x')}</p>`, 'demo.localhost:4321')).toBeNull();
  });

  it('reads the markup the sanitizer stores', () => {
    const stored = sanitizeRichText(
      `<p><a href="https://example.com/story">story</a> and <a class="hashtag" href="/search?hashtag=news">#news</a>` +
        ` <a href="javascript:alert(1)">x</a></p>`,
      { mediaBaseUrl: '/media' },
    );
    expect(lastExternalLink(stored, HOST)).toBe('https://example.com/story');
  });
});

describe('isCommunityHost', () => {
  it.each([
    ['demo.localhost', 'demo.localhost:4321', true],
    ['DEMO.localhost.', 'demo.localhost', true],
    ['demo.localhost', 'other.localhost', false],
    ['evil-demo.localhost', 'demo.localhost', false],
  ])('%s vs %s → %s', (hostname, communityHost, expected) => {
    expect(isCommunityHost(hostname, communityHost)).toBe(expected);
  });
});
