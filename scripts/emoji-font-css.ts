// Writes the Noto Emoji fallback's faces: woff2 subsets of @fontsource/noto-emoji's whole font (its `emoji` file, 400)
// in web/src/app/emoji-font/ and their unicode-ranges in web/src/app/emoji-font.css, so a page fetches only the few
// small files that draw the emoji it shows.
//
// How a browser uses the faces: it fetches every face whose unicode-range holds a character of the text, and shapes a
// sequence (👨‍👩‍👧, 👍🏽, a keycap, a tag flag) in one face only with the characters in that face's range. So each
// sequence the font ligates (its GSUB) is drawn by one file whose range lists all of its characters. The characters
// that only join or modify (ZWJ, the keycap, tags, skin tones) are listed by every face whose sequences use them; every
// other character is listed by one face only: the characters ligated together form one group (union of the sequences
// they share), and the single emoji are packed in code point order, by the joiners their sequences take, into files of
// at most CHUNK characters. U+FE0E/FE0F are in no ligature (harfbuzz skips them) and so in no range.
// `npx tsx scripts/emoji-font-css.ts` after updating @fontsource/noto-emoji; emoji-font-css.test.ts checks the output.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as hb from 'harfbuzzjs';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;
const fontverter = require('fontverter') as { convert: (font: Buffer, to: 'truetype') => Promise<Buffer> };
const pkg = dirname(require.resolve('@fontsource/noto-emoji/package.json'));
const root = join(import.meta.dirname, '..');

export const EMOJI_FONT_CSS = join(root, 'web', 'src', 'app', 'emoji-font.css');
export const EMOJI_FONT_DIR = join(root, 'web', 'src', 'app', 'emoji-font');
const SOURCE = join(pkg, 'files', 'noto-emoji-emoji-400-normal.woff2');
/** Characters per file of single emoji: a file of ~24 glyphs is 5–10 KB. */
export const CHUNK = 24;

/** Join or modify the emoji before them; listed by every face whose sequences use them. */
export const JOINERS = [[0x200d], [0x20e3], [0xfe0e, 0xfe0f], [0xe0020, 0xe007f], [0x1f3fb, 0x1f3ff]] as const;
export const isJoiner = (point: number) => JOINERS.some(([from, to = from]) => point >= from && point <= to);

export interface Face {
  file: string;
  points: number[];
}

export function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return Array.from({ length: parseInt(to!, 16) - start + 1 }, (_, i) => start + i);
  });
}

export function formatRange(points: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length; i++) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const hex = (p: number) => p.toString(16);
    parts.push(j > i ? `U+${hex(points[i]!)}-${hex(points[j]!)}` : `U+${hex(points[i]!)}`);
    i = j;
  }
  return parts.join(', ');
}

/** The glyph sequences of a GSUB table's ligature lookups (type 4, or 4 inside an extension), component glyph ids. */
export function gsubLigatures(gsub: Uint8Array): number[][] {
  const view = new DataView(gsub.buffer, gsub.byteOffset, gsub.byteLength);
  const u16 = (at: number) => view.getUint16(at);
  const coverage = (at: number): number[] => {
    const glyphs: number[] = [];
    for (let i = 0; i < u16(at + 2); i++) {
      if (u16(at) === 1) glyphs.push(u16(at + 4 + 2 * i));
      else for (let g = u16(at + 4 + 6 * i); g <= u16(at + 6 + 6 * i); g++) glyphs.push(g);
    }
    return glyphs;
  };
  const lookups = u16(8);
  const sequences: number[][] = [];
  for (let l = 0; l < u16(lookups); l++) {
    const lookup = lookups + u16(lookups + 2 + 2 * l);
    for (let s = 0; s < u16(lookup + 4); s++) {
      let table = lookup + u16(lookup + 6 + 2 * s);
      let type = u16(lookup);
      if (type === 7) [type, table] = [u16(table + 2), table + view.getUint32(table + 4)];
      if (type !== 4) continue;
      const firsts = coverage(table + u16(table + 2));
      firsts.forEach((first, i) => {
        const set = table + u16(table + 6 + 2 * i);
        for (let j = 0; j < u16(set); j++) {
          const ligature = set + u16(set + 2 + 2 * j);
          const rest = Array.from({ length: u16(ligature + 2) - 1 }, (_, k) => u16(ligature + 4 + 2 * k));
          sequences.push([first, ...rest]);
        }
      });
    }
  }
  return sequences;
}

/**
 * The faces' characters: every character of `points` in one face, save the joiners, which are in each face with a
 * sequence that uses them; the characters of every sequence in one face together.
 */
