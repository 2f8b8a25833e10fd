// The "Adjust Profile Picture" dialog's body (/settings?type=avatar): the avatar editor and Save.
import * as messages from '@hearth/shared/messages';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { useUploadAvatar } from '@/features/members/api/upload-avatar.ts';
import { AvatarEditor, type AvatarChoice } from './avatar-editor.tsx';

export function AvatarDialogBody({ onDone }: { onDone: () => void }) {
  const upload = useUploadAvatar();
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((next: AvatarChoice | null) => setChoice(next), []);

  const save = async () => {
    if (!choice || upload.isPending) return;
    setError(null);
    try {
      await upload.mutateAsync(await choice.produce());
      onDone();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : messages.uploadMediaFailed);
    }
  };

  return (
    <Stack gap="md">
      <AvatarEditor onChange={onChange} />
      {error && (
        <Text role="alert" c="red.8" size="sm" ta="center">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()} disabled={!choice} loading={upload.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
