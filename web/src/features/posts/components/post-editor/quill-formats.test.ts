import { describe, expect, it } from 'vitest';
import { lastExternalLink } from '../link-preview-field/link-preview-field.tsx';
import { videoEmbedUrl } from './quill-formats.ts';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?list=x&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (link, embed) => expect(videoEmbedUrl(link)).toBe(embed));
});

describe('the link a preview is for', () => {
  it.each([
    ['<p>no links</p>', null],
    ['<p><a href="https://a.test/x">a</a> then https://b.test/y.</p>', 'https://b.test/y'],
    ['<p>https://b.test/y then <a href="https://a.test/x">a</a></p>', 'https://a.test/x'],
    ['<p><a class="hashtag" href="/search?hashtag=x">#x</a></p>', null],
    ['<p><a href="mailto:a@b.test">mail</a></p>', null],
  ])('%s → %s', (html, url) => expect(lastExternalLink(html)).toBe(url));
});