export function groupFaces(points: number[], sequences: number[][], chunk = CHUNK): number[][] {
  const parent = new Map<number, number>();
  const find = (p: number): number => {
    const up = parent.get(p) ?? p;
    return up === p ? p : find(up);
  };
  for (const sequence of sequences) {
    const [first, ...rest] = sequence.filter((p) => !isJoiner(p));
    for (const p of rest) {
      const [a, b] = [find(first!), find(p)].sort((x, y) => x - y);
      if (a !== b) parent.set(b!, a!);
    }
  }
  const groups = new Map<number, number[]>();
  for (const p of [...points].sort((a, b) => a - b))
    if (!isJoiner(p)) groups.set(find(p), [...(groups.get(find(p)) ?? []), p]);
  const joinersOf = (group: number[]) =>
    [...new Set(sequences.filter((s) => s.some((p) => group.includes(p))).flatMap((s) => s.filter(isJoiner)))].sort(
      (a, b) => a - b,
    );
  // Groups that take the same joiners share files, so a page with a joiner fetches few files it does not need.
  const byJoiners = new Map<string, number[][]>();
  for (const group of groups.values()) {
    const key = joinersOf(group).join(',');
    byJoiners.set(key, [...(byJoiners.get(key) ?? []), group]);
  }
  const faces: number[][] = [];
  for (const [key, list] of [...byJoiners].sort(([a], [b]) => a.localeCompare(b))) {
    const joiners = key ? key.split(',').map(Number) : [];
    let open: number[] = [];
    for (const group of list) {
      if (open.length > 0 && open.length + group.length > chunk) {
        faces.push([...open, ...joiners]);
        open = [];
      }
      open.push(...group);
    }
    if (open.length > 0) faces.push([...open, ...joiners]);
  }
  return faces.map((face) => face.sort((a, b) => a - b));
}

/** The whole font's characters and ligated sequences (as characters). */
export async function fontSequences(ttf: Buffer): Promise<{ points: number[]; sequences: number[][] }> {
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const points = [...face.collectUnicodes()].sort((a, b) => a - b);
  const pointOf = new Map<number, number>();
  for (const p of points) if (!pointOf.has(font.nominalGlyph(p)!)) pointOf.set(font.nominalGlyph(p)!, p);
  const sequences = gsubLigatures(face.referenceTable('GSUB')!).map((glyphs) =>
    glyphs.map((g) => {
      const point = pointOf.get(g);
      if (point === undefined) throw new Error(`ligature component glyph ${g} has no character`);
      return point;
    }),
  );
  return { points, sequences };
}

export function render(faces: Face[]): string {
  const rules = faces.map(
    (face) =>
      `@font-face {\n  font-family: 'Noto Emoji';\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400;\n` +
      `  src: url(./emoji-font/${face.file}) format('woff2');\n  unicode-range: ${formatRange(face.points)};\n}\n`,
  );
  return (
    `/* Generated by scripts/emoji-font-css.ts from @fontsource/noto-emoji (monochrome Noto Emoji, for systems without\n` +
    `   a colour-emoji font; woff2 only, which every browser Hearth supports reads). Each emoji is in one face's\n` +
    `   unicode-range with every sequence it forms, so a page fetches only the small files that draw what it shows. */\n` +
    rules.join('')
  );
}

/** The CSS as committed: rendered and laid out by the repository's prettier. */
export async function formattedCss(faces: Face[]): Promise<string> {
  const options = await prettier.resolveConfig(EMOJI_FONT_CSS);
  return prettier.format(render(faces), { ...options, filepath: EMOJI_FONT_CSS });
}

/** The faces the installed package gives, without writing them. */
export async function plannedFaces(): Promise<Face[]> {
  const { points, sequences } = await fontSequences(await fontverter.convert(readFileSync(SOURCE), 'truetype'));
  // The font also maps NUL, CR and the space, which no emoji needs; listed, any text with a space would fetch a face.
  return groupFaces(
    points.filter((p) => p > 0x20),
    sequences,
  ).map((group, i) => ({
    file: `noto-emoji-${String(i).padStart(3, '0')}.woff2`,
    points: group,
  }));
}

/** Each face's woff2: the whole font cut to the face's characters (harfbuzz keeps the sequences they form). */
export async function subsetFiles(faces: Face[]): Promise<Map<string, Buffer>> {
  const woff2 = readFileSync(SOURCE);
  const files = new Map<string, Buffer>();
  for (const face of faces)
    files.set(face.file, await subsetFont(woff2, String.fromCodePoint(...face.points), { targetFormat: 'woff2' }));
  return files;
}

async function write(): Promise<void> {
  const faces = await plannedFaces();
  rmSync(EMOJI_FONT_DIR, { recursive: true, force: true });
  mkdirSync(EMOJI_FONT_DIR, { recursive: true });
  for (const [file, bytes] of await subsetFiles(faces)) writeFileSync(join(EMOJI_FONT_DIR, file), bytes);
  writeFileSync(EMOJI_FONT_CSS, await formattedCss(faces));
  console.log(`${faces.length} faces, ${readdirSync(EMOJI_FONT_DIR).length} files in ${EMOJI_FONT_DIR}`);
}

if (process.argv[1] === import.meta.filename) await write();
