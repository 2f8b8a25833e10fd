// /help: where to find Hearth (social links, support) and, for the owner only, the community's visibility with a
// confirmation before it changes (owner-dashboard §2 Help page, §4).
import * as messages from '@hearth/shared/messages';
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { useSetPublished } from '../api/set-published.ts';
import { HEARTH_SOCIAL_LINKS, HEARTH_SUPPORT_EMAIL } from '../contact.ts';
import { useCurrentCommunity } from '../current-community.ts';

export function HelpPage() {
  useDocumentTitle('Help · Hearth');
  const { community } = useCurrentCommunity();
  const toast = useToast();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Help
      </Title>
      <Card component="section" aria-labelledby="help-contact" withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="md" id="help-contact">
            Get in touch
          </Title>
          <Text size="sm">
            Questions about your community? Write to{' '}
            <Anchor href={`mailto:${HEARTH_SUPPORT_EMAIL}`}>{HEARTH_SUPPORT_EMAIL}</Anchor>.
          </Text>
          <Text size="sm" c="dimmed">
            Follow Hearth for news and tips:
          </Text>
          <List spacing={4} size="sm">
            {HEARTH_SOCIAL_LINKS.map((link) => (
              <List.Item key={link.href}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      {community?.role === 'owner' && <VisibilityCard community={community} onToast={(message) => toast(message)} />}
    </Stack>
  );
}

function VisibilityCard({ community, onToast }: { community: MyCommunity; onToast: (message: string) => void }) {
  const [confirming, confirm] = useDisclosure(false);
  const setPublished = useSetPublished();
  const [error, setError] = useState<string | null>(null);
  const next = !community.isLive;
  const action = next ? 'Publish' : 'Unpublish';

  const apply = () =>
    setPublished.mutate(
      { communityId: community.communityId, isLive: next },
      {
        onSuccess: () => {
          confirm.close();
          onToast(messages.platformVisibilityUpdated);
        },
        onError: (failure) => setError(placeApiError(failure, []).message),
      },
    );

  return (
    <Card component="section" aria-labelledby="help-visibility" withBorder radius="md" padding="lg">
      <Stack gap="xs" align="flex-start">
        <Group gap="xs">
          <Title order={2} fz="md" id="help-visibility">
            Platform visibility
          </Title>
          <Badge color={community.isLive ? 'teal' : 'gray'} variant="light">
            {community.isLive ? 'Live' : 'Unpublished'}
          </Badge>
        </Group>
        <Text size="sm">
          {community.isLive
            ? `${community.communityName} is live. Unpublishing hides it from all members; only its staff can still open it.`
            : `${community.communityName} is unpublished: only its staff can open it.`}
        </Text>
        <Button
          variant={community.isLive ? 'outline' : 'filled'}
          color={community.isLive ? 'red' : undefined}
          onClick={() => {
            setError(null);
            confirm.open();
          }}
        >
          {action} Platform
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`${action} ${community.communityName}?`}
        confirmLabel={action}
        danger={!next}
        pending={setPublished.isPending}
        error={error}
        onCancel={confirm.close}
        onConfirm={apply}
      >
        {next
          ? 'Publishing makes your community visible to everyone at its address.'
          : 'Unpublishing hides it from all members until you publish it again. Its staff can still open it.'}
      </ConfirmDialog>
    </Card>
  );
}
