// Platform Permissions: the community-wide post-permission toggles. Off takes the permission from every member role
// (staff keep theirs); on leaves each role its own setting.
import { PLATFORM_PERMISSIONS, permissionCatalogue } from '@hearth/shared/constants/permissions';
import * as messages from '@hearth/shared/messages';
import type { PlatformPermissions } from '@hearth/shared/schemas/platform-settings';
import { Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import type { SectionProps } from './types.ts';

export default function PermissionsSection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<PlatformPermissions>({
    initialValues: Object.fromEntries(
      PLATFORM_PERMISSIONS.map((name) => [name, settings.permissions[name] ?? true]),
    ) as PlatformPermissions,
  });
  const save = useSaveSection<PlatformPermissions>(communityId, 'permissions');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: [],
    onSuccess: () => toast(messages.platformPermissionsUpdated),
  });
  return (
    <SectionFrame
      title="Platform Permissions"
      description="What members may do across the community. A permission turned off here is off for every member role; admins and moderators keep theirs."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <Stack gap="md">
        {PLATFORM_PERMISSIONS.map((name) => {
          const entry = permissionCatalogue.find((p) => p.name === name)!;
          return (
            <Switch
              key={name}
              label={entry.texts.title}
              description={entry.texts.desc}
              {...form.getInputProps(name, { type: 'checkbox' })}
            />
          );
        })}
      </Stack>
    </SectionFrame>
  );
}
