// The post drafts' texts (the composer's saving indicator, the /drafts page, the drafts API). Kept apart from
// messages.ts, which the community site's first chunk carries whole: only the composer's and /drafts' lazy chunks
// and the API read these.
export const draftLimit = (max: number) => `You can keep up to ${max} drafts. Publish or discard one to save another.`;
export const draftMissing = 'This draft does not exist. It may have been published or discarded.';
export const draftImageInvalid = 'This image is not one of your uploads.';
export const untitledDraft = 'Untitled';
export const noDrafts = 'No drafts yet';
export const noDraftsHint = 'Posts you start writing are saved here until you publish or discard them.';
export const draftSaving = 'Saving…';
export const draftSaved = 'Saved';
export const draftSaveFailed = 'Not saved';
export const draftDiscard = 'Discard draft';
export const draftDiscardConfirm = 'Discard this draft? It cannot be restored.';
export const draftDiscarded = 'Draft discarded.';
export const draftsTitle = 'Drafts';
export const draftContinue = 'Continue';
export const draftsLoadFailed = 'Your drafts could not be loaded.';
