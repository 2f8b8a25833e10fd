// A member's picture, or their initials; anonymous and deleted authors get a neutral one.
import { Avatar, type AvatarProps } from '@mantine/core';
import { FrameRing } from '../frame-ring/frame-ring.tsx';

interface MemberAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  name: string;
  pictureURL: string | null;
  /** Anonymous or deleted: no initials that would look like a person's. */
  faceless?: boolean;
}

export function MemberAvatar({ name, pictureURL, faceless = false, ...others }: MemberAvatarProps) {
  return (
    <Avatar
      src={pictureURL}
      name={faceless ? undefined : name}
      color={faceless ? 'gray' : 'initials'}
      // Filled, so the theme's autoContrast writes the initials in black or white at 4.5:1 or more.
      variant="filled"
      alt=""
      aria-hidden="true"
      {...others}
    />
  );
}

interface AuthorAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt' | 'size'> {
  /** A post's or comment's author: no member id when anonymous or deleted; the frame they wear, if any. */
  author: {
    memberId: string | null;
    fullName: string;
    profilePicURL: string | null;
    avatarFrameId?: string | undefined;
  };
  size: number;
}

/** The author of a post, card or comment: one place for how the forum pictures its authors (and their frame). */
export function AuthorAvatar({ author, size, ...others }: AuthorAvatarProps) {
  return (
    <FrameRing frameId={author.memberId ? author.avatarFrameId : undefined} size={size}>
      <MemberAvatar
        name={author.fullName}
        pictureURL={author.profilePicURL}
        faceless={author.memberId === null}
        size={size}
        {...others}
      />
    </FrameRing>
  );
}
