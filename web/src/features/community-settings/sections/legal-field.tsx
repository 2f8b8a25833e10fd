// A required rich-text field of the legal sections (terms, rules, privacy): label, editor, the §5 message.
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { AiAssist } from '@/lib/ai-complete.ts';

const RichTextEditor = lazy(() => import('@/features/communities/components/rich-text-editor/rich-text-editor.tsx'));

interface RichFieldProps {
  label: string;
  /** The community has AI content generation on: the editor offers the AI writing assist. */
  ai?: AiAssist | undefined;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | null | undefined;
}

export function RichField({ label, initialHtml, onChange, error, ai }: RichFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{label}</span>}
      error={error ? <span id={errorId}>{error}</span> : null}
    >
      <Suspense
        fallback={<Skeleton role="status" height={210} radius="md" aria-label={`Loading the ${label} editor`} />}
      >
        <RichTextEditor
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={!!error}
          initialHtml={initialHtml}
          onChange={onChange}
          ai={ai}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
