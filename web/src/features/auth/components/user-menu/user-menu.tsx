// The signed-in account's menu in a top bar: its pages (Account Settings / Profile) and Sign Out.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { Avatar, Menu, Text, UnstyledButton, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FrameRing } from '@/components/frame-ring/frame-ring.tsx';
import { useSignOutAndLeave } from '@/features/auth/api/sign-out.ts';
import classes from './user-menu.module.css';

interface UserMenuProps {
  user: SessionUser;
  items: { label: string; to: string }[];
}

export function UserMenu({ user, items }: UserMenuProps) {
  const signOut = useSignOutAndLeave();
  const name = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        {/* Named by the visible name (no aria-label that would differ from what is shown, WCAG 2.5.3). */}
        <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap="xs" wrap="nowrap">
            <FrameRing frameId={user.avatarFrameId} size={32}>
              <Avatar
                src={user.avatarURL}
                alt=""
                name={name}
                color="initials"
                variant="filled"
                size={32}
                aria-hidden="true"
              />
            </FrameRing>
            <Text component="span" size="sm" fw={500} maw={160} truncate="end" className={classes.name}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item disabled={signOut.pending} onClick={signOut.leave}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
