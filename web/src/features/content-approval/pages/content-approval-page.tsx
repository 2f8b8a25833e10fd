// The Content Approval page (member-forum §2.10, §4): Post Submissions — posts awaiting approval, oldest first,
// each with View (its page, where staff see it), Approve and Deny. Approving publishes it; denying hides it; the author
// is notified either way. The community site's /dashboard/content-approval and, given the community's address
// (`siteUrl`), the owner app's /community-dashboard/content-approval, inside the dashboard's main landmark.
import { ListState } from '@/components/list-state/list-state.tsx';
import '@mantine/core/styles/Card.layer.css';
import * as messages from '@hearth/shared/messages';
import type { PostSubmission } from '@hearth/shared/schemas/content-approval';
import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useDecidePost, usePostSubmissions } from '../api/content-approval.ts';

export function ContentApprovalPage({
  communityId,
  communityName,
  siteUrl = null,
}: {
  communityId: string;
  communityName: string;
  /** The owner app: the community's address, for View (its post page there); Approve and Deny name the community. */
  siteUrl?: string | null;
}) {
  useDocumentTitle(`Content Approval · ${communityName}`);
  const list = usePostSubmissions(communityId);
  // The list is kept from the decision's event, so a reload right after a decision may still hold the post: what was
  // decided here stays off the page.
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter((item) => !decided.has(item.postId));
  const page = (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Content Approval
      </Title>
      <Title order={2} fz="lg">
        Post Submissions
      </Title>
      <ListState
        query={list}
        loadingLabel="Loading post submissions"
        empty={{ when: items.length === 0, text: messages.noPostSubmissions }}
      >
        <Stack gap="sm" component="ul" aria-label="Post submissions" style={{ listStyle: 'none', padding: 0 }}>
          {items.map((item) => (
            <li key={item.postId}>
              <SubmissionCard
                communityId={communityId}
                siteUrl={siteUrl}
                item={item}
                onDecided={() => setDecided((before) => new Set(before).add(item.postId))}
              />
            </li>
          ))}
        </Stack>
      </ListState>
      {list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more posts
        </Button>
      )}
    </Stack>
  );
  if (siteUrl) return page;
  return (
    <main>
      <Container size="lg" py="lg">
        {page}
      </Container>
    </main>
  );
}

function SubmissionCard({
  communityId,
  siteUrl,
  item,
  onDecided,
}: {
  communityId: string;
  siteUrl: string | null;
  item: PostSubmission;
  onDecided: () => void;
}) {
  const decide = useDecidePost(communityId, siteUrl !== null);
  const toast = useToast();
  const act = (approved: boolean) =>
    decide.mutate(
      { postId: item.postId, approved },
      {
        onSuccess: () => {
          toast(approved ? messages.postApprovedToast : messages.postDeniedToast);
          onDecided();
        },
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
          {/* An anonymous post's author is hidden from staff too: the API names no one. */}
          {item.anonymous ? 'Posted anonymously' : `By ${item.authorName}`} · submitted{' '}
          {new Date(item.submittedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
        <Group gap="sm" mt={4} wrap="wrap">
          {siteUrl ? (
            <Anchor
              href={`${siteUrl.replace(/\/$/, '')}/post/${encodeURIComponent(item.slug)}`}
              target="_blank"
              rel="noreferrer"
              aria-label={`View ${item.title}`}
            >
              View
            </Anchor>
          ) : (
            <Anchor component={Link} to={`/post/${encodeURIComponent(item.slug)}`} aria-label={`View ${item.title}`}>
              View
            </Anchor>
          )}
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
