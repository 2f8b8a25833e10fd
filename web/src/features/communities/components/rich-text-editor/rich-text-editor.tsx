// The rich-text editor (Quill, snow theme): loaded only by the pages that edit rich text, as its own chunk.
// The editable area is named by the page's visible label, and the toolbar buttons get readable names.
import Quill from 'quill';
import { editorHtml, labelEditor, useEditorState } from '../../../../lib/quill-editor.ts';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** id of the visible label that names the editor. */
  labelledBy: string;
  describedBy?: string | undefined;
  /** The starting HTML (later changes of this prop are not pushed into the editor). */
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  placeholder?: string;
}

export default function RichTextEditor({
  labelledBy,
  describedBy,
  initialHtml,
  onChange,
  invalid = false,
  placeholder,
}: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initialHtml);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const editorElement = document.createElement('div');
    container.appendChild(editorElement);
    const quill = new Quill(editorElement, {
      theme: 'snow',
      placeholder,
      modules: {
        toolbar: [
          [{ header: 2 }, 'bold', 'italic', 'underline'],
          [{ list: 'ordered' }, { list: 'bullet' }],
          ['link', 'clean'],
        ],
      },
    });
    if (initialRef.current) quill.clipboard.dangerouslyPasteHTML(initialRef.current, 'silent');
    labelEditor(quill, container, labelledBy);
    quill.on('text-change', () => onChangeRef.current(editorHtml(quill)));
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      container.replaceChildren();
    };
  }, [labelledBy, placeholder]);

  useEditorState(quillRef, describedBy, invalid);

  return <div ref={host} className={classes.editor} data-invalid={invalid || undefined} />;
}
