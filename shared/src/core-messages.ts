// The texts the community site's first paint shows (the feed's empty and failed states, the new-posts pill, an
// unpublished community, a failed request): a module of their own, imported by the first-paint code, so that
// messages.ts, which holds every other text and re-exports these, stays out of the first-paint chunk.
export const generic = 'Something went wrong, please try again.';
export const communityUnpublished = 'This community is not published yet.';
export const noPosts = 'No posts found.';
export const newPostsPill = (count: number) => (count === 1 ? '1 new post' : `${count} new posts`);
