// The composer's draft line: whether what the member wrote is saved on the server ("Saving…", "Saved", announced
// politely), and "Discard draft" behind a confirmation, which deletes the draft and the images uploaded to it.
import * as draftMessages from '@hearth/shared/draft-messages';
import type { Draft } from '@hearth/shared/schemas/drafts';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useDeleteDraft } from '@/features/posts/api/delete-draft.ts';
import type { DraftSaveState } from './use-draft-autosave.ts';

/** The draft a new post's composer saves to. */
export interface ComposerDraft {
  id: string;
  /** The draft as the server held it when the composer opened; null for a new one. */
  restored: Draft | null;
  /** Its first save (the page records the draft's id in its address, to come back to it). */
  onFirstSave: (draftId: string) => void;
  onDiscarded: () => void;
}

const stateText: Record<DraftSaveState, string> = {
  idle: '',
  saving: draftMessages.draftSaving,
  saved: draftMessages.draftSaved,
  failed: draftMessages.draftSaveFailed,
};

interface DraftControlsProps {
  draftId: string;
  state: DraftSaveState;
  /** Before the discard is sent: no save may follow it. */
  onDiscard: () => void;
  onDiscarded: () => void;
}

export function DraftControls({ draftId, state, onDiscard, onDiscarded }: DraftControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const discard = useDeleteDraft();
  const confirm = () => {
    // Nothing saved yet: there is nothing on the server to delete.
    if (state === 'idle') {
      onDiscard();
      onDiscarded();
      return;
    }
    onDiscard();
    discard.mutate(draftId, { onSuccess: onDiscarded });
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" c={state === 'failed' ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
        {stateText[state]}
      </Text>
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
        {draftMessages.draftDiscard}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={draftMessages.draftDiscard}
        confirmLabel="Discard"
        danger
        pending={discard.isPending}
        error={discard.error?.message ?? null}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        {draftMessages.draftDiscardConfirm}
      </ConfirmDialog>
    </Group>
  );
}
