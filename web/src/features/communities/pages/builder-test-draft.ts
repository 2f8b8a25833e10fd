// Test helper: a builder draft already past community setup, stored as the builder keeps it.
import { BUILDER_DRAFT_KEY, newDraft, type BuilderDraft } from '../builder/draft.ts';

export function storeDraft(change: Partial<BuilderDraft> = {}): BuilderDraft {
  const draft: BuilderDraft = {
    ...newDraft(),
    communityName: 'Trail Runners',
    communitySubdomain: 'trail-runners',
    subdomainEdited: false,
    setup: 'customize',
    communityTagline: 'Muddy shoes, good company.',
    communityDescription: '<p>We run.</p>',
    ...change,
  };
  sessionStorage.setItem(BUILDER_DRAFT_KEY, JSON.stringify(draft));
  return draft;
}
