// A member's picture, or their initials; anonymous and deleted authors get a neutral one.
import { Avatar, type AvatarProps } from '@mantine/core';

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

interface AuthorAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  /** A post's or comment's author: no member id when anonymous or deleted. */
  author: { memberId: string | null; fullName: string; profilePicURL: string | null };
}

/** The author of a post, card or comment: one place for how the forum pictures its authors. */
export function AuthorAvatar({ author, ...others }: AuthorAvatarProps) {
  return (
    <MemberAvatar
      name={author.fullName}
      pictureURL={author.profilePicURL}
      faceless={author.memberId === null}
      {...others}
    />
  );
}
