// The top of a community's home page: banner (or an accent gradient), icon, name and tagline.
import { Box, Container, Text, Title } from '@mantine/core';
import type { CommunityLook } from '@hearth/shared/schemas/site';
import { CommunityIcon } from '@/components/community-icon/community-icon.tsx';
import classes from './community-header.module.css';

export function CommunityHeader({ community }: { community: CommunityLook }) {
  return (
    <Box className={classes.root}>
      <Box className={classes.banner}>
        {community.bannerURL && (
          <img className={classes.bannerImage} src={community.bannerURL} alt={`${community.name} banner`} />
        )}
      </Box>
      <Container size="lg">
        <Box className={classes.identity}>
          <CommunityIcon community={community} alt={`${community.name} icon`} className={classes.icon} radius="lg" />
          <Box className={classes.text}>
            <Title order={1} className={classes.name}>
              {community.name}
            </Title>
            {community.tagline && (
              <Text c="dimmed" fz={{ base: 'md', xs: 'lg' }} mt={4}>
                {community.tagline}
              </Text>
            )}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
