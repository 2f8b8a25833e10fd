// The AI writing assist's dialog (owner-dashboard §4, §5): a prompt of 3 to 250 characters, Generate, the writer's
// answer handed to the editor (which replaces the selection or inserts it at the cursor), and the dialog closes on
// success. Loaded only when someone opens it.
import * as messages from '@hearth/shared/messages';
import { AI_PROMPT_MAX, aiPromptSchema } from '@hearth/shared/schemas/ai';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';
import { isApiError } from '@/lib/api-client.ts';
import type { AiAssist } from '@/lib/ai-complete.ts';

export interface AiDialogProps {
  ai: AiAssist;
  /** The editor's selected text (plain), sent along as the text to work on; '' when nothing is selected. */
  selection: string;
  onResult: (html: string) => void;
  onClose: () => void;
}

export default function AiDialog({ ai, selection, onResult, onClose }: AiDialogProps) {
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const generate = async (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    const checked = aiPromptSchema.safeParse(prompt);
    setPromptError(checked.success ? null : (checked.error.issues[0]?.message ?? messages.aiPromptTooShort));
    setFailure(null);
    if (!checked.success) return;
    setPending(true);
    try {
      const answer = await ai.complete({ prompt: checked.data, ...(selection ? { selection } : {}) });
      onResult(answer.html);
      onClose();
    } catch (error) {
      const prompted = isApiError(error) ? error.fields?.prompt : undefined;
      if (prompted) setPromptError(prompted);
      // A selection over its limit is the one other field the API judges.
      else setFailure(isApiError(error) ? (error.fields?.selection ?? error.message) : messages.generic);
      setPending(false);
    }
  };

  return (
    <Modal opened onClose={pending ? () => undefined : onClose} title="Write with AI" centered>
      <form onSubmit={generate} noValidate>
        <Stack gap="md">
          <Textarea
            label="What should the AI write?"
            description={
              selection
                ? `The selected text is sent along, and the answer replaces it. ${prompt.trim().length}/${AI_PROMPT_MAX}`
                : `The answer is inserted at the cursor. ${prompt.trim().length}/${AI_PROMPT_MAX}`
            }
            placeholder="A friendly welcome for new members, in two short paragraphs"
            value={prompt}
            onChange={(event) => {
              setPrompt(event.currentTarget.value);
              setPromptError(null);
            }}
            error={promptError}
            autosize
            minRows={3}
            maxRows={6}
            data-autofocus
            required
          />
          {pending && (
            <Text size="sm" c="dimmed" role="status">
              Writing… this can take a few seconds.
            </Text>
          )}
          <DialogActions onCancel={onClose} cancelWaits confirmLabel="Generate" pending={pending} error={failure} />
        </Stack>
      </form>
    </Modal>
  );
}
