// Platform Settings → Subforums (owner-dashboard §2, §4, §5, §8): the selected community's subforums ranked by drag
// and drop (mouse or keyboard), each added or edited in a dialog (title 3-20, emoji, icon, banner, enabled, private,
// navigation, per-role overrides off / default / on) and deleted with the phrase "delete this subforum". No Save
// Settings button: each change is saved as it is made (§2).
import * as messages from '@hearth/shared/messages';
import {
  SUBFORUM_DELETE_PHRASE,
  SUBFORUM_OVERRIDABLE,
  type RoleOverrides,
  type SubforumPermissionName,
  deletePhraseProblem,
  newRoleOverrides,
  subforumTitleProblem,
} from '@hearth/shared/rules/structure';
import type { AdminSubforum } from '@hearth/shared/schemas/structure';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Emoji } from '@/components/emoji/emoji.tsx';
import { TypeToConfirmDialog } from '@/components/confirm-dialog/type-to-confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { ImageUpload, type UploadedImage } from '@/features/communities/components/image-upload/image-upload.tsx';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import {
  type SubforumInput,
  useDeleteSubforum,
  useRankSubforum,
  useSaveSubforum,
  useSubforums,
} from '../api/structure.ts';
import { SortableList } from './sortable-list.tsx';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

export const PERMISSION_LABELS: Record<SubforumPermissionName, string> = {
  view: 'View',
  post: 'Text posts',
  image: 'Image posts',
  poll: 'Polls',
  comment: 'Comments',
  approvedPost: 'Posts without approval',
  anonymousPost: 'Anonymous posts',
  anonymousComment: 'Anonymous comments',
};

type Role = { id: string; name: string; color: string };

export function SubforumsSection() {
  const { community } = useCurrentCommunity();
  return (
    <Stack gap="md">
      <Title order={2}>Subforums</Title>
      {community ? (
        <Subforums communityId={community.communityId} />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading" />
      )}
    </Stack>
  );
}

