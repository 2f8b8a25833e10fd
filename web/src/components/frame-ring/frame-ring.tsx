// The ring of a member's avatar frame, drawn around their avatar on cards, comments and the profile: the
// frame's own CSS art (shared FRAME_RINGS) behind the picture, showing as a ring. Decorative: the picture beside it is
// too. Tiny on purpose: it is on every post card of the first paint.
import { FRAME_RINGS } from '@hearth/shared/constants/frame-rings';
import type { ReactNode } from 'react';
import classes from './frame-ring.module.css';

export function FrameRing({
  frameId,
  size,
  children,
}: {
  /** The worn frame; none (or an unknown id) draws the avatar as it is. */
  frameId: string | null | undefined;
  /** The avatar's size in px: the ring is ~8% of it, 2 px at least. */
  size: number;
  children: ReactNode;
}) {
  const art = frameId ? FRAME_RINGS[frameId] : undefined;
  if (!art) return children;
  return (
    <span
      className={classes.ring}
      data-frame={frameId}
      style={{
        background: art.ring,
        padding: Math.max(2, Math.round(size * 0.08)),
        boxShadow: art.glow ? `0 0 ${Math.max(4, Math.round(size * 0.12))}px ${art.glow}` : undefined,
      }}
    >
      {children}
    </span>
  );
}
