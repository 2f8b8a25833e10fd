// The rich-text editor (Quill, snow theme): loaded only by the pages that edit rich text, as its own chunk.
// The editable area is named by the page's visible label, and the toolbar buttons get readable names.
import Quill from 'quill';
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

const toolbarNames: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  'list: ordered': 'Numbered list',
  'list: bullet': 'Bulleted list',
  link: 'Link',
  clean: 'Clear formatting',
  'header: 2': 'Heading',
};

/** Quill's HTML without its editor-only markup; 2.0's semantic HTML writes every space as &nbsp;. */
const htmlOf = (quill: Quill) =>
  quill.getText().trim() === '' ? '' : quill.getSemanticHTML().replaceAll('&nbsp;', ' ');

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
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    container.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
      const name = toolbarNames[button.getAttribute('aria-label') ?? ''];
      if (name) button.setAttribute('aria-label', name);
    });
    quill.on('text-change', () => onChangeRef.current(htmlOf(quill)));
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      container.replaceChildren();
    };
  }, [labelledBy, placeholder]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
  }, [describedBy, invalid]);

  return <div ref={host} className={classes.editor} data-invalid={invalid || undefined} />;
}
