// The sticky bar over every community page: the community's name and the guest's Register / Sign In.
import { Box, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Link } from '@tanstack/react-router';
import { CommunityIcon } from '../community-icon/community-icon.tsx';
import classes from './community-top-bar.module.css';

export function CommunityTopBar({ community }: { community: CommunityLook }) {
  return (
    <Box component="header" className={classes.bar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <UnstyledButton component={Link} to="/" className={classes.home} aria-label={`${community.name} home`}>
            <Group gap="xs" wrap="nowrap">
              <CommunityIcon community={community} alt="" size={32} radius="md" />
              <Text component="span" fw={700} truncate="end">
                {community.name}
              </Text>
            </Group>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            <Button component={Link} to="/sign-up" variant="default" size="sm">
              Register
            </Button>
            <Button component={Link} to="/sign-in" size="sm">
              Sign In
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
