// What every Quill editor in the SPA shares: an editable area named by the page's label, readable toolbar names,
// the HTML it hands back, and the description/invalid state kept in sync. Imported only by lazily loaded editors,
// so Quill stays out of every first paint.
import type Quill from 'quill';
import { type RefObject, useEffect } from 'react';

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
};

/** Makes a fresh editor accessible: the editable area is a multi-line textbox named by `labelledBy`. */
export function labelEditor(quill: Quill, container: HTMLElement, labelledBy: string) {
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', labelledBy);
  container.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
    const name = toolbarNames[button.getAttribute('aria-label') ?? ''];
    if (name) button.setAttribute('aria-label', name);
  });
}

/** Quill's HTML without its editor-only markup (2.0's semantic HTML writes every space as &nbsp;); '' when empty. */
export const editorHtml = (quill: Quill) =>
  quill.getText().trim() === '' && quill.root.querySelector('iframe, .mention') === null
    ? ''
    : quill.getSemanticHTML().replaceAll('&nbsp;', ' ');

/** Keeps the editable area's description and invalid state in step with the form. */
export function useEditorState(quillRef: RefObject<Quill | null>, describedBy: string | undefined, invalid: boolean) {
  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
  }, [quillRef, describedBy, invalid]);
}
