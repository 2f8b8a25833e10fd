// A community's icon, or its initials on the accent colour when it has none.
import { Avatar, type AvatarProps } from '@mantine/core';
import type { CommunityLook } from '@hearth/shared/schemas/site';

interface CommunityIconProps extends Omit<AvatarProps, 'src' | 'alt' | 'name'> {
  community: Pick<CommunityLook, 'name' | 'iconURL'>;
  /** Empty when the name is printed right beside the icon, so screen readers do not hear it twice. */
  alt: string;
}

export function CommunityIcon({ community, alt, ...others }: CommunityIconProps) {
  return (
    <Avatar
      src={community.iconURL}
      alt={alt}
      name={community.name}
      color="accent"
      variant="filled"
      aria-hidden={community.iconURL ? undefined : true}
      {...others}
    />
  );
}
