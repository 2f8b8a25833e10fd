// What a community shows instead of its forum to someone who may not read it (the private gate, the unpublished
// notice): its icon and name, what is going on, what the visitor can do, and the way in.
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';

interface CommunityNoticeProps {
  community: CommunityLook;
  /** What is going on: "This community is private". */
  status: string;
  /** What the visitor can do about it. */
  hint: string;
  /** The buttons that lead in (sign in, sign up). */
  children?: ReactNode;
}

export function CommunityNotice({ community, status, hint, children }: CommunityNoticeProps) {
  useDocumentTitle(community.name);
  return (
    <Center component="main" mih="100dvh" px="md" py="xl">
      <Stack align="center" ta="center" gap="md" maw={440}>
        <CommunityIcon community={community} alt="" size={88} radius="lg" />
        <Title order={1} fz={{ base: 26, xs: 32 }}>
          {community.name}
        </Title>
        <Text size="lg">{status}</Text>
        <Text c="dimmed">{hint}</Text>
        {children}
      </Stack>
    </Center>
  );
}
