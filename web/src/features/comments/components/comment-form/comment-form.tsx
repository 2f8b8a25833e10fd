// Writing a comment, a reply or an edit: plain text (kept as paragraphs, #hashtags linked), "Comment cannot be
// empty", and "Post anonymously" where the viewer's role allows it (member-forum §2.6, §5).
import * as messages from '@hearth/shared/messages';
import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { textToHtml } from '@/lib/rich-text.ts';

/**
 * The comment rule, loaded with the first submit (or focus): zod and the schemas stay out of the post page's code,
 * which a reader runs whether or not they comment (it lowers the post page's Total Blocking Time).
 */
const contentSchema = () =>
  import('@hearth/shared/schemas/comments').then(
    (m) => m.commentContentSchema,
    () => null,
  );

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

  const checking = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || checking.current) return;
    const content = textToHtml(text);
    checking.current = true;
    const schema = await contentSchema().finally(() => (checking.current = false));
    if (!schema) {
      setError(messages.commentSubmitFailed);
      return;
    }
    const parsed = schema.safeParse(text.trim() ? content : '');
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
    <form onSubmit={(event) => void submit(event)} onFocus={() => void contentSchema()} noValidate aria-label={label}>
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
