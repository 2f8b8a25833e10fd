// A post in a feed or in search results (member-forum §2.5, §3): badges, author, title, summary, image, up to 5 poll
// options, link preview, votes, reactions, comment count and up to 5 commenter avatars then "N+". The title's link
// stretches over the card; the controls sit above it. Plain elements with the classes of post-card.module.css (the
// look of Mantine's Text, Group and Title): a page renders 20 cards, and a Mantine component's style work per instance
// was most of the server render's time.
import { CARD_COMMENTERS } from '@hearth/shared/constants/forum';
import { rankForLevel } from '@hearth/shared/rules/xp';
import type { PostCard as PostCardData } from '@hearth/shared/schemas/forum';
import { Link } from '@tanstack/react-router';
import { CommentIcon } from '@/components/icons/icons.tsx';
import { AuthorAvatar, AvatarGroup, MemberAvatar, MoreAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { ReactionBar, type Reaction } from '@/components/reaction-bar/reaction-bar.tsx';
import { SubscriberBadge } from '@/components/subscriber-badge/subscriber-badge.tsx';
import { TimeAgo } from '@/components/time-ago/time-ago.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { VoteButtons } from '@/components/vote-buttons/vote-buttons.tsx';
import { useVotePost } from '@/features/posts/api/vote-post.ts';
import { PollResults } from '../poll-results/poll-results.tsx';
import { PostBadges } from '../post-badges/post-badges.tsx';
import classes from './post-card.module.css';

export interface PostCardProps {
  post: PostCardData;
  reactions: readonly Reaction[];
  /** Runs the action for a member, asks a guest to sign in first. */
  requireAuth: (action: () => void) => void;
  /** Heading level of the title in the page's outline. */
  headingOrder?: 2 | 3;
}

export function PostCard({ post, reactions, requireAuth, headingOrder = 3 }: PostCardProps) {
  const vote = useVotePost(post.id);
  const toast = useToast();
  const commenters = post.commenters.slice(0, CARD_COMMENTERS);
  const Heading = headingOrder === 2 ? 'h2' : 'h3';

  return (
    <article className={classes.card} aria-labelledby={`post-${post.id}-title`}>
      <PostBadges post={post} />
      <div className={classes.meta}>
        <AuthorAvatar author={post.author} size={28} />
        {post.author.memberId ? (
          <Link
            to="/profile/$slug"
            params={{ slug: post.author.memberId }}
            className={`${classes.author} ${classes.authorLink}`}
          >
            {post.author.fullName}
          </Link>
        ) : (
          <p className={`${classes.author} ${classes.authorName}`}>{post.author.fullName}</p>
        )}
        {post.author.subscriber && <SubscriberBadge />}
        {post.author.level && <AuthorLevel level={post.author.level} />}
        <p className={classes.dimmed} aria-hidden="true">
          ·
        </p>
        <TimeAgo iso={post.publishedAt} className={classes.noShrink} />
        {post.category && (
          // Mantine's global class: hidden under the xs breakpoint (phones).
          <p className={`${classes.dimmed} ${classes.truncate} ${classes.category} mantine-visible-from-xs`}>
            · {post.category.title}
          </p>
        )}
      </div>
      <Heading className={classes.title} id={`post-${post.id}-title`}>
        <Link to="/post/$slug" params={{ slug: post.slug }} className={classes.titleLink}>
          {post.title}
        </Link>
      </Heading>
      {post.summary && <p className={classes.summary}>{post.summary}</p>}
      {post.bannerURL && <img className={classes.image} src={post.bannerURL} alt="" loading="lazy" />}
      {post.poll && <PollResults poll={post.poll} />}
      {post.linkPreview && (
        <p className={`${classes.dimmed} ${classes.truncate}`}>
          {post.linkPreview.siteName ?? new URL(post.linkPreview.url).hostname} — {post.linkPreview.title}
        </p>
      )}
      <div className={classes.footer}>
        <div className={classes.controls}>
          <VoteButtons
            vote={post.viewer.vote}
            upvotes={post.upvotes}
            downvotes={post.downvotes}
            disabled={post.archived}
            size="sm"
            onVote={(press) =>
              requireAuth(() => vote.mutate(press, { onError: (error) => toast(error.message, { tone: 'error' }) }))
            }
          />
          <Link
            to="/post/$slug"
            params={{ slug: post.slug }}
            hash="comments"
            className={classes.comments}
            aria-label={`${post.totalComments} ${post.totalComments === 1 ? 'comment' : 'comments'}`}
          >
            <CommentIcon size={16} />
            {post.totalComments}
          </Link>
          <ReactionBar reactions={reactions} counts={post.reactions} mine={post.viewer.reactions} />
        </div>
        {commenters.length > 0 && (
          <AvatarGroup
            label={`Commenters: ${commenters.map((c) => c.fullName).join(', ')}${
              post.moreCommenters > 0 ? ` and ${post.moreCommenters} more` : ''
            }`}
          >
            {commenters.map((c, i) => (
              <MemberAvatar key={`${c.fullName}-${i}`} name={c.fullName} pictureURL={c.profilePicURL} size={26} />
            ))}
            {post.moreCommenters > 0 && <MoreAvatar count={post.moreCommenters} size={26} />}
          </AvatarGroup>
        )}
      </div>
    </article>
  );
}

/** The author's level and rank beside their name (member-forum §3: level and rank on post cards). */
function AuthorLevel({ level }: { level: number }) {
  const rank = rankForLevel(level);
  return (
    <span className={`${classes.level} ${classes.noShrink}`} title={`Level ${level} · ${rank}`}>
      <span aria-hidden="true">Lv {level}</span>
      <span className={classes.visuallyHidden}>
        Level {level}, {rank}
      </span>
    </span>
  );
}
