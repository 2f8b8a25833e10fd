// The avatar frames' art: each frame's ring, keyed by frame id (the catalogue, profile-upgrades.ts). Its own
// module because every post card and comment draws it at first paint, and the rest of the catalogue is not needed there.
/**
 * Each frame's ring (a CSS background drawn behind the avatar, showing as a ring around it) and, from Epic up, a glow.
 * Keyed by frame id; an id not here draws no ring.
 */
export const FRAME_RINGS: Readonly<Record<string, { ring: string; glow?: string }>> = {
  silver: { ring: 'conic-gradient(#8d96a3, #eef1f5, #8d96a3, #d5dae1, #8d96a3)' },
  moss: { ring: 'conic-gradient(#2f6b33, #8cc152, #2f6b33, #b5d98a, #2f6b33)' },
  tide: { ring: 'repeating-conic-gradient(#0b5fa5 0 30deg, #5ec3f2 30deg 60deg)' },
  ember: { ring: 'conic-gradient(#b3261e, #ff9f1c, #ffd166, #ff9f1c, #b3261e)' },
  aurora: { ring: 'conic-gradient(#22d3ee, #a78bfa, #f472b6, #34d399, #22d3ee)', glow: '#a78bfa' },
  gilded: { ring: 'conic-gradient(#8a6d1d, #ffe08a, #c9a227, #fff3c4, #8a6d1d)', glow: '#e0b84a' },
  laurel: { ring: 'repeating-conic-gradient(#1f7a3a 0 12deg, #d4af37 12deg 24deg)', glow: '#d4af37' },
  nova: { ring: 'conic-gradient(#1e1b4b, #f0abfc, #fde68a, #67e8f9, #1e1b4b)', glow: '#f0abfc' },
};
