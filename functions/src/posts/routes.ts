// The posts domain's route table.
import { postEndpoints as e } from '@hearth/shared/contracts/posts';
import { route } from '../platform/http/route.ts';
import { addPollOption } from './handlers/add-poll-option.ts';
import { createPostMediaUpload } from './handlers/create-post-media-upload.ts';
import { createPost } from './handlers/create-post.ts';
import { deletePost } from './handlers/delete-post.ts';
import { editPost } from './handlers/edit-post.ts';
import { getFeed } from './handlers/get-feed.ts';
import { getPost } from './handlers/get-post.ts';
import { previewLink } from './handlers/preview-link.ts';
import { reactToPost } from './handlers/react-to-post.ts';
import { searchMentions } from './handlers/search-mentions.ts';
import { searchPosts } from './handlers/search-posts.ts';
import { setApproval } from './handlers/set-approval.ts';
import { movePost } from './handlers/move-post.ts';
import { setArchived } from './handlers/set-archived.ts';
import { setPinned } from './handlers/set-pinned.ts';
import { setSubscribed } from './handlers/set-subscribed.ts';
import { votePoll } from './handlers/vote-poll.ts';
import { votePost } from './handlers/vote-post.ts';

export const routes = [
  route(e.getFeed, getFeed),
  route(e.searchPosts, searchPosts),
  route(e.getPost, getPost),
  route(e.createPost, createPost),
  route(e.editPost, editPost),
  route(e.deletePost, deletePost),
  route(e.setPinned, setPinned),
  route(e.movePost, movePost),
  route(e.setArchived, setArchived),
  route(e.setApproval, setApproval),
  route(e.setSubscribed, setSubscribed),
  route(e.votePost, votePost),
  route(e.reactToPost, reactToPost),
  route(e.votePoll, votePoll),
  route(e.addPollOption, addPollOption),
  route(e.createPostMediaUpload, createPostMediaUpload),
  route(e.previewLink, previewLink),
  route(e.searchMentions, searchMentions),
];
