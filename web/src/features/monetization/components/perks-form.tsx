// The subscriber perks (owner-dashboard §3 subscriptionPerks): rich text in the editor Platform Settings uses, shown
// to members on their /subscription page; saved on its own.
import * as messages from '@hearth/shared/messages';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { Button, Card, Group, Input, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { usePlatformSettings } from '@/features/community-settings/api/platform-settings.ts';
import { staffAiAssistWhen } from '@/lib/ai-complete.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { useMonetizationActions } from '../api/monetization.ts';

const RichTextEditor = lazy(() => import('@/features/communities/components/rich-text-editor/rich-text-editor.tsx'));

export function PerksForm({ communityId, settings }: { communityId: string; settings: Monetization }) {
  const toast = useToast();
  const { updatePerks } = useMonetizationActions(communityId);
  // The AI writing assist follows the community's switch (Platform Settings, Visibility).
  const aiContentGeneration = usePlatformSettings(communityId).data?.visibility.aiContentGeneration ?? false;
  const [html, setHtml] = useState(settings.subscriptionPerks);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (updatePerks.isPending) return;
    setError(null);
    updatePerks.mutate(html, {
      onSuccess: () => toast('The perks are saved.'),
      onError: (failure) => {
        const placed = placeApiError(failure, ['subscriptionPerks']);
        setError(placed.fields.subscriptionPerks ?? placed.message ?? messages.generic);
      },
    });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perks-title">
      <form onSubmit={save} noValidate aria-labelledby="perks-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="perks-title">
            Subscriber perks
          </Title>
          <Text size="sm" c="dimmed">
            What supporters get. Members see this on the community&apos;s Subscription page.
          </Text>
          <Input.Wrapper
            labelElement="div"
            label={<span id={labelId}>Perks</span>}
            error={error ? <span id={errorId}>{error}</span> : null}
          >
            <Suspense
              fallback={<Skeleton role="status" height={210} radius="md" aria-label="Loading the Perks editor" />}
            >
              <RichTextEditor
                // The toolbar is made with the editor: it is made again when the AI switch is known.
                key={aiContentGeneration ? 'with-ai' : 'without-ai'}
                labelledBy={labelId}
                describedBy={error ? errorId : undefined}
                invalid={!!error}
                initialHtml={html}
                onChange={setHtml}
                ai={staffAiAssistWhen(communityId, aiContentGeneration)}
              />
            </Suspense>
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button type="submit" loading={updatePerks.isPending}>
              Save perks
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
