// A small deterministic pseudo-random generator (mulberry32): the same seed, the same sequence. For sample numbers a
// page shows, demo data and benchmarks, never for anything that must be unguessable.

/** A sequence of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a text (FNV-1a), so a string such as a community id seeds the same sequence every time. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
