// The frame of every auth and account-state page: a centred card with the page's heading.
import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({ title, children, width = 460 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Container component="main" size={width} px="md" py={{ base: 24, xs: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }}>
        <Title order={1} fz={{ base: 24, xs: 28 }} mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
