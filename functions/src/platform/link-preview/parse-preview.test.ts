import { describe, expect, it } from 'vitest';
import { cleanText, parsePageMeta, PREVIEW_TEXT_MAX } from './parse-preview.ts';

const BASE = new URL('https://news.example/articles/1');
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('parsePageMeta', () => {
  it('prefers Open Graph', () => {
    const html = page(
      `<title>Plain title</title>
       <meta name="description" content="Plain description">
       <meta property="og:title" content="OG title">
       <meta property="og:description" content="OG description">
       <meta property="og:image" content="https://cdn.news.example/a.png">
       <meta property="og:site_name" content="News">
       <meta name="twitter:title" content="Twitter title">`,
    );
    expect(parsePageMeta(html, BASE)).toEqual({
      title: 'OG title',
      description: 'OG description',
      imageUrl: 'https://cdn.news.example/a.png',
      siteName: 'News',
    });
  });

  it('falls back to Twitter cards, then to <title> and the meta description', () => {
    expect(
      parsePageMeta(
        page(
          `<title>Plain</title><meta name="twitter:title" content="Card title">
           <meta name="twitter:description" content="Card text"><meta name="twitter:image" content="/card.jpg">`,
        ),
        BASE,
      ),
    ).toEqual({
      title: 'Card title',
      description: 'Card text',
      imageUrl: 'https://news.example/card.jpg',
      siteName: null,
    });
    expect(
      parsePageMeta(page('<title>Plain title</title><meta name="Description" content="Plain description">'), BASE),
    ).toEqual({ title: 'Plain title', description: 'Plain description', imageUrl: null, siteName: null });
  });

  it('skips empty values for the next source', () => {
    const html = page(
      '<title>Fallback</title><meta property="og:title" content="   "><meta property="og:image" content="">',
    );
    expect(parsePageMeta(html, BASE)).toMatchObject({ title: 'Fallback', imageUrl: null });
  });

  it('decodes entities and collapses whitespace', () => {
    const html = page(
      `<title>
         Caf&eacute; &amp; Bar &#x27;n&#39; more&nbsp;news
       </title><meta property="og:description" content="  Line one
         line&#10;two &lt;b&gt;not bold&lt;/b&gt; ">`,
    );
    expect(parsePageMeta(html, BASE)).toMatchObject({
      title: "Café & Bar 'n' more news",
      description: 'Line one line two <b>not bold</b>',
    });
  });

  it('ignores a <title> inside inline SVG', () => {
    const html = `<html><body><svg><title>Search icon</title></svg><title>Page</title></body></html>`;
    expect(parsePageMeta(html, BASE).title).toBe('Page');
  });

  it('reads an unclosed <title> from a cut-off page', () => {
    expect(parsePageMeta('<html><head><title>Cut off', BASE).title).toBe('Cut off');
  });

  it('cuts texts at the preview length', () => {
    const long = 'word '.repeat(100);
    const meta = parsePageMeta(page(`<title>${long}</title><meta name="description" content="${long}">`), BASE);
    expect(Array.from(meta.title!)).toHaveLength(PREVIEW_TEXT_MAX);
    expect(meta.title!.endsWith('…')).toBe(true);
    expect(Array.from(meta.description!).length).toBeLessThanOrEqual(PREVIEW_TEXT_MAX);
  });

  it.each([
    ['/img/a.png', 'https://news.example/img/a.png'],
    ['b.png', 'https://news.example/articles/b.png'],
    ['//cdn.example/c.png', 'https://cdn.example/c.png'],
    ['http://cdn.example/d.png', 'http://cdn.example/d.png'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['ftp://cdn.example/e.png', null],
    ['https://user:pw@cdn.example/f.png', null],
    ['http://169.254.169.254/latest/meta-data', null],
    ['http://127.0.0.1/a.png', null],
    ['http://[::1]/a.png', null],
    ['http://0x7f.1/a.png', null],
    ['https://[2606:4700:4700::1111]/a.png', 'https://[2606:4700:4700::1111]/a.png'],
    [`https://cdn.example/${'a'.repeat(2100)}.png`, null],
  ])('makes og:image %s → %s', (value, expected) => {
    expect(parsePageMeta(page(`<meta property="og:image" content="${value}">`), BASE).imageUrl).toBe(expected);
  });

  it('takes the next image source when og:image is unusable', () => {
    const html = page(
      '<meta property="og:image" content="javascript:x"><meta property="og:image:secure_url" content="https://cdn.example/s.png">',
    );
    expect(parsePageMeta(html, BASE).imageUrl).toBe('https://cdn.example/s.png');
  });
});

describe('cleanText', () => {
  it.each([
    [undefined, null],
    ['', null],
    [' \n\t\u00a0 ', null],
    ['  a  b ', 'a b'],
  ])('%j → %j', (value, expected) => {
    expect(cleanText(value)).toBe(expected);
  });

  it('never splits a character made of two code units', () => {
    expect(cleanText('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
  });
});
