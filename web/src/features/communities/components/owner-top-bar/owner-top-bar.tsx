// Hearth's top bar: the wordmark home link, then Sign in and Sign up, or the owner's menu.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { Avatar, Box, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HearthWordmark } from '@/components/hearth-wordmark/hearth-wordmark.tsx';
import classes from './owner-top-bar.module.css';

const UserMenu = lazy(() =>
  import('@/features/auth/components/user-menu/user-menu.tsx').then((module) => ({
    default: module.UserMenu,
  })),
);

const ownerMenuItems = [{ label: 'Profile', to: '/profile' }];

export function OwnerTopBar({ user }: { user: SessionUser | null }) {
  return (
    <Box component="header" className={classes.bar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" className={classes.home} aria-label="Hearth home">
            <HearthWordmark size={30} />
          </UnstyledButton>
          {user ? (
            <Suspense fallback={<Avatar size={32} m={4} aria-hidden="true" />}>
              <UserMenu user={user} items={ownerMenuItems} />
            </Suspense>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/sign-in" variant="subtle" color="dark">
                Sign in
              </Button>
              <Button component={Link} to="/sign-up">
                Sign up
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
