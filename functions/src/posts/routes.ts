// The posts domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler loading with their first request (deferredRoutes; the contracts stay static).
import { aiEndpoints } from '@hearth/shared/contracts/ai';
import { postEndpoints as e } from '@hearth/shared/contracts/posts';
import { aiRoutes } from '@hearth/shared/contracts/ai-routes';
import { draftRoutes } from '@hearth/shared/contracts/draft-routes';
import { postRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes, route, type RouteEntry } from '../platform/http/route.ts';
import { getFeed } from './handlers/get-feed.ts';
import { getPost } from './handlers/get-post.ts';
import { reactToPost } from './handlers/react-to-post.ts';
import { votePoll } from './handlers/vote-poll.ts';
import { votePost } from './handlers/vote-post.ts';

const lazy = deferredRoutes(postRoutes, e);
const lazyAi = deferredRoutes(aiRoutes, aiEndpoints);
const lazyDraft = deferredRoutes(draftRoutes, () =>
  import('@hearth/shared/contracts/drafts').then((m) => m.draftEndpoints),
);

export const routes = [
  route(e.getFeed, getFeed),
  lazy('searchPosts', () => import('./handlers/search-posts.ts').then((m) => m.searchPosts)),
  route(e.getPost, getPost),
  lazy('createPost', () => import('./handlers/create-post.ts').then((m) => m.createPost)),
  lazy('editPost', () => import('./handlers/edit-post.ts').then((m) => m.editPost)),
  lazy('deletePost', () => import('./handlers/delete-post.ts').then((m) => m.deletePost)),
  lazy('setPinned', () => import('./handlers/set-pinned.ts').then((m) => m.setPinned)),
  lazy('movePost', () => import('./handlers/move-post.ts').then((m) => m.movePost)),
  lazy('setArchived', () => import('./handlers/set-archived.ts').then((m) => m.setArchived)),
  lazy('setApproval', () => import('./handlers/set-approval.ts').then((m) => m.setApproval)),
  lazy('setSubscribed', () => import('./handlers/set-subscribed.ts').then((m) => m.setSubscribed)),
  route(e.votePost, votePost),
  route(e.reactToPost, reactToPost),
  route(e.votePoll, votePoll),
  lazy('addPollOption', () => import('./handlers/add-poll-option.ts').then((m) => m.addPollOption)),
  lazy('createPostMediaUpload', () =>
    import('./handlers/create-post-media-upload.ts').then((m) => m.createPostMediaUpload),
  ),
  lazy('previewLink', () => import('./handlers/preview-link.ts').then((m) => m.previewLink)),
  lazy('searchMentions', () => import('./handlers/search-mentions.ts').then((m) => m.searchMentions)),
  lazyDraft('listDrafts', () => import('./handlers/list-drafts.ts').then((m) => m.listDrafts)),
  lazyDraft('getDraft', () => import('./handlers/get-draft.ts').then((m) => m.getDraft)),
  lazyDraft('saveDraft', () => import('./handlers/save-draft.ts').then((m) => m.saveDraft)),
  lazyDraft('deleteDraft', () => import('./handlers/delete-draft.ts').then((m) => m.deleteDraft)),
  lazyAi('completeAiText', () => import('./handlers/complete-ai-text.ts').then((m) => m.completeAiText)),
  lazyAi('completeCommunityAiText', () =>
    import('./handlers/complete-community-ai-text.ts').then((m) => m.completeCommunityAiText),
  ),
];

/** The routes that answer as a stream: served by the streaming entry (index.ts), behind a function URL. */
export const streamedRoutes: RouteEntry[] = [
  lazyAi('streamAiText', () => import('./handlers/complete-ai-text.ts').then((m) => m.streamAiText)),
  lazyAi('streamCommunityAiText', () =>
    import('./handlers/complete-community-ai-text.ts').then((m) => m.streamCommunityAiText),
  ),
];
