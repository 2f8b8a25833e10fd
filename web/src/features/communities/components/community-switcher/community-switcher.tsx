// The top bar's community switcher: every community the account owns or edits (name, subdomain, role). Picking
// one makes it the dashboard's community everywhere (its queries are keyed by the community id).
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './community-switcher.module.css';

interface CommunitySwitcherProps {
  communities: readonly MyCommunity[];
  current: MyCommunity;
  onSelect: (communityId: string) => void;
}

const roleLabel: Record<MyCommunity['role'], string> = { owner: 'Owner', editor: 'Editor' };

export function CommunitySwitcher({ communities, current, onSelect }: CommunitySwitcherProps) {
  return (
    <Menu position="bottom-start" width={300} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <CommunityAvatar community={current} />
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed" lh={1.2}>
                Community
              </Text>
              <Text size="sm" fw={600} truncate="end" lh={1.3}>
                {current.communityName}
              </Text>
            </Stack>
            <svg className={classes.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your communities</Menu.Label>
        {communities.map((community) => {
          const selected = community.communityId === current.communityId;
          return (
            <Menu.Item
              key={community.communityId}
              onClick={() => onSelect(community.communityId)}
              aria-current={selected ? 'true' : undefined}
              leftSection={<CommunityAvatar community={community} />}
              rightSection={
                selected ? (
                  <Text size="xs" c="accent.8" fw={700}>
                    Current
                  </Text>
                ) : null
              }
            >
              <Text size="sm" fw={600} truncate="end">
                {community.communityName}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {community.subdomain} · {roleLabel[community.role]}
              </Text>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

function CommunityAvatar({ community }: { community: MyCommunity }) {
  return (
    <Avatar
      src={community.iconURL}
      alt=""
      name={community.communityName}
      color="initials"
      variant="filled"
      size={30}
      radius="sm"
      aria-hidden="true"
    />
  );
}
