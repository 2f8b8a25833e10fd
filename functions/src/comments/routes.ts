// The comments domain's route table. The routes a page's first load calls are bound statically; the others load
// their handler with their first request (lazyRoute), so a cold start loads only the first-paint code.
import { commentEndpoints as e } from '@hearth/shared/contracts/comments';
import { lazyRoute, route } from '../platform/http/route.ts';
import { listComments } from './handlers/list-comments.ts';
import { voteComment } from './handlers/vote-comment.ts';

export const routes = [
  route(e.listComments, listComments),
  lazyRoute(e.getThread, () => import('./handlers/get-thread.ts').then((m) => m.getThread)),
  lazyRoute(e.addComment, () => import('./handlers/add-comment.ts').then((m) => m.addComment)),
  lazyRoute(e.editComment, () => import('./handlers/edit-comment.ts').then((m) => m.editComment)),
  lazyRoute(e.deleteComment, () => import('./handlers/delete-comment.ts').then((m) => m.deleteComment)),
  route(e.voteComment, voteComment),
  lazyRoute(e.reactToComment, () => import('./handlers/react-to-comment.ts').then((m) => m.reactToComment)),
];
