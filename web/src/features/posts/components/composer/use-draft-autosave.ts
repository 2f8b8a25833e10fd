// The composer's autosave: what the member writes is saved as a draft on the server, a second after they pause and
// never sooner than 5 s after the last save; nothing is sent until something changed from what the draft holds.
import type { SaveDraftBody } from '@hearth/shared/schemas/drafts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveDraft } from '@/features/posts/api/save-draft.ts';
import { isApiError } from '@/lib/api-client.ts';

/** The fewest milliseconds between two saves. */
export const DRAFT_SAVE_SPACING_MS = 5_000;
/** A save waits for this pause in typing (or for the spacing, whichever is later). */
export const DRAFT_SAVE_PAUSE_MS = 1_000;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface Options {
  draftId: string;
  /** What the draft would hold now; saved when it differs from what was last saved. */
  body: SaveDraftBody;
  /** Whether the first body is already the draft's (a restored draft). */
  restored: boolean;
  /** False where there is no draft to save (editing a published post). */
  enabled: boolean;
  onFirstSave?: (draftId: string) => void;
}

export function useDraftAutosave({ draftId, body, restored, enabled, onFirstSave }: Options) {
  const { mutate } = useSaveDraft();
  const [state, setState] = useState<DraftSaveState>(restored ? 'saved' : 'idle');
  const current = JSON.stringify(body);
  // The form as it opened counts as saved: an untouched composer makes no draft.
  const [savedKey, setSavedKey] = useState(current);
  /** What a refused save sent (over a limit): not sent again until it changes. */
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const [inFlight, setInFlight] = useState(false);
  const [stopped, setStopped] = useState(!enabled);
  const lastSentAt = useRef(0);
  const everSaved = useRef(restored);
  const firstSave = useRef(onFirstSave);
  useEffect(() => {
    firstSave.current = onFirstSave;
  });

  useEffect(() => {
    if (stopped || inFlight || current === savedKey || current === refusedKey) return;
    const wait = Math.max(DRAFT_SAVE_PAUSE_MS, lastSentAt.current + DRAFT_SAVE_SPACING_MS - Date.now());
    const timer = setTimeout(() => {
      lastSentAt.current = Date.now();
      setInFlight(true);
      setState('saving');
      mutate(
        { draftId, body: JSON.parse(current) as SaveDraftBody },
        {
          onSuccess: () => {
            setSavedKey(current);
            setState('saved');
            if (!everSaved.current) {
              everSaved.current = true;
              firstSave.current?.(draftId);
            }
          },
          onError: (error) => {
            if (isApiError(error) && error.status !== 429 && error.status >= 400 && error.status < 500) {
              setRefusedKey(current);
            }
            setState('failed');
          },
          onSettled: () => setInFlight(false),
        },
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [current, savedKey, refusedKey, inFlight, stopped, draftId, mutate]);

  /** Stops saving (the post is being published, or the draft discarded). */
  const stop = useCallback(() => setStopped(true), []);
  /** Saves again after a stop (the post was refused, so the draft stays). */
  const resume = useCallback(() => setStopped(!enabled), [enabled]);

  return { state, stop, resume };
}
