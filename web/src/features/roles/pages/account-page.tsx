// /account (owner-dashboard §2, §4, §6): who manages the selected community. The Owner tab shows the owner (complete
// access; never changed or transferred); the Editor tab lists the editors and the open invitations: the owner assigns
// an editor by e-mail, which invites them (they become an editor when they accept the e-mailed link), cancels an
// invitation or removes an editor. Editors see the same lists without the controls. Desktop only.
import * as messages from '@hearth/shared/messages';
import { assignEditorBodySchema } from '@hearth/shared/schemas/roles';
import type { EditorInvitation, Editors } from '@hearth/shared/schemas/roles';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { DesktopOnly } from '@/features/communities/components/desktop-only/desktop-only.tsx';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { useAssignEditor, useCancelEditorInvitation, useEditors, useRemoveEditor } from '../api/roles.ts';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { QueryState } from '../components/query-state.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

export function AccountPage() {
  useDocumentTitle('Account · Hearth');
  const { community } = useCurrentCommunity();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Account
      </Title>
      <DesktopOnly>
        {community ? (
          <AccessManagement communityId={community.communityId} isOwner={community.role === 'owner'} />
        ) : (
          <Loader role="status" aria-label="Loading" />
        )}
      </DesktopOnly>
    </Stack>
  );
}

function Person({ fullName, email }: { fullName: string; email: string }) {
  return (
    <div>
      <Text fw={600}>{fullName || email}</Text>
      <Text size="sm" c="dimmed">
        {email}
      </Text>
    </div>
  );
}

function AccessManagement({ communityId, isOwner }: { communityId: string; isOwner: boolean }) {
  const editors = useEditors(communityId);
  return (
    <QueryState
      query={editors}
      loadingLabel="Loading the owner and editors"
      errorTitle="The owner and editors could not be loaded"
    >
      {(data) => <AccessTabs communityId={communityId} isOwner={isOwner} data={data} />}
    </QueryState>
  );
}

function AccessTabs({ communityId, isOwner, data }: { communityId: string; isOwner: boolean; data: Editors }) {
  const { owner, editors, invitations } = data;
  return (
    <Tabs defaultValue="owner" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="owner">Owner</Tabs.Tab>
        <Tabs.Tab value="editor">Editor</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="owner" pt="md">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            {owner ? <Person fullName={owner.fullName} email={owner.email} /> : <Text c="dimmed">No owner found.</Text>}
            <Text size="sm">
              The owner has complete access: settings, roles, publishing, subscription, payments, Monetization and the
              Users API. The owner cannot be changed or transferred.
            </Text>
          </Stack>
        </Card>
      </Tabs.Panel>
      <Tabs.Panel value="editor" pt="md">
        <Stack gap="md">
          <Text size="sm">
            Editors manage the dashboard settings and roles. They cannot publish or unpublish the community, nor reach
            the subscription, payments, Monetization or the Users API.
          </Text>
          {isOwner ? (
            <AssignEditorForm communityId={communityId} />
          ) : (
            <Alert color="gray">{messages.ownerOnlyEditors}</Alert>
          )}
          <EditorList communityId={communityId} isOwner={isOwner} editors={editors} />
          <InvitationList communityId={communityId} isOwner={isOwner} invitations={invitations} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

function AssignEditorForm({ communityId }: { communityId: string }) {
  const toast = useToast();
  const assign = useAssignEditor(communityId);
  const form = useForm({ initialValues: { email: '' }, validate: validateWith(assignEditorBodySchema) });
  const { submit, alert } = useMutationSubmit(form, assign, {
    fields: ['email'],
    variables: (values) => assignEditorBodySchema.parse(values).email,
    onSuccess: (_editors, values) => {
      toast(messages.editorInvited(assignEditorBodySchema.parse(values).email));
      form.reset();
    },
  });
  return (
    <FormFrame onSubmit={submit} alert={alert} gap="xs" aria-label="Assign an editor">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Editor email"
          type="email"
          placeholder="name@example.com"
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" mt={25} loading={assign.isPending}>
          Assign Editor
        </Button>
      </Group>
    </FormFrame>
  );
}

function EditorList({
  communityId,
  isOwner,
  editors,
}: {
  communityId: string;
  isOwner: boolean;
  editors: Array<{ memberId: string; email: string; fullName: string }>;
}) {
  const toast = useToast();
  const remove = useRemoveEditor(communityId);
  if (editors.length === 0) return <Text c="dimmed">No editors yet.</Text>;
  return (
    <PlainList gap="sm" aria-label="Editors">
      {editors.map((editor) => (
        <Card key={editor.memberId} withBorder radius="md" padding="md" component="li">
          <Group justify="space-between" wrap="wrap">
            <Person fullName={editor.fullName} email={editor.email} />
            {isOwner && (
              <Button
                variant="light"
                color="red"
                size="xs"
                aria-label={`Remove ${editor.fullName || editor.email}`}
                loading={remove.isPending && remove.variables === editor.memberId}
                onClick={() =>
                  remove.mutate(editor.memberId, {
                    onSuccess: () => toast(messages.editorRemoved),
                    onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
                  })
                }
              >
                Remove
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </PlainList>
  );
}

const statusLabel: Record<EditorInvitation['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  expired: { label: 'Expired', color: 'gray' },
  declined: { label: 'Declined', color: 'red' },
};

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Invitations not accepted yet: pending (until when), expired or declined; the owner cancels any of them. */
function InvitationList({
  communityId,
  isOwner,
  invitations,
}: {
  communityId: string;
  isOwner: boolean;
  invitations: EditorInvitation[];
}) {
  const toast = useToast();
  const cancel = useCancelEditorInvitation(communityId);
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg" id="editor-invitations-title">
        Invitations
      </Title>
      <PlainList gap="sm" aria-labelledby="editor-invitations-title">
        {invitations.map((invitation) => {
          const status = statusLabel[invitation.status];
          return (
            <Card key={invitation.id} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Text>
                    <Badge color={status.color} variant="light">
                      {status.label}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {invitation.status === 'pending'
                      ? `Invited ${dateOf(invitation.invitedAt)} · the link works until ${dateOf(invitation.expiresAt)}`
                      : `Invited ${dateOf(invitation.invitedAt)}`}
                  </Text>
                </div>
                {isOwner && (
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                    loading={cancel.isPending && cancel.variables === invitation.id}
                    onClick={() =>
                      cancel.mutate(invitation.id, {
                        onSuccess: () => toast(messages.editorInvitationCancelled),
                        onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
                      })
                    }
                  >
                    Cancel
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </PlainList>
    </Stack>
  );
}
