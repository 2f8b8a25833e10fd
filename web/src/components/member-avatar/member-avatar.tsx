// A member's picture, or their initials; anonymous and deleted authors get a neutral one. Drawn as Mantine's filled
// Avatar looks (member-avatar.module.css), without its per-instance style work: avatars are on every card and comment.
import { useState, type ReactNode } from 'react';
import { FrameRing } from '../frame-ring/frame-ring.tsx';
import classes from './member-avatar.module.css';

/** The sizes the app draws avatars at, in px (each has its rule in member-avatar.module.css). */
export type AvatarSize = 26 | 28 | 32 | 36 | 40 | 56 | 88 | 96;

/** Mantine's initials palette (getInitialsColor): a name always gets the same colour. */
export const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
];

export function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length]!;
}

/** Up to two initials, as Mantine's Avatar writes them. */
export function initials(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function Circle({
  size,
  color,
  radius,
  className,
  hidden = true,
  children,
}: {
  /** In px, or the community header's own size. */
  size: AvatarSize | 'header';
  color: string;
  /** Round unless set. */
  radius?: 'md' | 'lg' | undefined;
  className?: string | undefined;
  /** Decorative (the default): hidden from assistive tech. */
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${classes.avatar} ${className}` : classes.avatar}
      data-size={size}
      data-color={color}
      data-radius={radius}
      aria-hidden={hidden || undefined}
    >
      {children}
    </div>
  );
}

interface MemberAvatarProps {
  name: string;
  pictureURL: string | null;
  /** Anonymous or deleted: no initials that would look like a person's. */
  faceless?: boolean;
  size: AvatarSize;
  className?: string;
}

export function MemberAvatar({ name, pictureURL, faceless = false, size, className }: MemberAvatarProps) {
  // A picture that fails to load falls back to the initials (until the address changes).
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const shown = pictureURL && failedURL !== pictureURL ? pictureURL : null;
  const letters = faceless ? '' : initials(name);
  return (
    <Circle size={size} color={faceless ? 'gray' : initialsColor(name)} className={className}>
      {shown ? (
        <img src={shown} alt="" onError={() => setFailedURL(shown)} />
      ) : (
        <span title="">{letters || <PlaceholderIcon />}</span>
      )}
    </Circle>
  );
}

/** The last circle of a group of avatars: how many more there are ("3+"). */
export function MoreAvatar({ count, size }: { count: number; size: AvatarSize }) {
  return (
    <Circle size={size} color="gray">
      <span>{count}+</span>
    </Circle>
  );
}

/** An empty light-grey avatar (a person's outline), held while the signed-in member's menu loads. */
export function EmptyAvatar({ size, className }: { size: AvatarSize; className?: string }) {
  return (
    <Circle size={size} color="none" className={className}>
      <span>
        <PlaceholderIcon />
      </span>
    </Circle>
  );
}

/** Avatars overlapping in a row (Mantine's Avatar.Group look); its label names them. */
export function AvatarGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.group} role="img" aria-label={label}>
      {children}
    </div>
  );
}

/** Mantine's avatar placeholder: a person's outline. */
function PlaceholderIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
      <path
        d="M0.877014 7.49988C0.877014 3.84219 3.84216 0.877045 7.49985 0.877045C11.1575 0.877045 14.1227 3.84219 14.1227 7.49988C14.1227 11.1575 11.1575 14.1227 7.49985 14.1227C3.84216 14.1227 0.877014 11.1575 0.877014 7.49988ZM7.49985 1.82704C4.36683 1.82704 1.82701 4.36686 1.82701 7.49988C1.82701 8.97196 2.38774 10.3131 3.30727 11.3213C4.19074 9.94119 5.73818 9.02499 7.50023 9.02499C9.26206 9.02499 10.8093 9.94097 11.6929 11.3208C12.6121 10.3127 13.1727 8.97172 13.1727 7.49988C13.1727 4.36686 10.6328 1.82704 7.49985 1.82704ZM10.9818 11.9787C10.2839 10.7795 8.9857 9.97499 7.50023 9.97499C6.01458 9.97499 4.71624 10.7797 4.01845 11.9791C4.97952 12.7272 6.18765 13.1727 7.49985 13.1727C8.81227 13.1727 10.0206 12.727 10.9818 11.9787ZM5.14999 6.50487C5.14999 5.207 6.20212 4.15487 7.49999 4.15487C8.79786 4.15487 9.84999 5.207 9.84999 6.50487C9.84999 7.80274 8.79786 8.85487 7.49999 8.85487C6.20212 8.85487 5.14999 7.80274 5.14999 6.50487ZM7.49999 5.10487C6.72679 5.10487 6.09999 5.73167 6.09999 6.50487C6.09999 7.27807 6.72679 7.90487 7.49999 7.90487C8.27319 7.90487 8.89999 7.27807 8.89999 6.50487C8.89999 5.73167 8.27319 5.10487 7.49999 5.10487Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface AuthorAvatarProps {
  /** A post's or comment's author: no member id when anonymous or deleted; the frame they wear, if any. */
  author: {
    memberId: string | null;
    fullName: string;
    profilePicURL: string | null;
    avatarFrameId?: string | undefined;
  };
  size: AvatarSize;
}

/** The author of a post, card or comment: one place for how the forum pictures its authors (and their frame). */
export function AuthorAvatar({ author, size }: AuthorAvatarProps) {
  return (
    <FrameRing frameId={author.memberId ? author.avatarFrameId : undefined} size={size}>
      <MemberAvatar
        name={author.fullName}
        pictureURL={author.profilePicURL}
        faceless={author.memberId === null}
        size={size}
      />
    </FrameRing>
  );
}
