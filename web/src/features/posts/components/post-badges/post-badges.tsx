// Pinned, Archived, awaiting-approval and not-approved badges of a post (member-forum §2.5, §4).
import type { PostCard } from '@hearth/shared/schemas/forum';
import type { ReactNode } from 'react';
import badge from '@/components/badge/badge.module.css';
import { ArchiveIcon, PinIcon } from '@/components/icons/icons.tsx';
import classes from './post-badges.module.css';

function Badge({ tone, icon, children }: { tone: string | undefined; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${badge.badge} ${tone}`} data-with-section={icon ? true : undefined}>
      {icon && <span className={badge.section}>{icon}</span>}
      <span className={badge.label}>{children}</span>
    </div>
  );
}

export function PostBadges({ post }: { post: Pick<PostCard, 'pinned' | 'archived' | 'approved'> }) {
  if (!post.pinned && !post.archived && post.approved === true) return null;
  return (
    <div className={classes.badges}>
      {post.pinned && (
        <Badge tone={badge.accent} icon={<PinIcon size={12} />}>
          Pinned
        </Badge>
      )}
      {post.archived && (
        <Badge tone={badge.gray} icon={<ArchiveIcon size={12} />}>
          Archived
        </Badge>
      )}
      {post.approved === null && <Badge tone={badge.yellow}>Awaiting approval</Badge>}
      {post.approved === false && <Badge tone={badge.red}>Not approved</Badge>}
    </div>
  );
}
