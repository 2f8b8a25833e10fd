// A tiny PNG encoder for the seed's generated icons and banners (truecolour, no external image tools needed).
import { crc32, deflateSync } from 'node:zlib';

export type Pixel = (x: number, y: number) => [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(width: number, height: number, pixel: Pixel): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** A diagonal gradient from the accent colour to a darker shade, with soft circles: a banner that looks intended. */
export function bannerPng(hex: string, width = 1920, height = 200): Buffer {
  const [r, g, b] = hexToRgb(hex);
  const dark: [number, number, number] = [r * 0.35, g * 0.35, b * 0.35];
  return encodePng(width, height, (x, y) => {
    const t = (x / width) * 0.8 + (y / height) * 0.2;
    const ring = Math.sin(Math.hypot(x - width * 0.78, y - height * 1.1) / 38) > 0.92 ? 0.12 : 0;
    return [mix(r, dark[0], t) + ring * 255, mix(g, dark[1], t) + ring * 255, mix(b, dark[2], t) + ring * 255].map(
      (v) => Math.min(255, Math.round(v)),
    ) as [number, number, number];
  });
}

/** A round mark in the accent colour on white, 50×50 by default (the spec's recommended icon size ×2). */
export function iconPng(hex: string, size = 100): Buffer {
  const [r, g, b] = hexToRgb(hex);
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const d = Math.hypot(x - c + 0.5, y - c + 0.5);
    if (d > c) return [255, 255, 255];
    if (d < c * 0.42) return [255, 255, 255];
    const t = Math.min(1, Math.max(0, c - d));
    return [mix(255, r, t), mix(255, g, t), mix(255, b, t)];
  });
}
