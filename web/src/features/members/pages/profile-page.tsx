// /profile/{slug} and /profile/me (member-forum §2.7): cover, avatar, name, username, bio, role chips in their
// colours, tabs About, Activity (Posts / Comments, paged), Quests (own profile only) and Badges, and a side panel
// with the registered date and, as the member's privacy allows, birth date and location. Signed-in members only:
// a guest gets the login modal; a missing profile goes to /404. One column on phones.
import * as messages from '@hearth/shared/messages';
import { formatLocation } from '@hearth/shared/rules/member-profile';
import { showsSupporterControls } from '@hearth/shared/rules/supporters';
import type { ActivityComment, Profile } from '@hearth/shared/schemas/members';
import type { PostCard as PostCardData } from '@hearth/shared/schemas/forum';
import { Badge, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FrameRing } from '@/components/frame-ring/frame-ring.tsx';
import { MemberAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { CoverArt } from '../components/profile-upgrades/cover-art.tsx';
import { PageError } from '@/components/page-error/page-error.tsx';
import { RichHtml } from '@/components/rich-html/rich-html.tsx';
import { SubscriberBadge } from '@/components/subscriber-badge/subscriber-badge.tsx';
import { TimeAgo } from '@/components/time-ago/time-ago.tsx';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { useSession } from '@/features/auth/api/get-session.ts';
import { useRequireAuth } from '@/features/auth/require-auth.tsx';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { useProfile } from '../api/get-profile.ts';
import { useProfileComments, useProfilePosts } from '../api/list-profile-activity.ts';
import { PostCard } from '@/features/posts/components/post-card/post-card.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';
import { LevelProgress } from '@/features/gamification/components/level-progress/level-progress.tsx';
import { BadgesGrid } from '@/features/gamification/components/badges-grid/badges-grid.tsx';
import { useBadges } from '@/features/gamification/api/list-badges.ts';
import { QuestsTab } from '@/features/gamification/components/quests-tab/quests-tab.tsx';
import { SupporterControls } from '@/features/supporters/components/supporter-controls/supporter-controls.tsx';
import classes from './profile-page.module.css';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

type Tab = 'about' | 'activity' | 'quests' | 'badges';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

export function ProfilePage({ slug, communityName }: { slug: string; communityName: string }) {
  useDocumentTitle(communityName);
  const session = useSession();
  const signedIn = !!session.data?.user;
  const profile = useProfile(slug, signedIn);

  if (session.isPending) return <ProfileSkeleton />;
  if (!signedIn) return <GuestProfile />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) return <Navigate to="/404" replace />;
    return (
      <main>
        <ForumShell>
          <PageError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        </ForumShell>
      </main>
    );
  }
  return <ProfileView profile={profile.data} />;
}

/** A guest sees why the page is empty, and the login modal opens at once (member-forum §6). */
function GuestProfile() {
  const requireAuth = useRequireAuth();
  useEffect(() => requireAuth(), [requireAuth]);
  return (
    <main>
      <ForumShell>
        <Stack align="center" py="xl" gap="sm">
          <Title order={1} fz={24}>
            Member profile
          </Title>
          <Text c="dimmed">Sign in to see this member’s profile.</Text>
          <Button onClick={() => requireAuth()}>Sign In</Button>
        </Stack>
      </ForumShell>
    </main>
  );
}