function Subforums({ communityId }: { communityId: string }) {
  const list = useSubforums(communityId);
  const rank = useRankSubforum(communityId);
  const toast = useToast();
  const [editing, setEditing] = useState<AdminSubforum | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSubforum | null>(null);

  if (list.isPending) return <Loader role="status" size="sm" aria-label="Loading subforums" />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {messages.subforumsLoadFailed}
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { items, roles } = list.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Drag a subforum by its handle to change the order of the side panel.
        </Text>
        <Button onClick={() => setEditing('new')}>Add Subforum</Button>
      </Group>
      {items.length === 0 ? (
        <Text>No subforums yet.</Text>
      ) : (
        <SortableList
          items={items}
          handleLabel={(s) => `Move ${s.title}`}
          onMove={(s, newRank) =>
            rank.mutate(
              { id: s.id, rank: newRank },
              { onError: (error) => toast(placeApiError(error, []).message ?? messages.generic, { tone: 'error' }) },
            )
          }
          renderItem={(s) => (
            <Group justify="space-between" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                {s.emoji && <Emoji char={s.emoji} />}
                <Text fw={600} truncate="end">
                  {s.title}
                </Text>
                {!s.enabled && <Badge color="gray">Disabled</Badge>}
                {s.private && <Badge color="grape">Private</Badge>}
                {!s.navigation && <Badge variant="outline">Not in navigation</Badge>}
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => setEditing(s)}
                  aria-label={`Edit ${s.title}`}
                >
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => setDeleting(s)}
                  aria-label={`Delete ${s.title}`}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          )}
        />
      )}
      {editing !== null && (
        <SubforumDialog
          communityId={communityId}
          subforum={editing === 'new' ? null : editing}
          roles={roles}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteSubforumDialog communityId={communityId} subforum={deleting} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}

const imageOf = (key: string | null, url: string | null, name: string): UploadedImage | null =>
  key && url ? { key, url, fileName: name } : null;

interface FormValues {
  title: string;
  emoji: string;
  enabled: boolean;
  private: boolean;
  navigation: boolean;
  permissions: Record<string, RoleOverrides>;
}

function SubforumDialog({
  communityId,
  subforum,
  roles,
  onClose,
}: {
  communityId: string;
  subforum: AdminSubforum | null;
  roles: Role[];
  onClose: () => void;
}) {
  const save = useSaveSubforum(communityId);
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const [icon, setIcon] = useState(imageOf(subforum?.iconKey ?? null, subforum?.iconURL ?? null, 'Current icon'));
  const [banner, setBanner] = useState(
    imageOf(subforum?.bannerKey ?? null, subforum?.bannerURL ?? null, 'Current banner'),
  );
  const form = useForm<FormValues>({
    initialValues: {
      title: subforum?.title ?? '',
      emoji: subforum?.emoji ?? '',
      enabled: subforum?.enabled ?? true,
      private: subforum?.private ?? false,
      navigation: subforum?.navigation ?? true,
      permissions: subforum?.permissions ?? {},
    },
    validate: { title: (value) => subforumTitleProblem(value) },
  });
  const added = Object.keys(form.values.permissions);
  const addable = roles.filter((r) => !added.includes(r.id));

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const input: SubforumInput = {
      ...values,
      title: values.title.trim(),
      iconKey: icon?.key ?? null,
      bannerKey: banner?.key ?? null,
    };
    save.mutate(
      { id: subforum?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast(subforum ? messages.subforumUpdated(saved.title) : messages.subforumCreated(saved.title));
          onClose();
        },
        onError: (error) => {
          const placed = placeApiError(error, ['title', 'emoji']);
          form.setErrors(placed.fields);
          setAlert(placed.message);
        },
      },
    );
  });

  const setOverride = (roleId: string, name: SubforumPermissionName, value: boolean | null) =>
    form.setFieldValue(`permissions.${roleId}`, { ...form.values.permissions[roleId], [name]: value });
  const removeRole = (roleId: string) => {
    const { [roleId]: _removed, ...rest } = form.values.permissions;
    form.setFieldValue('permissions', rest);
  };

  return (
    <Modal opened onClose={onClose} title={subforum ? `Edit ${subforum.title}` : 'Add Subforum'} size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label="Subforum name" required withAsterisk={false} {...form.getInputProps('title')} />
            <TextInput
              label="Emoji"
              maxLength={16}
              description="Shown before the name"
              {...form.getInputProps('emoji')}
            />
          </Group>
          <Group grow align="flex-start">
            <ImageUpload
              kind="icon"
              label="Icon"
              recommendedSize="16x16"
              image={icon}
              onUploaded={setIcon}
              onRemove={() => setIcon(null)}
            />
            <ImageUpload
              kind="banner"
              label="Banner"
              recommendedSize="1920x200"
              image={banner}
              onUploaded={setBanner}
              onRemove={() => setBanner(null)}
            />
          </Group>
          <Group>
            <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
            <Switch label="Private" {...form.getInputProps('private', { type: 'checkbox' })} />
            <Switch label="Show in navigation" {...form.getInputProps('navigation', { type: 'checkbox' })} />
          </Group>
          <Stack gap="xs">
            <Text fw={600}>Role permissions</Text>
            <Text size="sm" c="dimmed">
              Override a role's permissions in this subforum: Off, the role's Default, or On. A role added here starts
              with View on.
            </Text>
            {added.length > 0 && (
              <Table.ScrollContainer minWidth={720}>
                <Table withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Role</Table.Th>
                      {SUBFORUM_OVERRIDABLE.map((name) => (
                        <Table.Th key={name}>{PERMISSION_LABELS[name]}</Table.Th>
                      ))}
                      <Table.Th>
                        <VisuallyHidden>Remove</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {added.map((roleId) => {
                      const role = roles.find((r) => r.id === roleId);
                      const roleName = role?.name ?? roleId;
                      return (
                        <Table.Tr key={roleId}>
                          <Table.Td>{roleName}</Table.Td>
                          {SUBFORUM_OVERRIDABLE.map((name) => (
                            <Table.Td key={name}>
                              <SegmentedControl
                                size="xs"
                                aria-label={`${roleName}: ${PERMISSION_LABELS[name]}`}
                                value={String(form.values.permissions[roleId]?.[name] ?? null)}
                                onChange={(v) => setOverride(roleId, name, v === 'null' ? null : v === 'true')}
                                data={[
                                  { label: 'Off', value: 'false' },
                                  { label: 'Default', value: 'null' },
                                  { label: 'On', value: 'true' },
                                ]}
                              />
                            </Table.Td>
                          ))}
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${roleName}`}
                              onClick={() => removeRole(roleId)}
                            >
                              ×
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Select
              label="Add a role"
              placeholder={addable.length > 0 ? 'Choose a role' : 'Every role is added'}
              data={addable.map((r) => ({ value: r.id, label: r.name }))}
              disabled={addable.length === 0}
              value={null}
              onChange={(roleId) => roleId && form.setFieldValue(`permissions.${roleId}`, newRoleOverrides())}
              maw={280}
            />
          </Stack>
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <DialogActions
            onCancel={onClose}
            cancelWaits
            confirmLabel={subforum ? 'Save Subforum' : 'Add Subforum'}
            pending={save.isPending}
            gap="md"
          />
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteSubforumDialog({
  communityId,
  subforum,
  onClose,
}: {
  communityId: string;
  subforum: AdminSubforum;
  onClose: () => void;
}) {
  const remove = useDeleteSubforum(communityId);
  const toast = useToast();
  const form = useForm({
    initialValues: { phrase: '' },
    validate: { phrase: (value) => deletePhraseProblem(value, SUBFORUM_DELETE_PHRASE) },
  });
  return (
    <TypeToConfirmDialog
      title={`Delete ${subforum.title}?`}
      phrase={SUBFORUM_DELETE_PHRASE}
      form={form}
      errorFields={['phrase']}
      confirmLabel="Delete Subforum"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={({ phrase }, onError) =>
        remove.mutate(
          { id: subforum.id, phrase },
          {
            onSuccess: () => {
              toast(messages.subforumDeleted(subforum.title));
              onClose();
            },
            onError,
          },
        )
      }
    >
      <Text size="sm">The subforum, its categories and their posts are deleted. This cannot be undone.</Text>
    </TypeToConfirmDialog>
  );
}
