// The subforum panel (member-forum §2.3): home, the subforums the viewer may see (a private one the viewer cannot
// open is shown locked, not as a link), the community's pages and its optional back-link.
import type { Layout } from '@hearth/shared/schemas/forum';
import { Box, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BookIcon, ExternalIcon, FeedIcon, InfoIcon, LockIcon } from '@/components/icons/icons.tsx';
import classes from './subforum-panel.module.css';
import { Emoji } from '@/components/emoji/emoji.tsx';

interface SubforumPanelProps {
  layout: Layout | undefined;
  /** A horizontal strip of the same links, for phones. */
  variant?: 'panel' | 'strip';
}

export function SubforumPanel({ layout, variant = 'panel' }: SubforumPanelProps) {
  if (variant === 'strip') {
    return (
      <nav aria-label="Subforums" className={classes.strip}>
        <Link to="/" className={classes.stripItem} activeOptions={{ exact: true, includeSearch: false }}>
          Home
        </Link>
        {layout?.subforums.map((s) =>
          s.visibility === 'locked' ? (
            <span key={s.id} className={classes.stripItem} data-locked aria-disabled="true" title="Private subforum">
              <LockIcon size={14} /> {s.title}
              <VisuallyHidden>(private)</VisuallyHidden>
            </span>
          ) : (
            <Link key={s.id} to="/$subforumSlug" params={{ subforumSlug: s.slug }} className={classes.stripItem}>
              <Emoji char={s.emoji} /> {s.title}
            </Link>
          ),
        )}
      </nav>
    );
  }
  return (
    <Box component="nav" aria-label="Subforums" className={classes.panel}>
      <Stack gap={2}>
        <Link to="/" className={classes.item} activeOptions={{ exact: true, includeSearch: false }}>
          <FeedIcon size={18} />
          <span>Home</span>
        </Link>
        {layout ? (
          layout.subforums.map((s) =>
            s.visibility === 'locked' ? (
              <span
                key={s.id}
                className={classes.item}
                data-locked
                aria-disabled="true"
                title="Private subforum: your role cannot open it"
              >
                <Emoji char={s.emoji} className={classes.emoji} />
                <span className={classes.label}>{s.title}</span>
                <LockIcon size={16} />
                <VisuallyHidden>(private)</VisuallyHidden>
              </span>
            ) : (
              <Link key={s.id} to="/$subforumSlug" params={{ subforumSlug: s.slug }} className={classes.item}>
                <Emoji char={s.emoji} className={classes.emoji} />
                <span className={classes.label}>{s.title}</span>
              </Link>
            ),
          )
        ) : (
          <Stack gap={6} px={12} py={6} aria-hidden="true">
            <Skeleton height={18} />
            <Skeleton height={18} width="70%" />
          </Stack>
        )}
      </Stack>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={12} mt="lg" mb={4}>
        Community
      </Text>
      <Stack gap={2}>
        <Link to="/info" className={classes.item}>
          <InfoIcon size={18} />
          <span>About</span>
        </Link>
        <Link to="/rules" className={classes.item}>
          <BookIcon size={18} />
          <span>Community Rules</span>
        </Link>
        <Link to="/terms" className={classes.item}>
          <BookIcon size={18} />
          <span>Terms of Service</span>
        </Link>
        {layout?.backlink && (
          <a href={layout.backlink.url} className={classes.item} target="_blank" rel="noopener noreferrer">
            <ExternalIcon size={18} />
            <span>{layout.backlink.title}</span>
          </a>
        )}
      </Stack>
    </Box>
  );
}
