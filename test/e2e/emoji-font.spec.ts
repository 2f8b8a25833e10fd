// The emoji fallback font (Noto Emoji, for systems without a colour-emoji font, like this machine's Debian Chromium)
// is fetched by the glyph: the demo home at 390 px loads only the subsets whose unicode-range covers an emoji the
// page shows, at most one per emoji, never one for a joiner or variation selector alone; and a joined sequence (ZWJ,
// skin tone, flag, keycap) draws as one glyph, from the one face that lists all its characters. The figures of the
// run are attached to the test (docs/benchmarks.md records them with this command).
import { test as plainTest } from '@playwright/test';
import { expect } from './support.ts';

/** Characters that join or modify an emoji: listed by the faces of the sequences they join, never fetched alone. */
const JOINERS = /^(200d|fe0e|fe0f|20e3|e00[2-7][0-9a-f]|1f3f[b-f])$/;

/** The fallback's whole cost on the demo home, font files and their CSS. */
const FALLBACK_BUDGET_BYTES = 100 * 1024;

/** Sequences the font ligates into one glyph: a ZWJ family, a skin tone, a flag, a tag flag, a keycap, ❤️‍🔥. */
const JOINED = ['👨‍👩‍👧', '👍🏽', '🇺🇳', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '#️⃣', '❤️‍🔥'];

plainTest('the demo home fetches only the emoji font subsets for the emoji it shows @mobile', async ({ page }) => {
  const transfers: Array<{ url: string; bytes: number }> = [];
  page.on('requestfinished', (request) => {
    void request
      .sizes()
      .then((sizes) =>
        transfers.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
      );
  });
  await page.goto('/');
  // The faces arrive after hydration (main.tsx); then whatever they load for this page settles.
  await page.waitForFunction(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>).some((face) => face.family.includes('Noto Emoji')),
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  const { shown, faces } = await page.evaluate(() => ({
    shown: Array.from(new Set(Array.from(document.body.innerText, (c) => c.codePointAt(0)!.toString(16)))),
    faces: Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((face) => face.family.includes('Noto Emoji'))
      .map((face) => ({ range: face.unicodeRange, status: face.status })),
  }));
  const covers = (range: string, hex: string) =>
    range.split(',').some((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
      const point = parseInt(hex, 16);
      return point >= parseInt(from!, 16) && point <= parseInt(to!, 16);
    });
  const emojiShown = shown.filter((hex) => parseInt(hex, 16) > 0xff && !JOINERS.test(hex));
  const fetched = faces.filter((face) => face.status !== 'unloaded');
  const fallback = transfers.filter((t) => /noto-emoji|emoji-font/.test(t.url));
  const fallbackBytes = fallback.reduce((sum, t) => sum + t.bytes, 0);
  const pageBytes = transfers.reduce((sum, t) => sum + t.bytes, 0);
  plainTest.info().annotations.push({
    type: 'transfer',
    description: `home page ${(pageBytes / 1024).toFixed(1)} KB, of which the emoji fallback ${(fallbackBytes / 1024).toFixed(1)} KB in ${fallback.length} files (${fetched.length} of ${faces.length} faces) for ${emojiShown.length} emoji (${emojiShown.join(' ')}); without it ${((pageBytes - fallbackBytes) / 1024).toFixed(1)} KB`,
  });
  // Each face fetched draws an emoji of the page; none came for a joiner or selector that every subset lists.
  expect(fetched.length, fallback.map((t) => t.url.split('/').pop()).join(' ')).toBeLessThanOrEqual(emojiShown.length);
  for (const face of fetched) {
    expect(
      emojiShown.filter((hex) => covers(face.range, hex)),
      face.range.slice(0, 80),
    ).not.toEqual([]);
  }
  expect(fallbackBytes, fallback.map((t) => `${t.url} ${t.bytes}`).join('\n')).toBeLessThanOrEqual(
    FALLBACK_BUDGET_BYTES,
  );
});

plainTest('joined emoji sequences draw as one glyph of one face file @mobile', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((joined) => {
    for (const [i, text] of joined.entries()) {
      const span = document.createElement('span');
      span.id = `joined-${i}`;
      span.style.fontFamily = "'Noto Emoji'";
      span.textContent = text;
      document.body.append(span);
    }
  }, JOINED);
  await page.waitForFunction(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>).some((face) => face.family.includes('Noto Emoji')),
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The fonts Chromium drew each span with and how many glyphs each gave: a sequence split over faces (a character
  // outside the range of the face that has the ligature) draws its parts as two to four glyphs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  for (const [i, text] of JOINED.entries()) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#joined-${i}` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(
      fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount })),
      text,
    ).toEqual([{ family: 'Noto Emoji', glyphs: 1 }]);
  }
});
