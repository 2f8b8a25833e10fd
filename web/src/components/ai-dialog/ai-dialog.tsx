// The AI writing assist's dialog (owner-dashboard §4, §5): a prompt of 3 to 250 characters, Generate, the answer
// shown as it is written, then handed to the editor (which replaces the selection or inserts it at the cursor), and
// the dialog closes. Cancel stops an answer half-written and leaves the editor as it was. Loaded only when opened.
import * as messages from '@hearth/shared/messages';
import { AI_PROMPT_MAX, type AiCompleteBody, aiPromptSchema } from '@hearth/shared/schemas/ai';
import { Modal, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';
import richHtml from '@/components/rich-html/rich-html.module.css';
import type { AiAssist } from '@/lib/ai-complete.ts';
import { placeApiError } from '@/lib/form-errors.ts';

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
  const [preview, setPreview] = useState('');
  const request = useRef<AbortController | null>(null);
  // A dialog closed while the answer is being written stops the request.
  useEffect(() => () => request.current?.abort(), []);

  const writing = useMutation({
    mutationFn: (body: AiCompleteBody) => {
      const controller = new AbortController();
      request.current = controller;
      return ai.write(body, setPreview, controller.signal);
    },
    onSuccess: (answer) => {
      onResult(answer.html);
      onClose();
    },
    onError: (error) => {
      if (request.current?.signal.aborted) return;
      // The prompt's own refusal goes under it; a selection over its limit is the one other field the API judges.
      const placed = placeApiError(error, ['prompt']);
      setPromptError(placed.fields.prompt ?? null);
      setFailure(placed.message);
      setPreview('');
    },
  });
  const pending = writing.isPending;

  const generate = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    const checked = aiPromptSchema.safeParse(prompt);
    setPromptError(checked.success ? null : (checked.error.issues[0]?.message ?? messages.aiPromptTooShort));
    setFailure(null);
    if (!checked.success) return;
    setPreview('');
    writing.mutate({ prompt: checked.data, ...(selection ? { selection } : {}) });
  };

  const close = () => {
    request.current?.abort();
    onClose();
  };

  return (
    <Modal opened onClose={close} title="Write with AI" centered size="lg">
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
            readOnly={pending}
            required
          />
          {pending && (
            <Text size="sm" c="dimmed" role="status">
              Writing… the answer goes into the editor when it is done.
            </Text>
          )}
          {pending && preview && (
            <Paper withBorder p="sm" aria-label="The answer so far" role="region">
              <ScrollArea.Autosize mah={240}>
                {/* Sanitized by the API as posts are (the answer so far, patch by patch). */}
                <div className={richHtml.content} dangerouslySetInnerHTML={{ __html: preview }} />
              </ScrollArea.Autosize>
            </Paper>
          )}
          <DialogActions onCancel={close} confirmLabel="Generate" pending={pending} error={failure} />
        </Stack>
      </form>
    </Modal>
  );
}
