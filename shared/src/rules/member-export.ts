// The data export's archive (GDPR art. 20), joined from the API's pages of each part: the profile, posts,
// comments (signed and anonymous), votes and reactions (on posts and on comments).
import type { ExportPart } from '../schemas/account-data.ts';

export const EXPORT_FORMAT = 'hearth-member-export/1';

type Item = Record<string, unknown>;

export interface MemberExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  community: { id: string; name: string };
  profile: Item | null;
  posts: Item[];
  comments: Item[];
  votes: Array<{ postId: string; commentId: string | null; vote: string }>;
  reactions: Array<{ postId: string; commentId: string | null; reaction: string }>;
  pollVotes: Array<{ postId: string; optionId: string }>;
  followedPosts: string[];
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The archive from every page of every part (parts missing from `pages` are empty). */
export function assembleExport(
  pages: Partial<Record<ExportPart, Item[]>>,
  community: { id: string; name: string },
  exportedAt: string,
): MemberExport {
  const actions: Array<Item & { commentId: string | null }> = [
    ...(pages.postActions ?? []).map((a) => ({ ...a, commentId: null })),
    ...(pages.commentActions ?? []).map((a) => ({ ...a, commentId: str(a.commentId) })),
  ];
  const votes: MemberExport['votes'] = [];
  const reactions: MemberExport['reactions'] = [];
  for (const a of actions) {
    const postId = str(a.postId);
    if (!postId) continue;
    const vote = str(a.vote);
    if (vote) votes.push({ postId, commentId: a.commentId, vote });
    for (const reaction of strings(a.reactions)) reactions.push({ postId, commentId: a.commentId, reaction });
  }
  const postActions = pages.postActions ?? [];
  return {
    format: EXPORT_FORMAT,
    exportedAt,
    community,
    profile: pages.profile?.[0] ?? null,
    posts: pages.posts ?? [],
    comments: [...(pages.comments ?? []), ...(pages.anonymousComments ?? [])],
    votes,
    reactions,
    pollVotes: postActions.flatMap((a) =>
      strings(a.pollVotes).map((optionId) => ({ postId: String(a.postId), optionId })),
    ),
    followedPosts: postActions.filter((a) => a.subscribed === true).map((a) => String(a.postId)),
  };
}
