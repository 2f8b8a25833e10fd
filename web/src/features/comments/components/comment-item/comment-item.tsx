// One comment with its replies, indented up to 3 levels (member-forum §2.6, §9): author, time, text, votes,
// reactions, Reply (while the depth allows and the viewer may comment), and Edit / Delete from its menu.
import { COMMENT_MAX_INDENT } from '@hearth/shared/constants/forum';
import type { CommentView, Layout } from '@hearth/shared/schemas/forum';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { DeleteContentDialog } from '@/components/confirm-dialog/delete-content-dialog.tsx';
import { DotsIcon } from '@/components/icons/icons.tsx';
import {
  DeleteContentReasonDialog,
  type MemberAction,
  MemberActionDialog,
  ReportDialog,
} from '@/components/moderation-dialogs/lazy-moderation-dialogs.tsx';
import { AuthorAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { ReactionBar } from '@/components/reaction-bar/reaction-bar.tsx';
import { RichHtml } from '@/components/rich-html/rich-html.tsx';
import { SubscriberBadge } from '@/components/subscriber-badge/subscriber-badge.tsx';
import { TimeAgo } from '@/components/time-ago/time-ago.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { VoteButtons } from '@/components/vote-buttons/vote-buttons.tsx';
import { htmlToText } from '@/lib/rich-text.ts';
import { useAddComment } from '@/features/comments/api/add-comment.ts';
import { useDeleteComment, useForgetDeletedComment } from '@/features/comments/api/delete-comment.ts';
import { useEditComment } from '@/features/comments/api/edit-comment.ts';
import { useReactToComment } from '@/features/comments/api/react-to-comment.ts';
import { useVoteComment } from '@/features/comments/api/vote-comment.ts';
import { CommentForm } from '../comment-form/comment-form.tsx';
import classes from './comment-item.module.css';

export interface CommentContext {
  postId: string;
  postSlug: string;
  reactions: Layout['reactions'];
  /** The viewer may comment and reply here (not archived, has the permission). */
  canReply: boolean;
  /** Votes and reactions are closed (archived post, or the viewer may not vote: a timeout). */
  closed: boolean;
  allowAnonymous: boolean;
  requireAuth: (action: () => void) => void;
  /** The comment a thread view points at. */
  highlightId?: string | undefined;
}

export function CommentItem({ comment, context }: { comment: CommentView; context: CommentContext }) {
  const toast = useToast();
  const vote = useVoteComment(comment.id);
  const react = useReactToComment(comment.id);
  const reply = useAddComment(context.postId);
  const edit = useEditComment(comment.id);
  const remove = useDeleteComment(context.postId);
  const forgetDeleted = useForgetDeletedComment(context.postId);
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const [confirming, setConfirming] = useState(false);
  const [staffDeleting, setStaffDeleting] = useState(false);
  // moderation
  const [reporting, setReporting] = useState(false);
  const [memberAction, setMemberAction] = useState<MemberAction | null>(null);
  const authorId = comment.author.memberId;
  const failed = (error: Error) => toast(error.message, { tone: 'error' });
  const level = Math.min(comment.indentLevel, COMMENT_MAX_INDENT);
  const canReply = context.canReply && !comment.deleted && comment.indentLevel < COMMENT_MAX_INDENT;
  const copyLink = () => {
    const url = `${window.location.origin}/post/${context.postSlug}?comment=${encodeURIComponent(comment.slug)}`;
    void navigator.clipboard
      ?.writeText(url)
      .then(() => toast('Link copied.'))
      .catch(() => toast(url));
  };

  return (
    <li className={classes.item} data-level={level}>
      <div
        className={classes.comment}
        id={`comment-${comment.id}`}
        data-highlight={context.highlightId === comment.id || undefined}
      >
        <Group gap="xs" wrap="nowrap" className={classes.meta}>
          <AuthorAvatar author={comment.author} size={28} />
          <Text size="sm" fw={600} truncate="end">
            {comment.deleted ? '[deleted]' : comment.author.fullName}
          </Text>
          {comment.author.subscriber && !comment.deleted && <SubscriberBadge />}
          <TimeAgo iso={comment.publishedAt} size="xs" className={classes.time} />
          {comment.editedAt && !comment.deleted && (
            <Text size="xs" c="dimmed">
              · edited
            </Text>
          )}
        </Group>
        {mode === 'edit' ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initialText={htmlToText(comment.content)}
            pending={edit.isPending}
            autoFocus
            onCancel={() => setMode('view')}
            onSubmit={({ content }) => edit.mutateAsync(content).then(() => setMode('view'))}
          />
        ) : comment.deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            This comment was deleted.
          </Text>
        ) : (
          <RichHtml html={comment.content} className={classes.content} />
        )}
        {!comment.deleted && mode !== 'edit' && (
          <Group gap={6} wrap="wrap" className={classes.actions}>
            <VoteButtons
              size="sm"
              vote={comment.viewer.vote}
              upvotes={comment.upvotes}
              downvotes={comment.downvotes}
              disabled={context.closed}
              onVote={(press) => context.requireAuth(() => vote.mutate(press, { onError: failed }))}
            />
            <ReactionBar
              compact
              reactions={context.reactions}
              counts={comment.reactions}
              mine={comment.viewer.reactions}
              disabled={context.closed}
              onToggle={(key) => context.requireAuth(() => react.mutate(key, { onError: failed }))}
            />
            {canReply && (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                aria-expanded={mode === 'reply'}
                onClick={() => context.requireAuth(() => setMode(mode === 'reply' ? 'view' : 'reply'))}
              >
                Reply
              </Button>
            )}
            <Menu position="bottom-end" withinPortal width={170}>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="md" radius="xl" aria-label="Comment actions">
                  <DotsIcon size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={copyLink}>Copy link</Menu.Item>
                {comment.menu.includes('edit') && <Menu.Item onClick={() => setMode('edit')}>Edit</Menu.Item>}
                {comment.menu.includes('delete') && (
                  <Menu.Item color="red" onClick={() => setConfirming(true)}>
                    Delete
                  </Menu.Item>
                )}
                {comment.menu.includes('deleteContent') && (
                  <Menu.Item color="red" onClick={() => setStaffDeleting(true)}>
                    Delete
                  </Menu.Item>
                )}
                {authorId && comment.menu.includes('warn') && (
                  <Menu.Item onClick={() => setMemberAction('warn')}>Warn</Menu.Item>
                )}
                {authorId && comment.menu.includes('timeout') && (
                  <Menu.Item onClick={() => setMemberAction('timedBan')}>Timeout</Menu.Item>
                )}
                {authorId && comment.menu.includes('ban') && (
                  <Menu.Item color="red" onClick={() => setMemberAction('permanentBan')}>
                    Permanent ban
                  </Menu.Item>
                )}
                {comment.menu.includes('report') && <Menu.Item onClick={() => setReporting(true)}>Report</Menu.Item>}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
        {mode === 'reply' && (
          <div className={classes.replyForm}>
            <CommentForm
              label={`Reply to ${comment.author.fullName}`}
              submitLabel="Reply"
              allowAnonymous={context.allowAnonymous}
              pending={reply.isPending}
              autoFocus
              onCancel={() => setMode('view')}
              onSubmit={(draft) => reply.mutateAsync({ ...draft, parentId: comment.id }).then(() => setMode('view'))}
            />
          </div>
        )}
      </div>
      {comment.replies.length > 0 && (
        <ul className={classes.replies} aria-label={`Replies to ${comment.author.fullName}`}>
          {comment.replies.map((child) => (
            <CommentItem key={child.id} comment={child} context={context} />
          ))}
        </ul>
      )}
      <DeleteContentDialog
        opened={confirming}
        what="comment"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onDelete={() => remove.mutateAsync(comment.id)}
      >
        The comment will no longer be shown. This cannot be undone.
      </DeleteContentDialog>
      {staffDeleting && (
        <DeleteContentReasonDialog
          contentType="comment"
          contentId={comment.id}
          onClose={() => setStaffDeleting(false)}
          onDeleted={() => void forgetDeleted()}
        />
      )}
      {reporting && <ReportDialog contentType="comment" contentId={comment.id} onClose={() => setReporting(false)} />}
      {memberAction && authorId && (
        <MemberActionDialog
          action={memberAction}
          memberId={authorId}
          memberName={comment.author.fullName}
          onClose={() => setMemberAction(null)}
        />
      )}
    </li>
  );
}