function ProfileSkeleton() {
  return (
    <main>
      <ForumShell>
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading profile">
          <Skeleton height={160} radius="lg" />
          <Skeleton height={24} width="40%" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      </ForumShell>
    </main>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const [tab, setTab] = useState<Tab>('about');
  const navigate = useNavigate();
  const subscriptionsEnabled = useLayout().data?.subscriptionsEnabled === true;
  const tabs = [
    { value: 'about', label: 'About' },
    { value: 'activity', label: 'Activity' },
    ...(profile.isMe ? [{ value: 'quests', label: 'Quests' }] : []),
    { value: 'badges', label: 'Badges' },
  ];
  return (
    <main>
      <ForumShell>
        <Stack gap="lg">
          <section aria-label="Profile header">
            {profile.profileUpgrades.profileCoverDetails ? (
              <CoverArt
                className={classes.cover}
                variations={profile.profileUpgrades.profileCoverDetails.variations}
                label={`${profile.fullName}’s cover: ${profile.profileUpgrades.profileCoverDetails.label}`}
              />
            ) : (
              <div
                className={classes.cover}
                style={profile.coverURL ? { backgroundImage: `url(${profile.coverURL})` } : undefined}
                role="img"
                aria-label={`${profile.fullName}’s cover`}
              />
            )}
            <div className={classes.header}>
              <FrameRing frameId={profile.profileUpgrades.avatarFrameDetails?.id} size={96}>
                <MemberAvatar
                  name={profile.fullName}
                  pictureURL={profile.profilePicURL}
                  size={96}
                  className={classes.avatar}
                />
              </FrameRing>
              <Stack gap={4} className={classes.identity}>
                <Title order={1} fz={{ base: 22, xs: 28 }} className={classes.clamp}>
                  {profile.fullName}
                </Title>
                {profile.username && (
                  <Text c="dimmed" className={classes.clamp}>
                    @{profile.username}
                  </Text>
                )}
                <LevelProgress
                  level={profile.level}
                  rank={profile.rank}
                  xp={profile.xp}
                  nextLevelXPTarget={profile.nextLevelXPTarget}
                  percent={profile.levelPercent}
                />
                {profile.subscriber && (
                  <Group>
                    <SubscriberBadge size="sm" />
                  </Group>
                )}
                <Group gap={6} aria-label="Roles">
                  {profile.roles.map((role) => (
                    <Badge key={role.id} color={role.color} variant="filled" autoContrast>
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </div>
            {profile.isMe && (
              <Group gap="xs" mt="sm" justify="flex-end">
                <Button component={Link} to="/settings" variant="default" size="xs">
                  Edit profile
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void navigate({ to: '/settings', search: { type: 'avatarFrame' } })}
                >
                  Edit frame
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void navigate({ to: '/settings', search: { type: 'cover' } })}
                >
                  Edit cover
                </Button>
              </Group>
            )}
            {showsSupporterControls(subscriptionsEnabled, profile.isMe) && (
              <SupporterControls subscription={profile.subscription ?? null} />
            )}
          </section>
          <div className={classes.columns}>
            <Stack gap="md">
              <SegmentedControl
                aria-label="Profile sections"
                data={tabs}
                value={tab}
                onChange={(value) => setTab(value as Tab)}
                fullWidth
              />
              {tab === 'about' && <AboutTab profile={profile} />}
              {tab === 'activity' && <ActivityTab profile={profile} />}
              {tab === 'quests' && profile.isMe && <QuestsTab />}
              {tab === 'badges' && <BadgesGrid slug={profile.slug} />}
            </Stack>
            <SidePanel profile={profile} onSeeAllBadges={() => setTab('badges')} />
          </div>
        </Stack>
      </ForumShell>
    </main>
  );
}

function AboutTab({ profile }: { profile: Profile }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        About
      </Title>
      <Text className={classes.clamp} style={{ whiteSpace: 'pre-line' }} c={profile.bio ? undefined : 'dimmed'}>
        {profile.bio ?? (profile.isMe ? 'You have not written a bio yet.' : 'No bio yet.')}
      </Text>
    </Stack>
  );
}

function SidePanel({ profile, onSeeAllBadges }: { profile: Profile; onSeeAllBadges: () => void }) {
  const stats = profile.statistics;
  return (
    <aside className={classes.side} aria-label="Member details">
      <Stack gap="xs">
        <Detail label="Registered" value={formatDay(profile.registeredAt)} />
        {profile.dateOfBirth && <Detail label="Birth date" value={formatDay(profile.dateOfBirth)} />}
        <Detail
          label="Location"
          value={profile.location ? formatLocation(profile.location) : messages.unknownLocation}
        />
        <Title order={2} fz="sm" mt="sm">
          Statistics
        </Title>
        <Detail label="Reactions" value={String(stats.reactionsReceived)} />
        <Detail label="Upvotes" value={String(stats.upvotesReceived)} />
        <Detail label="Replies" value={String(stats.commentSubmissions)} />
        <Detail label="Submissions" value={String(stats.postSubmissions)} />
        <SideBadges slug={profile.slug} onSeeAll={onSeeAllBadges} />
      </Stack>
    </aside>
  );
}

/** The side panel's badges: the member's three rarest unlocked ones (the Badges tab's query), with See all. */
function SideBadges({ slug, onSeeAll }: { slug: string; onSeeAll: () => void }) {
  const badges = useBadges(slug);
  const unlocked = (badges.data?.items ?? [])
    .filter((b) => b.unlocked)
    .slice(-3)
    .reverse();
  return (
    <>
      <Group justify="space-between" mt="sm" gap="xs">
        <Title order={2} fz="sm">
          Badges
        </Title>
        <Button variant="subtle" size="compact-xs" onClick={onSeeAll} aria-label="See all badges">
          See all
        </Button>
      </Group>
      {badges.isPending ? (
        <Skeleton height={20} />
      ) : unlocked.length === 0 ? (
        <Text size="sm" c="dimmed">
          No badges yet.
        </Text>
      ) : (
        <Group gap={6} data-testid="side-badges">
          {unlocked.map((b) => (
            <Badge key={b.key} variant="light" color="dark">
              {b.title}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" className={classes.clamp}>
        {value}
      </Text>
    </Group>
  );
}

function ActivityTab({ profile }: { profile: Profile }) {
  const [kind, setKind] = useState<'posts' | 'comments'>('posts');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Activity"
        data={[
          { value: 'posts', label: 'Posts' },
          { value: 'comments', label: 'Comments' },
        ]}
        value={kind}
        onChange={(value) => setKind(value as 'posts' | 'comments')}
        w="fit-content"
      />
      {kind === 'posts' ? <PostsActivity slug={profile.slug} /> : <CommentsActivity slug={profile.slug} />}
    </Stack>
  );
}

function ActivityList<T>({
  query,
  noun,
  render,
}: {
  query: ReturnType<typeof useProfilePosts> | ReturnType<typeof useProfileComments>;
  noun: 'posts' | 'comments';
  render: (items: T[]) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
        <Skeleton height={100} radius="lg" />
        <Skeleton height={100} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) return <Text role="alert">{query.error.message || messages.generic}</Text>;
  const items = (query.data.pages as unknown as Array<{ items: T[] }>).flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Text fw={600} ta="center" py="xl">
        No {noun} found.
      </Text>
    );
  }
  return (
    <>
      {render(items)}
      <InfiniteScrollEnd query={query} label={`Loading more ${noun}`} />
    </>
  );
}

function PostsActivity({ slug }: { slug: string }) {
  const query = useProfilePosts(slug, true);
  const layout = useLayout();
  const requireAuth = useRequireAuth();
  return (
    <ActivityList<PostCardData>
      query={query}
      noun="posts"
      render={(posts) => (
        <PlainList gap="md" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} reactions={layout.data?.reactions ?? []} requireAuth={requireAuth} />
            </li>
          ))}
        </PlainList>
      )}
    />
  );
}

function CommentsActivity({ slug }: { slug: string }) {
  const query = useProfileComments(slug, true);
  return (
    <ActivityList<ActivityComment>
      query={query}
      noun="comments"
      render={(comments) => (
        <PlainList gap="md" aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.id} className={classes.comment}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed" truncate="end">
                  On{' '}
                  <Link to="/post/$slug" params={{ slug: comment.postSlug }} search={{ comment: comment.slug }}>
                    {comment.postTitle}
                  </Link>
                </Text>
                <Text size="sm" c="dimmed" aria-hidden="true">
                  ·
                </Text>
                <TimeAgo iso={comment.publishedAt} />
              </Group>
              <RichHtml html={comment.content} mt="xs" />
            </li>
          ))}
        </PlainList>
      )}
    />
  );
}
