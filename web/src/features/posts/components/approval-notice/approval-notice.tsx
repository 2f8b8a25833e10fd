// What a post that is not published says on its page (member-forum §4): awaiting approval or not approved, who can
// see it, and for staff the Approve and Deny buttons.
import type { PostDetail } from '@hearth/shared/schemas/forum';
import * as messages from '@hearth/shared/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useSetPostApproval } from '@/features/posts/api/set-post-approval.ts';

interface ApprovalNoticeProps {
  post: Pick<PostDetail, 'id' | 'approved' | 'menu'>;
}

export function ApprovalNotice({ post }: ApprovalNoticeProps) {
  const toast = useToast();
  const decide = useSetPostApproval(post.id);
  if (post.approved === true) return null;
  const canApprove = post.menu.includes('approve');
  const canDeny = post.menu.includes('deny');
  const staff = canApprove || canDeny;
  const pending = post.approved === null;

  const submit = (approved: boolean) =>
    decide.mutate(approved, {
      onSuccess: () => toast(approved ? 'Post approved and published.' : 'Post denied.'),
      onError: (error) => toast(error.message, { tone: 'error' }),
    });

  return (
    <Alert
      variant="light"
      color={pending ? 'yellow' : 'red'}
      mt="md"
      title={pending ? messages.postAwaitingApproval : messages.postDenied}
    >
      <Text size="sm">
        {pending
          ? staff
            ? 'Approve it to publish it in the feeds, or deny it. Only its author and staff can see it until then.'
            : "Only you and the community's staff can see it until a moderator approves it."
          : staff
            ? 'Only its author and staff can see it. Approve it to publish it after all.'
            : "Only you and the community's staff can see it. Edit it to submit it again."}
      </Text>
      {staff && (
        <Group mt="sm" gap="sm">
          {canApprove && (
            <Button
              size="xs"
              loading={decide.isPending && decide.variables === true}
              disabled={decide.isPending}
              onClick={() => submit(true)}
            >
              Approve
            </Button>
          )}
          {canDeny && (
            <Button
              size="xs"
              variant="default"
              loading={decide.isPending && decide.variables === false}
              disabled={decide.isPending}
              onClick={() => submit(false)}
            >
              Deny
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
