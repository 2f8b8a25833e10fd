// The community's home page: its header and the feed.
import { Container, EmptyState, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { CommunityHeader } from './-components/community-header/community-header.tsx';
import { rootRoute } from './root.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
});

function HomePage() {
  const { community } = rootRoute.useRouteContext();
  useDocumentTitle(community.name);
  return (
    <main>
      <CommunityHeader community={community} />
      <Container size="lg" py="xl" component="section" aria-labelledby="feed-heading">
        <Title order={2} id="feed-heading" size="h3" mb="md">
          Posts
        </Title>
        <EmptyState
          title="No posts found."
          icon={<PostsIcon />}
          withIndicatorBackground
          py={48}
          bd="1px dashed var(--mantine-color-gray-3)"
          bdrs="lg"
        />
      </Container>
    </main>
  );
}

function PostsIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.6.5-1.8.1-1.8-.8V5.5Z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M8 8.5h8M8 12h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
