// The emoji fallback's faces: every emoji in one face's unicode-range, every sequence the font ligates drawn by one
// face that lists all its characters, and the committed CSS and woff2 files are what the generator makes from the
// installed package.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMOJI_FONT_CSS,
  EMOJI_FONT_DIR,
  type Face,
  formattedCss,
  groupFaces,
  isJoiner,
  parseRange,
  plannedFaces,
  render,
  subsetFiles,
} from './emoji-font-css.ts';

describe('the emoji fallback faces', () => {
  let faces: Face[] = [];
  beforeAll(async () => {
    faces = await plannedFaces();
  });

  it('lists every emoji but the joiners in exactly one face, so an emoji fetches one file', () => {
    const seen = new Map<number, string>();
    for (const face of faces)
      for (const point of face.points.filter((p) => !isJoiner(p))) {
        expect(seen.get(point), point.toString(16)).toBeUndefined();
        seen.set(point, face.file);
      }
    expect(seen.size).toBeGreaterThan(1400);
  });

  it('lists the variation selectors, the space and control characters in no face', () => {
    const points = new Set(faces.flatMap((face) => face.points));
    for (const p of [0x0, 0xd, 0x20]) expect(points.has(p)).toBe(false);
    expect(points.has(0xfe0f)).toBe(false);
    expect(points.has(0xfe0e)).toBe(false);
  });

  it('keeps the characters of each sequence together: a ZWJ family, a skin tone, a tag flag, a keycap', () => {
    const family = [0x1f468, 0x200d, 0x1f469, 0x200d, 0x1f467];
    const sequences = [family, [0x1f44d, 0x1f3fd], [0x1f3f4, 0xe0067, 0xe0062, 0xe0073, 0xe0063, 0xe0074, 0xe007f]];
    for (const sequence of [...sequences, [0x23, 0x20e3], [0x1f1fa, 0x1f1f3]]) {
      const drawing = faces.filter((face) => sequence.every((p) => face.points.includes(p)));
      expect(
        drawing.map((face) => face.file),
        sequence.map((p) => p.toString(16)).join(' '),
      ).toHaveLength(1);
    }
  });

  it('groups ligated characters together and packs single emoji by the joiners they take', () => {
    const points = [0x23, 0x2a, 0x200d, 0x20e3, 0x1f3fb, 0x1f44d, 0x1f468, 0x1f469, 0x1f4ac, 0x1f6e0];
    const sequences = [
      [0x1f468, 0x200d, 0x1f469],
      [0x1f44d, 0x1f3fb],
      [0x23, 0x20e3],
      [0x2a, 0x20e3],
    ];
    expect(groupFaces(points, sequences, 2)).toEqual([
      [0x1f4ac, 0x1f6e0],
      [0x1f3fb, 0x1f44d],
      [0x200d, 0x1f468, 0x1f469],
      [0x23, 0x2a, 0x20e3],
    ]);
  });

  // Subsetting every face takes seconds of CPU: past vitest's 5 s default on a busy machine.
  it(
    'is the CSS and the files the app ships (npx tsx scripts/emoji-font-css.ts writes them)',
    { timeout: 60_000 },
    async () => {
      expect(readFileSync(EMOJI_FONT_CSS, 'utf8')).toBe(await formattedCss(faces));
      const files = await subsetFiles(faces);
      expect(readdirSync(EMOJI_FONT_DIR).sort()).toEqual([...files.keys()].sort());
      for (const [file, bytes] of files)
        expect(readFileSync(join(EMOJI_FONT_DIR, file)).equals(bytes), file).toBe(true);
      expect(faces.flatMap((face) => parseRange(formatted(face)))).toEqual(faces.flatMap((face) => face.points));
    },
  );
});

const formatted = (face: Face) =>
  render([face])
    .match(/unicode-range:\s*([^;]+);/)![1]!
    .replace(/\s/g, '');
