// The rules of a member's drafts that need no storage: how many they may keep, which uploaded images a save keeps,
// and when the sweep takes a draft.
import * as draftMessages from '@hearth/shared/draft-messages';
import { DRAFT_IMAGES_MAX, DRAFT_KEEP_DAYS, DRAFTS_MAX } from '@hearth/shared/schemas/drafts';
import { badRequest, conflict } from '../platform/http/errors.ts';

/** A new draft is refused once the member holds the most drafts they may keep; a saved draft can always be saved. */
export function assertMayKeepAnother(isNew: boolean, held: number) {
  if (isNew && held >= DRAFTS_MAX) throw conflict(draftMessages.draftLimit(DRAFTS_MAX));
}

/**
 * The image keys a save keeps: what the draft had plus what this save names (an image taken out of the body is still
 * the draft's upload, deleted with it), each under the member's own upload prefix; the newest kept at the cap.
 */
export function keptImageKeys(prefix: string, previous: string[], named: string[]): string[] {
  const foreign = named.find((key) => !key.startsWith(`${prefix}/`) || key.includes('..'));
  if (foreign) throw badRequest(draftMessages.draftImageInvalid, { imageKeys: draftMessages.draftImageInvalid });
  const kept = [...new Set([...previous, ...named])];
  return kept.slice(Math.max(0, kept.length - DRAFT_IMAGES_MAX));
}

/** The last-save time before which a draft is swept, at `now`. */
export const sweepCutoff = (now: Date) => new Date(now.getTime() - DRAFT_KEEP_DAYS * 86_400_000).toISOString();
