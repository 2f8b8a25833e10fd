// The Community Manager's Roles page (member-forum §2.10; owner-dashboard /community-dashboard/roles): what each
// role may do, then the community's members with a name search and a role filter, each with a checkbox per role —
// checking assigns it, unchecking removes it. One component for the community site and the owner app.
import * as messages from '@hearth/shared/messages';
import type { RoleMember, RoleView } from '@hearth/shared/schemas/roles';
import {
  Accordion,
  Button,
  Card,
  Checkbox,
  ColorSwatch,
  Group,
  List,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { QueryState } from './query-state.tsx';
import { type RolesTarget, useAssignRole, useRoleMembers, useRoles } from '../api/roles.ts';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

/** member-forum §9: a role assignment's error shows for 3 s. */
const ROLE_ERROR_MS = 3000;
const SEARCH_DEBOUNCE_MS = 300;

export function RolesManager({ target }: { target: RolesTarget }) {
  const roles = useRoles(target);
  return (
    <Stack gap="xl">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Roles
      </Title>
      <QueryState query={roles} loadingLabel="Loading roles" errorTitle="The roles could not be loaded">
        {({ roles: list }) => (
          <>
            <RolePermissions roles={list} />
            <CommunityMembers target={target} roles={list} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function RolePermissions({ roles }: { roles: RoleView[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="role-permissions">
      <Title order={2} fz="lg" id="role-permissions">
        Role Permissions
      </Title>
      <Accordion variant="separated" multiple>
        {roles.map((role) => {
          const granted = role.permissions.filter((p) => p.value);
          return (
            <Accordion.Item key={role.id} value={role.id}>
              <Accordion.Control>
                <Group gap="sm">
                  <ColorSwatch color={role.color} size={14} aria-hidden />
                  <Text fw={600}>{role.name}</Text>
                  <Text size="sm" c="dimmed">
                    {role.usersCount === 1 ? '1 member' : `${role.usersCount} members`}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {granted.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    This role grants no permissions of its own.
                  </Text>
                ) : (
                  <List spacing="xs" size="sm">
                    {granted.map((p) => (
                      <List.Item key={p.id}>
                        <Text span fw={600}>
                          {p.texts.title}
                        </Text>
                        : {p.texts.desc}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

function CommunityMembers({ target, roles }: { target: RolesTarget; roles: RoleView[] }) {
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useRoleMembers(target, debounced, roleId);
  const assignable = roles.filter((role) => role.id !== 'members');
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="community-members">
      <Title order={2} fz="lg" id="community-members">
        Community Members
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search members"
          placeholder="Name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Filter by role"
          placeholder="All roles"
          clearable
          data={roles.map((role) => ({ value: role.id, label: role.name }))}
          value={roleId}
          onChange={setRoleId}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      <QueryState query={members} loadingLabel="Loading members" errorTitle="The members could not be loaded">
        {() =>
          items.length === 0 ? (
            <Text c="dimmed">No members found.</Text>
          ) : (
            <PlainList gap="sm" aria-label="Members">
              {items.map((member) => (
                <MemberRoles key={member.memberId} target={target} member={member} roles={assignable} />
              ))}
            </PlainList>
          )
        }
      </QueryState>
      {members.hasNextPage && (
        <Button variant="default" onClick={() => void members.fetchNextPage()} loading={members.isFetchingNextPage}>
          Load more members
        </Button>
      )}
    </Stack>
  );
}

function MemberRoles({ target, member, roles }: { target: RolesTarget; member: RoleMember; roles: RoleView[] }) {
  const toast = useToast();
  const assign = useAssignRole(target);
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState<string[]>(member.roleIds);

  // The promise, not mutate's callbacks: under a role filter, the refreshed list may drop this member (unmounting
  // this row) before the callbacks would run, and the toast must still say what happened.
  const toggle = async (role: RoleView, checked: boolean) => {
    setError(null);
    const before = held;
    setHeld(checked ? [...held, role.id] : held.filter((id) => id !== role.id));
    try {
      await assign.mutateAsync({ roleId: role.id, memberIds: [member.memberId], remove: !checked });
      toast(checked ? messages.roleAssigned(role.name) : messages.roleUnassigned(role.name));
    } catch (failure) {
      setHeld(before);
      setError((failure as Error).message || messages.generic);
      window.setTimeout(() => setError(null), ROLE_ERROR_MS);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs">
        <div>
          <Text fw={600}>{member.fullName}</Text>
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
        </div>
        <Group gap="md" role="group" aria-label={`Roles of ${member.fullName}`}>
          <Checkbox label="Members" checked disabled readOnly />
          {roles.map((role) => (
            <Checkbox
              key={role.id}
              label={role.name}
              color={role.color}
              checked={held.includes(role.id)}
              disabled={assign.isPending}
              onChange={(event) => void toggle(role, event.currentTarget.checked)}
            />
          ))}
        </Group>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
