// Recognises images by their magic bytes, never by name or declared type.
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const signatures: Array<{ type: ImageType; test: (b: Uint8Array) => boolean }> = [
  { type: 'image/png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => String.fromCharCode(...b.subarray(0, 6)).match(/^GIF8[79]a$/) !== null },
  {
    type: 'image/webp',
    test: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

/** The image type the bytes really are, or null. Needs the first 12 bytes. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  return signatures.find((s) => s.test(head))?.type ?? null;
}

/** A PNG's width and height from its IHDR chunk (bytes 16-23), or null when the bytes are not a PNG's start. */
export function pngDimensions(head: Uint8Array): { width: number; height: number } | null {
  if (head.length < 24 || sniffImageType(head) !== 'image/png') return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
