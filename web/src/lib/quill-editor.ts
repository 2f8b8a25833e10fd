// What every Quill editor in the SPA shares: mounting it in a form field (starting HTML, an editable area named by
// the page's label, readable toolbar names, the HTML it hands back, the description/invalid state kept in sync).
// Imported only by lazily loaded editors, so Quill stays out of every first paint.
import Quill, { type QuillOptions } from 'quill';
import { type RefObject, useEffect, useRef } from 'react';

/** The props of an editor used as a form field. */
export interface QuillFieldProps {
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
  blockquote: 'Quote',
  video: 'Video',
  clean: 'Clear formatting',
  'header: 2': 'Heading',
  ai: 'Write with AI',
};

/**
 * Mounts a snow-theme Quill editor in `host` as a form field and returns it: the starting HTML, the accessible name,
 * every change handed to `onChange` as HTML, the description and invalid state kept in step. It is made again only
 * when the label or placeholder change. `setup` adds an editor's own behaviour and may return its cleanup.
 */
export function useQuillField(
  host: RefObject<HTMLDivElement | null>,
  { labelledBy, describedBy, initialHtml, onChange, invalid = false, placeholder }: QuillFieldProps,
  modules: QuillOptions['modules'],
  setup?: (quill: Quill) => (() => void) | void,
): RefObject<Quill | null> {
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initialHtml);
  const setupRef = useRef(setup);
  const modulesRef = useRef(modules);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const editorElement = document.createElement('div');
    container.appendChild(editorElement);
    const quill = new Quill(editorElement, { theme: 'snow', placeholder, modules: modulesRef.current });
    // The saved HTML as the editor's contents, without a selection: Quill's dangerouslyPasteHTML also selects the
    // start, which focuses the editor on load (taking the focus from the page, and on a phone opening the keyboard).
    if (initialRef.current)
      quill.setContents(quill.clipboard.convert({ html: initialRef.current, text: '' }), 'silent');
    labelEditor(quill, container, labelledBy);
    quill.on('text-change', () => onChangeRef.current(editorHtml(quill)));
    const cleanup = setupRef.current?.(quill);
    quillRef.current = quill;
    return () => {
      cleanup?.();
      quillRef.current = null;
      container.replaceChildren();
    };
  }, [host, labelledBy, placeholder]);

  useEditorState(quillRef, describedBy, invalid);
  return quillRef;
}

/** Makes a fresh editor accessible: the editable area is a multi-line textbox named by `labelledBy`. */
function labelEditor(quill: Quill, container: HTMLElement, labelledBy: string) {
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', labelledBy);
  container.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
    const name = toolbarNames[button.getAttribute('aria-label') ?? ''];
    if (name) button.setAttribute('aria-label', name);
    // Quill draws icons for its own formats only: the AI writing assist's button says what it is.
    if (button.classList.contains('ql-ai')) {
      button.textContent = 'AI';
      button.style.width = 'auto';
      button.style.fontWeight = '700';
    }
  });
}

/** Quill's HTML without its editor-only markup (2.0's semantic HTML writes every space as &nbsp;); '' when empty. */
export const editorHtml = (quill: Quill) =>
  quill.getText().trim() === '' && quill.root.querySelector('iframe, .mention') === null
    ? ''
    : quill.getSemanticHTML().replaceAll('&nbsp;', ' ');

/** Keeps the editable area's description and invalid state in step with the form. */
function useEditorState(quillRef: RefObject<Quill | null>, describedBy: string | undefined, invalid: boolean) {
  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
  }, [quillRef, describedBy, invalid]);
}
