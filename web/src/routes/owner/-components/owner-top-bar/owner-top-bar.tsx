// Hearth's top bar: the wordmark home link, Sign in and Sign up.
import { Box, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HearthWordmark } from '../../../../components/hearth-wordmark/hearth-wordmark.tsx';
import classes from './owner-top-bar.module.css';

export function OwnerTopBar() {
  return (
    <Box component="header" className={classes.bar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" className={classes.home} aria-label="Hearth home">
            <HearthWordmark size={30} />
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/sign-in" variant="subtle" color="dark">
              Sign in
            </Button>
            <Button component={Link} to="/sign-up">
              Sign up
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
