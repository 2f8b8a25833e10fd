// Turning what members type into the markup the server keeps (functions/src/platform/html/sanitize.ts):
// `#tag` → <a class="hashtag" href="/search?hashtag=tag">#tag</a>; plain comment text → paragraphs.

/** Letters, digits and _ after a # at a word start, at most 50 (the server's rule). */
const HASHTAG = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])/gu;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const hashtagMarkup = (tag: string) =>
  `<a class="hashtag" href="/search?hashtag=${encodeURIComponent(tag)}">#${escapeHtml(tag)}</a>`;

/** Plain text as HTML: escaped, with its hashtags linked. */
function linkHashtags(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1]!.length;
    html += escapeHtml(text.slice(last, start)) + hashtagMarkup(match[2]!);
    last = start + 1 + match[2]!.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Plain text as HTML for an e-mail: escaped, one paragraph per line (no hashtag links: they would not resolve there). */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => `<p>${line.trim() ? escapeHtml(line) : '<br>'}</p>`)
    .join('');
}

/** A comment's plain text as HTML: escaped, one paragraph per line, hashtags linked. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => `<p>${line.trim() ? linkHashtags(line) : '<br>'}</p>`)
    .join('');
}

/** Stored HTML back to the text a member edits: one line per paragraph or line break. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  doc.body.querySelectorAll('p, li, h1, h2, h3, blockquote, pre').forEach((block) => {
    lines.push((block.textContent ?? '').replace(/\u00a0/g, ' '));
  });
  return (lines.length > 0 ? lines.join('\n') : (doc.body.textContent ?? '')).trim();
}

/**
 * Rich HTML (the post editor's) with every `#tag` outside links made a hashtag link. Hashtag links already there
 * (an edited post) are unwrapped first, so each tag is linked exactly once with the server's markup.
 */
export function linkHashtagsInHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll('a').forEach((link) => {
    const href = link.getAttribute('href') ?? '';
    if (link.classList.contains('hashtag') || href.startsWith('/search?hashtag=')) link.replaceWith(...link.childNodes);
  });
  doc.body.normalize();
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.parentElement?.closest('a, .mention, pre, code') && text.data.includes('#')) texts.push(text);
  }
  for (const text of texts) {
    const linked = linkHashtags(text.data);
    if (linked === escapeHtml(text.data)) continue;
    const holder = doc.createElement('span');
    holder.innerHTML = linked;
    text.replaceWith(...holder.childNodes);
  }
  return doc.body.innerHTML;
}
