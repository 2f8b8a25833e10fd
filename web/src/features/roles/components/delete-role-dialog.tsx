// Delete a role (owner-dashboard §5): the exact phrase "Confirm role deletion" first; its members become Members.
import * as messages from '@hearth/shared/messages';
import { deleteRoleBodySchema, type RoleView } from '@hearth/shared/schemas/roles';
import { Modal, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useDeleteRole } from '../api/roles.ts';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';

interface DeleteRoleDialogProps {
  communityId: string;
  role: RoleView | null;
  onClose: () => void;
}

export function DeleteRoleDialog({ communityId, role, onClose }: DeleteRoleDialogProps) {
  return (
    <Modal opened={role !== null} onClose={onClose} title={role ? `Delete ${role.name}` : 'Delete role'} centered>
      {role && <DeleteRoleForm key={role.id} communityId={communityId} role={role} onClose={onClose} />}
    </Modal>
  );
}

function DeleteRoleForm({ communityId, role, onClose }: { communityId: string; role: RoleView; onClose: () => void }) {
  const toast = useToast();
  const remove = useDeleteRole(communityId);
  const form = useForm({ initialValues: { keyPhrase: '' }, validate: validateWith(deleteRoleBodySchema) });
  const { submit, alert } = useMutationSubmit(form, remove, {
    fields: ['keyPhrase'],
    variables: (values) => ({ id: role.id, keyPhrase: values.keyPhrase }),
    onSuccess: () => {
      toast(messages.roleDeleted(role.name));
      onClose();
    },
  });
  return (
    <FormFrame
      onSubmit={submit}
      alert={alert}
      intro={
        <Text size="sm">
          {role.usersCount === 1 ? 'Its 1 member becomes' : `Its ${role.usersCount} members become`} Members. This
          cannot be undone.
        </Text>
      }
    >
      <TextInput
        label={`Type “${messages.roleDeletePhrase}” to confirm`}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('keyPhrase')}
      />
      <DialogActions onCancel={onClose} confirmLabel="Delete Role" pending={remove.isPending} danger />
    </FormFrame>
  );
}
