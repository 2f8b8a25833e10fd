// A profile cover (member-forum §2.7, §3): the variation for the screen's orientation — landscape on wide
// screens, portrait on phones (under 640 px) — drawn as our CSS art, an image, or a muted looping video (webm/mp4).
import { COVER_ART } from '@hearth/shared/constants/profile-upgrades';
import type { CoverVariationView } from '@hearth/shared/schemas/gamification';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';

const videoTypes = { webm: 'video/webm', mp4: 'video/mp4' } as const;

export function CoverArt({
  variations,
  label,
  className,
  orientation,
  decorative = false,
}: {
  variations: readonly CoverVariationView[];
  /** What the cover is, for the accessible name (none when decorative). */
  label?: string;
  /** A preview beside its own label (the catalogue): hidden from assistive technology. */
  decorative?: boolean;
  className?: string | undefined;
  /** Forces one orientation (the catalogue's previews); by default the screen decides. */
  orientation?: 'landscape' | 'portrait';
}) {
  const phone = useMediaQuery('(max-width: 639px)', false);
  const wanted = orientation ?? (phone ? 'portrait' : 'landscape');
  const variation = variations.find((v) => v.orientation === wanted) ?? variations[0];
  if (!variation) return null;
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  // Not positioned, so the profile header that overlaps the cover's edge paints above it.
  const box: CSSProperties = { overflow: 'hidden' };
  if (variation.type === 'css') {
    return (
      <div
        className={className}
        {...named}
        data-cover={variation.key}
        style={{ ...box, background: COVER_ART[variation.key] }}
      />
    );
  }
  if (!variation.url) return null;
  if (variation.type === 'image') {
    return <div className={className} {...named} style={{ ...box, backgroundImage: `url(${variation.url})` }} />;
  }
  return (
    <div className={className} style={box}>
      <video
        {...(decorative ? { 'aria-hidden': true } : { 'aria-label': label })}
        autoPlay
        muted
        loop
        playsInline
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      >
        <source src={variation.url} type={videoTypes[variation.type]} />
      </video>
    </div>
  );
}
