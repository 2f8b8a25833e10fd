// What a community page looks like while its look is loading.
import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';

export function CommunitySkeleton() {
  return (
    <Box role="status" aria-label="Loading community" aria-busy="true">
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between">
          <Skeleton height={32} width={160} radius="md" />
          <Skeleton height={36} width={170} radius="md" />
        </Group>
      </Container>
      <Box h={{ base: 140, xs: 240 }}>
        <Skeleton height="100%" radius={0} />
      </Box>
      <Container size="lg" mt="md">
        <Stack gap="sm">
          <Skeleton height={36} width="50%" />
          <Skeleton height={18} width="70%" />
        </Stack>
      </Container>
    </Box>
  );
}
