// The posts domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { postEndpoints as e } from '@hearth/shared/contracts/posts';
import { lazyRoute, route } from '../platform/http/route.ts';
import { getFeed } from './handlers/get-feed.ts';
import { getPost } from './handlers/get-post.ts';
import { reactToPost } from './handlers/react-to-post.ts';
import { votePoll } from './handlers/vote-poll.ts';
import { votePost } from './handlers/vote-post.ts';

export const routes = [
  route(e.getFeed, getFeed),
  lazyRoute(e.searchPosts, () => import('./handlers/search-posts.ts').then((m) => m.searchPosts)),
  route(e.getPost, getPost),
  lazyRoute(e.createPost, () => import('./handlers/create-post.ts').then((m) => m.createPost)),
  lazyRoute(e.editPost, () => import('./handlers/edit-post.ts').then((m) => m.editPost)),
  lazyRoute(e.deletePost, () => import('./handlers/delete-post.ts').then((m) => m.deletePost)),
  lazyRoute(e.setPinned, () => import('./handlers/set-pinned.ts').then((m) => m.setPinned)),
  lazyRoute(e.movePost, () => import('./handlers/move-post.ts').then((m) => m.movePost)),
  lazyRoute(e.setArchived, () => import('./handlers/set-archived.ts').then((m) => m.setArchived)),
  lazyRoute(e.setApproval, () => import('./handlers/set-approval.ts').then((m) => m.setApproval)),
  lazyRoute(e.setSubscribed, () => import('./handlers/set-subscribed.ts').then((m) => m.setSubscribed)),
  route(e.votePost, votePost),
  route(e.reactToPost, reactToPost),
  route(e.votePoll, votePoll),
  lazyRoute(e.addPollOption, () => import('./handlers/add-poll-option.ts').then((m) => m.addPollOption)),
  lazyRoute(e.createPostMediaUpload, () =>
    import('./handlers/create-post-media-upload.ts').then((m) => m.createPostMediaUpload),
  ),
  lazyRoute(e.previewLink, () => import('./handlers/preview-link.ts').then((m) => m.previewLink)),
  lazyRoute(e.searchMentions, () => import('./handlers/search-mentions.ts').then((m) => m.searchMentions)),
];
