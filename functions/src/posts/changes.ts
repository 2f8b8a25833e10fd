// What other domains change on a post inside their own transactions — a comment counts itself and its author into
// the post's totals and commenters — described as a PostChange; the posts domain decides how it is written.
export { type PostChange, writeWithPostChange } from './store/counters.ts';
/** A post as stored, deleted or not (the comments domain's republish judges it). */
export { getPost } from './store/posts.ts';
