// Platform Settings → User Roles (owner-dashboard §3, §5, §6, §8): the community's roles with their member counts;
// add (capped by the plan: at zero left, Add is disabled and says why, naming the plan with more), edit, and delete
// custom roles — also those over the cap after a downgrade. Owners and editors both manage roles. It reads the
// selected community itself, so the page shell mounts it with no props.
import * as messages from '@hearth/shared/messages';
import { nextCustomRolePlan } from '@hearth/shared/rules/plan-features';
import type { RoleView } from '@hearth/shared/schemas/roles';
import { Alert, Badge, Button, Card, ColorSwatch, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { useRoles } from '@/features/roles/api/roles.ts';
import { DeleteRoleDialog } from '@/features/roles/components/delete-role-dialog.tsx';
import { RoleFormDialog } from '@/features/roles/components/role-form-dialog.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

export function RolesSection() {
  const { community } = useCurrentCommunity();
  if (!community) return <Loader role="status" aria-label="Loading roles" />;
  return <RolesOf communityId={community.communityId} planId={community.plan.planId} />;
}

function RolesOf({ communityId, planId }: { communityId: string; planId: string | null }) {
  const roles = useRoles({ kind: 'app', communityId });
  const [editing, setEditing] = useState<RoleView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoleView | null>(null);

  const heading = (
    <Title order={2} fz="xl">
      User Roles
    </Title>
  );
  if (roles.isPending) {
    return (
      <Stack gap="md">
        {heading}
        <Loader role="status" aria-label="Loading roles" />
      </Stack>
    );
  }
  if (roles.isError) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" role="alert" title="The roles could not be loaded">
          <Group gap="sm">
            <Text size="sm">{roles.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void roles.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  const { limit } = roles.data;
  const atLimit = limit.remaining === 0;
  const nextPlan = nextCustomRolePlan(planId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          {heading}
          <Text size="sm" c="dimmed">
            Custom roles: {limit.used} of {limit.max} on your plan.
          </Text>
        </Stack>
        <Button
          onClick={() => setEditing('new')}
          disabled={atLimit}
          aria-describedby={atLimit ? 'role-limit' : undefined}
        >
          Add Role
        </Button>
      </Group>
      {atLimit && (
        <Alert color="yellow" id="role-limit">
          <Stack gap={4}>
            <Text size="sm">{messages.roleLimitReached}</Text>
            {limit.used > limit.max && <Text size="sm">{messages.customRolesOverLimit(limit.max)}</Text>}
            {nextPlan && (
              <Text size="sm">{messages.customRolesUpgrade(nextPlan.label, nextPlan.limits.customRoles)}</Text>
            )}
          </Stack>
        </Alert>
      )}
      <PlainList gap="sm" aria-label="Roles">
        {roles.data.roles.map((role) => (
          <Card key={role.id} withBorder radius="md" padding="md" component="li">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ColorSwatch color={role.color} size={18} aria-hidden />
                <Stack gap={0}>
                  <Text fw={600}>{role.name}</Text>
                  <Text size="sm" c="dimmed">
                    {role.usersCount === 1 ? '1 member' : `${role.usersCount} members`}
                  </Text>
                </Stack>
                {role.isDefault && (
                  <Badge variant="light" color="gray">
                    Default
                  </Badge>
                )}
              </Group>
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setEditing(role)} aria-label={`Edit ${role.name}`}>
                  Edit
                </Button>
                {!role.isDefault && (
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    onClick={() => setDeleting(role)}
                    aria-label={`Delete ${role.name}`}
                  >
                    Delete
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        ))}
      </PlainList>
      <RoleFormDialog
        communityId={communityId}
        role={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DeleteRoleDialog communityId={communityId} role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
