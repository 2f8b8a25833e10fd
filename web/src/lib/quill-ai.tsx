// The AI writing assist in a Quill editor: a toolbar button (only where AI content generation is on) that opens the
// lazily loaded AI dialog; its answer replaces the selection or goes in at the cursor. Imported only by the lazily
// loaded editors, and the dialog loads on the first click, so no page's first paint carries any of it.
import type Quill from 'quill';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { AiAssist } from './ai-complete.ts';

const AiDialog = lazy(() => import('@/components/ai-dialog/ai-dialog.tsx'));

/** The toolbar entry (a `ql-ai` button) and the name its handler goes by. */
export const AI_TOOLBAR_ITEM = 'ai';

interface Place {
  index: number;
  length: number;
}

/**
 * Puts the answer in: it replaces the selected text where it stands (as a paste would), or, with nothing selected,
 * goes in at the cursor as paragraphs of its own; the cursor ends after it.
 */
export function insertAnswer(quill: Quill, place: Place, html: string) {
  let index = place.index;
  const ownBlock = place.length === 0;
  if (!ownBlock) quill.deleteText(index, place.length, 'user');
  if (ownBlock && index > 0 && quill.getText(index - 1, 1) !== '\n') {
    quill.insertText(index, '\n', 'user');
    index += 1;
  }
  const before = quill.getLength();
  quill.clipboard.dangerouslyPasteHTML(index, html, 'user');
  const end = index + quill.getLength() - before;
  if (ownBlock && quill.getText(end, 1) !== '\n') quill.insertText(end, '\n', 'user');
  quill.setSelection(end, 0, 'user');
}

/**
 * For an editor whose toolbar is made once, before the editor exists: `attach` (called from the editor's setup with
 * the new editor; answers its cleanup), the button's handler `open`, both stable, and the dialog to render beside
 * the editor. Without `ai` the editor leaves the button out of its toolbar and nothing here runs.
 */
export function useAiAssist(ai: AiAssist | undefined): {
  attach: (quill: Quill) => () => void;
  open: () => void;
  dialog: ReactNode;
} {
  const quillRef = useRef<Quill | null>(null);
  const [asking, setAsking] = useState<{ place: Place; selection: string } | null>(null);
  const attach = useCallback((quill: Quill) => {
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
    };
  }, []);
  const open = useCallback(() => {
    const quill = quillRef.current;
    if (!quill) return;
    const range = quill.getSelection(true);
    const place = range ?? { index: Math.max(0, quill.getLength() - 1), length: 0 };
    setAsking({ place, selection: place.length > 0 ? quill.getText(place.index, place.length).trim() : '' });
  }, []);
  const dialog =
    ai && asking ? (
      <Suspense fallback={null}>
        <AiDialog
          ai={ai}
          selection={asking.selection}
          onResult={(html) => {
            const quill = quillRef.current;
            if (quill) insertAnswer(quill, asking.place, html);
          }}
          onClose={() => setAsking(null)}
        />
      </Suspense>
    ) : null;
  return { attach, open, dialog };
}
