// The settings pages' side navigation (member-forum §2.8): Profile Settings, Account Settings, Notification
// Settings, Subscription (only when the community sells a supporter subscription) and Delete Account.
// Beside the page from 768 px up; a row of links above it on smaller screens.
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import classes from './settings-nav.module.css';

const sections = [
  { to: '/settings', label: 'Profile Settings' },
  { to: '/account-settings', label: 'Account Settings' },
  { to: '/notification-settings', label: 'Notification Settings' },
  // Not a setting, but the Account tab leads here on phones, and a member's drafts are theirs alone.
  { to: '/drafts', label: 'Drafts' },
  { to: '/subscription', label: 'Subscription' },
  { to: '/delete-account', label: 'Delete Account' },
] as const;

export function SettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const pathname = useLocation({ select: (l) => l.pathname });
  const subscriptions = useLayout().data?.subscriptionsEnabled === true;
  const shown = sections.filter((s) => s.to !== '/subscription' || subscriptions);
  return (
    <Container component="main" size="lg" px="md" py={{ base: 24, xs: 40 }} className={classes.layout}>
      <nav aria-label="Settings" className={classes.nav}>
        <Stack gap={4} className={classes.links}>
          {shown.map((s) => (
            <Anchor
              key={s.to}
              component={Link}
              to={s.to}
              className={classes.link}
              data-active={pathname === s.to || undefined}
              aria-current={pathname === s.to ? 'page' : undefined}
            >
              {s.label}
            </Anchor>
          ))}
        </Stack>
      </nav>
      <div className={classes.content}>
        <Title order={1} fz={{ base: 24, xs: 28 }} mb="lg">
          {title}
        </Title>
        {children}
      </div>
    </Container>
  );
}
