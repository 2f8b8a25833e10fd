// Pinned, Archived, awaiting-approval and not-approved badges of a post (member-forum §2.5, §4).
import type { PostCard } from '@hearth/shared/schemas/forum';
import { Badge, Group } from '@mantine/core';
import { ArchiveIcon, PinIcon } from '@/components/icons/icons.tsx';

export function PostBadges({ post }: { post: Pick<PostCard, 'pinned' | 'archived' | 'approved'> }) {
  if (!post.pinned && !post.archived && post.approved === true) return null;
  return (
    <Group gap={6}>
      {post.pinned && (
        <Badge variant="light" color="accent" leftSection={<PinIcon size={12} />}>
          Pinned
        </Badge>
      )}
      {post.archived && (
        <Badge variant="light" color="gray" leftSection={<ArchiveIcon size={12} />}>
          Archived
        </Badge>
      )}
      {post.approved === null && (
        <Badge variant="light" color="yellow">
          Awaiting approval
        </Badge>
      )}
      {post.approved === false && (
        <Badge variant="light" color="red">
          Not approved
        </Badge>
      )}
    </Group>
  );
}
