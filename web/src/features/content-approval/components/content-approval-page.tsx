// The Content Approval page (member-forum §2.10, §4): Post Submissions — posts awaiting approval, oldest first,
// each with View (its page, where staff see it), Approve and Deny. Approving publishes it; denying hides it; the author
// is notified either way. Community site only: the decision is the post's own call on this host.
import '@mantine/core/styles/Card.layer.css';
import { messages } from '@hearth/shared/messages';
import type { PostSubmission } from '@hearth/shared/schemas/content-approval';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useToast } from '../../../components/toast/toast-provider.tsx';
import { useDecidePost, usePostSubmissions } from '../api/content-approval.ts';

export function ContentApprovalPage({ communityId, communityName }: { communityId: string; communityName: string }) {
  useDocumentTitle(`Content Approval · ${communityName}`);
  const list = usePostSubmissions(communityId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <main>
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, xs: 30 }}>
            Content Approval
          </Title>
          <Title order={2} fz="lg">
            Post Submissions
          </Title>
          {list.isPending ? (
            <Loader role="status" aria-label="Loading post submissions" />
          ) : list.isError ? (
            <Alert color="red" role="alert" title={messages.generic}>
              <Button variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : items.length === 0 ? (
            <Text c="dimmed">{messages.noPostSubmissions}</Text>
          ) : (
            <Stack gap="sm" component="ul" aria-label="Post submissions" style={{ listStyle: 'none', padding: 0 }}>
              {items.map((item) => (
                <li key={item.postId}>
                  <SubmissionCard communityId={communityId} item={item} />
                </li>
              ))}
            </Stack>
          )}
          {list.hasNextPage && (
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Show more posts
            </Button>
          )}
        </Stack>
      </Container>
    </main>
  );
}

function SubmissionCard({ communityId, item }: { communityId: string; item: PostSubmission }) {
  const decide = useDecidePost(communityId);
  const toast = useToast();
  const act = (approved: boolean) =>
    decide.mutate(
      { postId: item.postId, approved },
      {
        onSuccess: () => toast(approved ? messages.postApprovedToast : messages.postDeniedToast),
        onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
      },
    );
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed">
          By {item.authorName}
          {item.anonymous ? ' (posted anonymously)' : ''} · submitted{' '}
          {new Date(item.submittedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
        <Group gap="sm" mt={4} wrap="wrap">
          <Anchor component={Link} to={`/post/${encodeURIComponent(item.slug)}`} aria-label={`View ${item.title}`}>
            View
          </Anchor>
          <Button size="xs" onClick={() => act(true)} loading={decide.isPending} aria-label={`Approve ${item.title}`}>
            Approve
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => act(false)}
            loading={decide.isPending}
            aria-label={`Deny ${item.title}`}
          >
            Deny
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
