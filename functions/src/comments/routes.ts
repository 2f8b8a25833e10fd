// The comments domain's route table: the routes a page's first load calls are bound statically; the others are
// deferred, their handler loading with their first request (deferredRoutes; the contracts stay static).
import { commentEndpoints as e } from '@hearth/shared/contracts/comments';
import { commentRoutes } from '@hearth/shared/contracts/routes';
import { deferredRoutes, route } from '../platform/http/route.ts';
import { listComments } from './handlers/list-comments.ts';
import { voteComment } from './handlers/vote-comment.ts';

const lazy = deferredRoutes(commentRoutes, e);

export const routes = [
  route(e.listComments, listComments),
  lazy('getThread', () => import('./handlers/get-thread.ts').then((m) => m.getThread)),
  lazy('addComment', () => import('./handlers/add-comment.ts').then((m) => m.addComment)),
  lazy('editComment', () => import('./handlers/edit-comment.ts').then((m) => m.editComment)),
  lazy('deleteComment', () => import('./handlers/delete-comment.ts').then((m) => m.deleteComment)),
  route(e.voteComment, voteComment),
  lazy('reactToComment', () => import('./handlers/react-to-comment.ts').then((m) => m.reactToComment)),
];
