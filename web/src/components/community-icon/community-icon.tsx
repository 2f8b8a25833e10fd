// A community's icon, or its initials on the accent colour when it has none: drawn as Mantine's filled Avatar
// (member-avatar.module.css), in the top bar and header of every community page.
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { type AvatarSize, Circle, initials } from '../member-avatar/member-avatar.tsx';

interface CommunityIconProps {
  community: Pick<CommunityLook, 'name' | 'iconURL'>;
  /** Empty when the name is printed right beside the icon, so screen readers do not hear it twice. */
  alt: string;
  /** In px; without it, the community header's `--community-icon-size`. */
  size?: AvatarSize;
  radius: 'md' | 'lg';
  className?: string;
}

export function CommunityIcon({ community, alt, size, radius, className }: CommunityIconProps) {
  return (
    <Circle size={size ?? 'header'} color="accent" radius={radius} className={className} hidden={!community.iconURL}>
      {community.iconURL ? (
        <img src={community.iconURL} alt={alt} />
      ) : (
        <span title={alt}>{initials(community.name)}</span>
      )}
    </Circle>
  );
}
