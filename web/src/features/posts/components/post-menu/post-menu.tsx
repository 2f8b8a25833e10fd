// A post's actions menu (member-forum §6), from the menu the server computed for this viewer: copy link for
// everyone, edit and delete for its author, pin, archive and delete with a reason for staff. Follow has its own button beside it.
import type { PostDetail } from '@hearth/shared/schemas/forum';
import { ActionIcon, Menu } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { DeleteContentDialog } from '@/components/confirm-dialog/delete-content-dialog.tsx';
import { DotsIcon } from '@/components/icons/icons.tsx';
import {
  DeleteContentReasonDialog,
  type MemberAction,
  MemberActionDialog,
  ReportDialog,
} from '@/components/moderation-dialogs/lazy-moderation-dialogs.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useDeletePost, useForgetDeletedPost } from '@/features/posts/api/delete-post.ts';
import { useSetPostFlag, type PostFlag } from '@/features/posts/api/set-post-flags.ts';

interface PostMenuProps {
  post: Pick<PostDetail, 'id' | 'slug' | 'title' | 'menu' | 'pinned' | 'archived' | 'author' | 'category' | 'subforum'>;
  requireAuth: (action: () => void) => void;
}

// Staff-only and rare: its own chunk, loaded when opened.
const MovePostDialog = lazy(() => import('./move-post-dialog.tsx').then((m) => ({ default: m.MovePostDialog })));

const flagToasts: Record<string, string> = {
  pin: 'Post pinned.',
  unpin: 'Post unpinned.',
  archive: 'Post archived.',
  unarchive: 'Post restored from the archive.',
};

export function PostMenu({ post, requireAuth }: PostMenuProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const setFlag = useSetPostFlag(post.id);
  const remove = useDeletePost();
  const forgetDeleted = useForgetDeletedPost();
  const [confirming, setConfirming] = useState(false);
  const [staffDeleting, setStaffDeleting] = useState(false);
  const [moving, setMoving] = useState(false);
  // moderation
  const [reporting, setReporting] = useState(false);
  const [memberAction, setMemberAction] = useState<MemberAction | null>(null);
  const authorId = post.author.memberId;
  const can = (action: PostDetail['menu'][number]) => post.menu.includes(action);

  const flag = (action: string, name: PostFlag, value: boolean) =>
    requireAuth(() =>
      setFlag.mutate(
        { flag: name, value },
        {
          onSuccess: () => toast(flagToasts[action] ?? 'Saved.'),
          onError: (error) => toast(error.message, { tone: 'error' }),
        },
      ),
    );

  const copyLink = () => {
    const url = `${window.location.origin}/post/${post.slug}`;
    void navigator.clipboard
      ?.writeText(url)
      .then(() => toast('Link copied.'))
      .catch(() => toast(url));
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal width={200}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Post actions">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={copyLink}>Copy link</Menu.Item>
          {can('edit') && (
            <Menu.Item onClick={() => void navigate({ to: '/edit-post/$slug', params: { slug: post.slug } })}>
              Edit
            </Menu.Item>
          )}
          {can('pin') && <Menu.Item onClick={() => flag('pin', 'pinned', true)}>Pin</Menu.Item>}
          {can('unpin') && <Menu.Item onClick={() => flag('unpin', 'pinned', false)}>Unpin</Menu.Item>}
          {can('archive') && <Menu.Item onClick={() => flag('archive', 'archived', true)}>Archive</Menu.Item>}
          {can('unarchive') && <Menu.Item onClick={() => flag('unarchive', 'archived', false)}>Unarchive</Menu.Item>}
          {can('move') && <Menu.Item onClick={() => setMoving(true)}>Move</Menu.Item>}
          {can('delete') && (
            <Menu.Item color="red" onClick={() => setConfirming(true)}>
              Delete
            </Menu.Item>
          )}
          {can('deleteContent') && (
            <Menu.Item color="red" onClick={() => setStaffDeleting(true)}>
              Delete
            </Menu.Item>
          )}
          {authorId && can('warn') && <Menu.Item onClick={() => setMemberAction('warn')}>Warn</Menu.Item>}
          {authorId && can('timeout') && <Menu.Item onClick={() => setMemberAction('timedBan')}>Timeout</Menu.Item>}
          {authorId && can('ban') && (
            <Menu.Item color="red" onClick={() => setMemberAction('permanentBan')}>
              Permanent ban
            </Menu.Item>
          )}
          {can('report') && <Menu.Item onClick={() => requireAuth(() => setReporting(true))}>Report</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <DeleteContentDialog
        opened={confirming}
        what="post"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onDelete={() => remove.mutateAsync(post.id)}
        onDeleted={() => void navigate({ to: '/' })}
      >
        “{post.title}” and its comments will no longer be shown. This cannot be undone.
      </DeleteContentDialog>
      {moving && (
        <Suspense fallback={null}>
          <MovePostDialog postId={post.id} title={post.title} onClose={() => setMoving(false)} />
        </Suspense>
      )}
      {staffDeleting && (
        <DeleteContentReasonDialog
          contentType="post"
          contentId={post.id}
          onClose={() => setStaffDeleting(false)}
          onDeleted={() => {
            forgetDeleted();
            void navigate({ to: '/' });
          }}
        />
      )}
      {reporting && <ReportDialog contentType="post" contentId={post.id} onClose={() => setReporting(false)} />}
      {memberAction && authorId && (
        <MemberActionDialog
          action={memberAction}
          memberId={authorId}
          memberName={post.author.fullName}
          onClose={() => setMemberAction(null)}
        />
      )}
    </>
  );
}
