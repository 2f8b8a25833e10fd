// Between the composer's form values and a saved draft: what an autosave sends, and the form a draft restores.
import { POLL_DEFAULT_OPTIONS, POLL_OPTION_MAX_LENGTH } from '@hearth/shared/rules/polls';
import type { Draft, SaveDraftBody } from '@hearth/shared/schemas/drafts';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@hearth/shared/schemas/posts';
import { newPostValues, type ComposerValues, type PostType } from './composer-values.ts';

/** The draft of the form as it stands: cut to the post's limits (the form shows those errors on submit). */
export function draftBody(values: ComposerValues, type: PostType, uploadedKeys: string[]): SaveDraftBody {
  return {
    type,
    title: values.title.slice(0, POST_TITLE_MAX),
    categoryId: values.categoryId || null,
    subforumId: values.subforumId || null,
    content: values.content.slice(0, POST_CONTENT_MAX),
    anonymous: values.anonymous,
    bannerKey: values.bannerKey || null,
    pollOptions: type === 'poll' ? values.options.map((o) => o.slice(0, POLL_OPTION_MAX_LENGTH)) : [],
    imageKeys: uploadedKeys,
  };
}

/** The form a saved draft opens with. */
export function draftValues(draft: Draft): ComposerValues {
  return {
    ...newPostValues(draft.type, draft.subforumId ?? ''),
    title: draft.title,
    categoryId: draft.categoryId ?? '',
    content: draft.content,
    anonymous: draft.anonymous,
    bannerKey: draft.bannerKey ?? '',
    options: draft.pollOptions.length > 0 ? draft.pollOptions : [...POLL_DEFAULT_OPTIONS],
  };
}

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A new draft's id: 26 random characters of the ULID alphabet (the API's draft id shape). */
export const newDraftId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => ID_ALPHABET[b % 32]).join('');
