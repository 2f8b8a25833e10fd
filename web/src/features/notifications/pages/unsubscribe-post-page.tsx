// /unsubscribePost/{postSlug} (member-forum §2.8, §4): from a signed e-mail link, without signing in. Loading; the
// member still follows the post → View Post / Unsubscribe → "You are now unsubscribed" with Return Home; already not
// following → "You have successfully unsubscribed" with a link to the preferences; a bad link → "Unable to unsubscribe".
import * as messages from '@hearth/shared/messages';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { PageLoader } from '@/components/page-loader/page-loader.tsx';
import { useUnsubscribePost, useUnsubscribeState } from '../api/unsubscribe-post.ts';

export function UnsubscribePostPage({
  communityName,
  postSlug,
  token,
}: {
  communityName: string;
  postSlug: string;
  token: string;
}) {
  useDocumentTitle(communityName);
  const state = useUnsubscribeState(postSlug, token);
  const unsubscribe = useUnsubscribePost(postSlug, token);
  let body;
  if (unsubscribe.isSuccess) {
    body = (
      <>
        <Title order={1} size="h3" role="status">
          {messages.unsubscribedNow}
        </Title>
        <Text c="dimmed">You will no longer get e-mails about this post.</Text>
        <Button component={Link} to="/">
          Return Home
        </Button>
      </>
    );
  } else if (state.isPending) {
    return <PageLoader />;
  } else if (state.isError || unsubscribe.isError) {
    body = (
      <>
        <Title order={1} size="h3" role="alert">
          {messages.unableToUnsubscribe}
        </Title>
        <Text c="dimmed">This link is not valid or has expired. Nothing was changed.</Text>
        <Button component={Link} to="/notification-settings" variant="default">
          Notification preferences
        </Button>
      </>
    );
  } else if (!state.data.subscribed) {
    body = (
      <>
        <Title order={1} size="h3" role="status">
          {messages.unsubscribedAlready}
        </Title>
        <Text c="dimmed">
          You do not get e-mails about “{state.data.post.title}”. Manage the rest in your{' '}
          <Text component={Link} to="/notification-settings" c="accent.8" inherit>
            notification preferences
          </Text>
          .
        </Text>
      </>
    );
  } else {
    body = (
      <>
        <Title order={1} size="h3">
          Unsubscribe from this post?
        </Title>
        <Text>You get an e-mail when someone comments on “{state.data.post.title}”.</Text>
        <Group justify="center">
          <Button component={Link} to={`/post/${encodeURIComponent(state.data.post.slug)}`} variant="default">
            View Post
          </Button>
          <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            Unsubscribe
          </Button>
        </Group>
      </>
    );
  }
  return (
    <main>
      <Paper withBorder maw={520} mx="auto" my="xl" p="xl">
        <Stack align="center" ta="center" gap="md">
          {body}
        </Stack>
      </Paper>
    </main>
  );
}
