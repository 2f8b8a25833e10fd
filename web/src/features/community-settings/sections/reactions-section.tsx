// User Reactions: each reaction's title (at most 10 characters) saves itself 350 ms after the last change, and its
// image (a png of at least 50×50) as soon as it is uploaded. Custom reactions need the plan the plan table names
// (Professional or above); on a plan without them the reactions stay shown as customised, read-only.
import * as messages from '@hearth/shared/messages';
import { lowestPlanFor, planFeatureMessage } from '@hearth/shared/rules/plan-features';
import { REACTION_TITLE_MAX, reactionTitleSchema } from '@hearth/shared/schemas/platform-settings';
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';
import { Alert, FileButton, Button, Group, Image, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Emoji } from '@/components/emoji/emoji.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { uploadReactionImage, useUpdateReaction } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import type { SectionProps } from './types.ts';

/** owner-dashboard §4: the title auto-saves 350 ms after a change. */
export const REACTION_AUTOSAVE_MS = 350;

type Reaction = PlatformSettings['reactions'][number];

function ReactionRow({
  communityId,
  reaction,
  editable,
}: {
  communityId: string;
  reaction: Reaction;
  editable: boolean;
}) {
  const toast = useToast();
  const [title, setTitle] = useState(reaction.title);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateReaction(communityId, reaction.id);

  const send = (body: { title?: string; imageKey?: string }) =>
    update.mutate(body, {
      onSuccess: () => toast(messages.reactionUpdated),
      onError: (failure) => {
        const placed = placeApiError(failure, ['title', 'imageKey']);
        setError(placed.fields.title ?? placed.fields.imageKey ?? placed.message);
      },
    });
  const saveTitle = useDebouncedCallback((next: string) => {
    const checked = reactionTitleSchema.safeParse(next);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    if (checked.data !== reaction.title) send({ title: checked.data });
  }, REACTION_AUTOSAVE_MS);

  const onImage = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      send({ imageKey: await uploadReactionImage(communityId, file) });
    } catch (failure) {
      setError(placeApiError(failure, []).message ?? messages.invalidImage);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder radius="sm" p="sm">
      <Group align="flex-start" wrap="nowrap">
        <Stack w={56} align="center" gap={2}>
          {reaction.imageURL ? (
            <Image src={reaction.imageURL} alt={`${reaction.title} reaction image`} w={32} h={32} fit="contain" />
          ) : (
            <Emoji char={reaction.emoji} label={`${reaction.title} reaction`} />
          )}
        </Stack>
        <TextInput
          flex={1}
          label={`Title of the ${reaction.key} reaction`}
          description={`${title.trim().length}/${REACTION_TITLE_MAX} characters`}
          value={title}
          disabled={!editable}
          error={error}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTitle(next);
            setError(null);
            saveTitle(next);
          }}
          rightSection={update.isPending ? <Loader role="status" size={14} aria-label="Saving" /> : null}
        />
        <FileButton onChange={(file) => void onImage(file)} accept="image/png" disabled={!editable}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              mt={24}
              disabled={!editable}
              loading={uploading}
              aria-label={`Upload image for ${reaction.title}`}
            >
              Upload image
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  );
}

export default function ReactionsSection({ communityId, settings }: SectionProps) {
  const editable = settings.customReactionsAvailable;
  return (
    <SectionFrame
      title="User Reactions"
      description="The reactions members add to posts and comments. Changes save on their own. Images: PNG, at least 50×50 px, square."
    >
      {!editable && (
        <Alert color="blue" variant="light" title={lowestPlanFor('customReactions').name}>
          {planFeatureMessage('customReactions')}
        </Alert>
      )}
      <Stack gap="sm">
        {settings.reactions.map((reaction) => (
          <ReactionRow key={reaction.id} communityId={communityId} reaction={reaction} editable={editable} />
        ))}
      </Stack>
    </SectionFrame>
  );
}
