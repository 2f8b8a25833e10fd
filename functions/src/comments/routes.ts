// The comments domain's route table.
import { commentEndpoints as e } from '@hearth/shared/contracts/comments';
import { route } from '../platform/http/route.ts';
import { addComment } from './handlers/add-comment.ts';
import { deleteComment } from './handlers/delete-comment.ts';
import { editComment } from './handlers/edit-comment.ts';
import { getThread } from './handlers/get-thread.ts';
import { listComments } from './handlers/list-comments.ts';
import { reactToComment } from './handlers/react-to-comment.ts';
import { voteComment } from './handlers/vote-comment.ts';

export const routes = [
  route(e.listComments, listComments),
  route(e.getThread, getThread),
  route(e.addComment, addComment),
  route(e.editComment, editComment),
  route(e.deleteComment, deleteComment),
  route(e.voteComment, voteComment),
  route(e.reactToComment, reactToComment),
];
