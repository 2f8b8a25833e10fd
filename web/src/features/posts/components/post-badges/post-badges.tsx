// Pinned, Archived, awaiting-approval and not-approved badges of a post (member-forum §2.5, §4).
import type { PostCard } from '@hearth/shared/schemas/forum';
import type { ReactNode } from 'react';
import badge from '@/components/badge/badge.module.css';
import { ArchiveIcon, PinIcon } from '@/components/icons/icons.tsx';
import classes from './post-badges.module.css';

type Tone = 'accent' | 'gray' | 'yellow' | 'red';

function Badge({ tone, icon, children }: { tone: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={badge.badge} data-tone={tone} data-with-section={icon ? true : undefined}>
      {icon && <span data-section>{icon}</span>}
      <span>{children}</span>
    </div>
  );
}

export function PostBadges({ post }: { post: Pick<PostCard, 'pinned' | 'archived' | 'approved'> }) {
  if (!post.pinned && !post.archived && post.approved === true) return null;
  return (
    <div className={classes.badges}>
      {post.pinned && (
        <Badge tone="accent" icon={<PinIcon size={12} />}>
          Pinned
        </Badge>
      )}
      {post.archived && (
        <Badge tone="gray" icon={<ArchiveIcon size={12} />}>
          Archived
        </Badge>
      )}
      {post.approved === null && <Badge tone="yellow">Awaiting approval</Badge>}
      {post.approved === false && <Badge tone="red">Not approved</Badge>}
    </div>
  );
}
