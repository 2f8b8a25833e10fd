// The emoji fallback's faces: each character in one unicode-range only, joiners in none, nothing fontsource draws
// left out, and the committed CSS is what the generator makes from the installed package.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOJI_FONT_CSS, JOINERS, installedFaces, ownedFaces, parseRange } from './emoji-font-css.ts';

describe('the emoji fallback faces', () => {
  const faces = installedFaces();
  const listed = readFileSync(EMOJI_FONT_CSS, 'utf8');

  it('lists every character in one face at most, so an emoji fetches one subset', () => {
    const seen = new Map<number, string>();
    for (const face of faces)
      for (const point of face.points) {
        expect(seen.get(point), point.toString(16)).toBeUndefined();
        seen.set(point, face.file);
      }
    expect(seen.size).toBeGreaterThan(1000);
  });

  it('lists no joiner, selector, keycap, tag or skin tone, which every sequence subset carries', () => {
    const points = new Set(faces.flatMap((face) => face.points));
    for (const [from, to = from] of JOINERS) for (let p = from; p <= to; p++) expect(points.has(p)).toBe(false);
  });

  it('gives a shared character to the smallest file that lists it', () => {
    const css =
      "url(./files/a.woff2) format('woff2'); unicode-range: U+200d,U+2764,U+1f525;" +
      "url(./files/b.woff2) format('woff2'); unicode-range: U+fe0f,U+2764,U+1f4ac;";
    const sizes: Record<string, number> = { 'a.woff2': 70_000, 'b.woff2': 34_000 };
    expect(ownedFaces(css, (file) => sizes[file]!)).toEqual([
      { file: 'a.woff2', points: [0x1f525] },
      { file: 'b.woff2', points: [0x2764, 0x1f4ac] },
    ]);
  });

  it('is the CSS the app ships (npx tsx scripts/emoji-font-css.ts writes it)', () => {
    const ranges = [...listed.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => parseRange(m[1]!.replace(/\s/g, '')));
    expect(ranges).toEqual(faces.filter((face) => face.points.length > 0).map((face) => face.points));
  });
});
