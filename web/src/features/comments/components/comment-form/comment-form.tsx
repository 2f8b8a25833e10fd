// Writing a comment, a reply or an edit: plain text (kept as paragraphs, #hashtags linked), "Comment cannot be
// empty", and "Post anonymously" where the viewer's role allows it (member-forum §2.6, §5).
import { messages } from '@hearth/shared/messages';
import { commentContentSchema } from '@hearth/shared/schemas/comments';
import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { textToHtml } from '../../../../lib/rich-text.ts';

export interface CommentDraft {
  content: string;
  anonymous: boolean;
}

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  allowAnonymous?: boolean;
  pending: boolean;
  /** Resolves when saved (the form empties), rejects with the API's error. */
  onSubmit: (draft: CommentDraft) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  allowAnonymous = false,
  pending,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const [text, setText] = useState(initialText);
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const content = textToHtml(text);
    const parsed = commentContentSchema.safeParse(text.trim() ? content : '');
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.commentEmpty);
      return;
    }
    setError(null);
    onSubmit({ content: parsed.data, anonymous: allowAnonymous && anonymous }).then(
      () => {
        setText('');
        setAnonymous(false);
      },
      (failure: unknown) =>
        setError(
          isApiError(failure) && failure.status >= 400 && failure.status < 500
            ? failure.message
            : messages.commentSubmitFailed,
        ),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Textarea
          id={id}
          aria-label={label}
          placeholder={label}
          rows={3}
          resize="vertical"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          autoFocus={autoFocus}
        />
        <Group justify="space-between" gap="xs">
          {allowAnonymous ? (
            <Checkbox
              label="Post anonymously"
              checked={anonymous}
              onChange={(event) => setAnonymous(event.currentTarget.checked)}
            />
          ) : (
            <span />
          )}
          <Group gap="xs">
            {onCancel && (
              <Button variant="default" size="sm" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" size="sm" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
