import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-types.ts';

const bytes = (...b: Array<number | string>) =>
  Uint8Array.from(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

describe('sniffImageType', () => {
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0), 'image/jpeg'],
    ['gif89a', bytes('GIF89a', 0, 0, 0, 0, 0, 0), 'image/gif'],
    ['gif87a', bytes('GIF87a', 0, 0, 0, 0, 0, 0), 'image/gif'],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'image/webp'],
    ['an exe renamed .png', bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0), null],
    ['html', bytes('<svg onload='), null],
    ['a truncated png', bytes(0x89, 'PN'), null],
  ])('%s', (_name, head, expected) => {
    expect(sniffImageType(head)).toBe(expected);
  });
});
