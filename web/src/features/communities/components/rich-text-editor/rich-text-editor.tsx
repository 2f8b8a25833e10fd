// The rich-text editor (Quill, snow theme): loaded only by the pages that edit rich text, as its own chunk.
// The editable area is named by the page's visible label, and the toolbar buttons get readable names. Given `ai`
// (the community has AI content generation on), its toolbar offers the AI writing assist.
import 'quill/dist/quill.snow.css';
import { useRef } from 'react';
import type { AiAssist } from '@/lib/ai-complete.ts';
import { AI_TOOLBAR_ITEM, useAiAssist } from '@/lib/quill-ai.tsx';
import { type QuillFieldProps, useQuillField } from '@/lib/quill-editor.ts';
import classes from './rich-text-editor.module.css';

export type RichTextEditorProps = QuillFieldProps & { ai?: AiAssist | undefined };

const toolbar = [
  [{ header: 2 }, 'bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'clean'],
];

export default function RichTextEditor({ ai, ...props }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const assist = useAiAssist(ai);
  useQuillField(
    host,
    props,
    {
      toolbar: {
        container: ai ? [...toolbar, [AI_TOOLBAR_ITEM]] : toolbar,
        handlers: { [AI_TOOLBAR_ITEM]: assist.open },
      },
    },
    assist.attach,
  );
  return (
    <>
      <div ref={host} className={classes.editor} data-invalid={props.invalid || undefined} />
      {assist.dialog}
    </>
  );
}
