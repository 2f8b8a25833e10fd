// The owner app's landing page for visitors who are not signed in: what Hearth offers, with Sign up and Sign in.
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HearthWordmark } from '@/components/hearth-wordmark/hearth-wordmark.tsx';
import { LandingPreview } from '../components/landing-preview/landing-preview.tsx';
import classes from './landing-page.module.css';

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Your brand, your address',
    text: 'A guided builder sets your name, subdomain, colours, icon and banner. Bring your own domain when you are ready.',
    icon: <path d="M4 20h16M6 20V9l6-5 6 5v11M10 20v-5h4v5" />,
  },
  {
    title: 'Conversations that grow',
    text: 'Posts, images and polls, votes and reactions, with levels, badges and quests that reward your regulars.',
    icon: <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4 3.5V16H6.5" />,
  },
  {
    title: 'Moderation built in',
    text: 'Reports, approvals, a word filter and an audit log keep your community a good place to be.',
    icon: <path d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  },
];

export function LandingPage() {
  useDocumentTitle('Hearth');
  return (
    <>
      <main>
        <Box className={classes.hero}>
          <Container size="lg" py={{ base: 48, xs: 88 }}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
              <Stack gap="lg">
                <Title order={1} className={classes.title}>
                  Build and run your branded community
                </Title>
                <Text className={classes.pitch}>
                  Give your members a home at your own address, in your own colours, with everything they need to post,
                  talk and level up.
                </Text>
                <Group gap="sm">
                  <Button component={Link} to="/sign-up" size="lg">
                    Sign up
                  </Button>
                  <Button component={Link} to="/sign-in" size="lg" variant="default">
                    Sign in
                  </Button>
                </Group>
              </Stack>
              <LandingPreview />
            </SimpleGrid>
          </Container>
        </Box>

        <Container size="lg" py={{ base: 48, xs: 80 }} component="section" aria-labelledby="features-heading">
          <Title order={2} id="features-heading" className={classes.sectionTitle}>
            Everything a community needs, in one place
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt={{ base: 'lg', xs: 40 }}>
            {features.map((feature) => (
              <Stack key={feature.title} gap="xs">
                <ThemeIcon size={44} radius="md" variant="light">
                  <svg
                    width="24"
                    height="24"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {feature.icon}
                  </svg>
                </ThemeIcon>
                <Title order={3} fz="lg" mt={4}>
                  {feature.title}
                </Title>
                <Text c="dimmed">{feature.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </main>
      <Box component="footer" className={classes.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between">
            <HearthWordmark size={22} />
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Hearth
            </Text>
          </Group>
        </Container>
      </Box>
    </>
  );
}
