// The rich-text editor (Quill, snow theme): loaded only by the pages that edit rich text, as its own chunk.
// The editable area is named by the page's visible label, and the toolbar buttons get readable names.
import 'quill/dist/quill.snow.css';
import { useRef } from 'react';
import { type QuillFieldProps, useQuillField } from '@/lib/quill-editor.ts';
import classes from './rich-text-editor.module.css';

export type RichTextEditorProps = QuillFieldProps;

const modules = {
  toolbar: [
    [{ header: 2 }, 'bold', 'italic', 'underline'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link', 'clean'],
  ],
};

export default function RichTextEditor(props: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  useQuillField(host, props, modules);
  return <div ref={host} className={classes.editor} data-invalid={props.invalid || undefined} />;
}
