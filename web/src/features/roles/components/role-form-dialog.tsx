// Add or edit a role (owner-dashboard §5): name 3-15, a colour, and the listed permissions (level above 0); a new
// role starts with every permission below level 20. The spec's messages show under the inputs.
import * as messages from '@hearth/shared/messages';
import { listedPermissions } from '@hearth/shared/rules/permissions';
import { newRolePermissionIds } from '@hearth/shared/rules/roles';
import { roleBodySchema, type RoleView } from '@hearth/shared/schemas/roles';
import { Checkbox, ColorInput, Modal, Stack, TextInput, type ColorInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useSaveRole } from '../api/roles.ts';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

/** A few distinct colours to pick from; any #rrggbb may be typed. */
const SWATCHES = ['#e03131', '#c2255c', '#9c36b5', '#6741d9', '#1971c2', '#0c8599', '#2f9e44', '#e8590c', '#868e96'];
/** owner-dashboard §9: the role-limit warning stays 10 s. */
const LIMIT_TOAST_MS = 10_000;

interface RoleFormDialogProps {
  communityId: string;
  /** The role to edit; null adds a new one. */
  role: RoleView | null;
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  color: string;
  permissionIds: string[];
}

const initialValues = (role: RoleView | null): Values =>
  role
    ? { name: role.name, color: role.color, permissionIds: role.permissions.filter((p) => p.value).map((p) => p.id) }
    : { name: '', color: '', permissionIds: newRolePermissionIds() };

export function RoleFormDialog({ communityId, role, opened, onClose }: RoleFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={role ? `Edit ${role.name}` : 'Add Role'} centered>
      {opened && <RoleForm key={role?.id ?? 'new'} communityId={communityId} role={role} onClose={onClose} />}
    </Modal>
  );
}

function RoleForm({ communityId, role, onClose }: Omit<RoleFormDialogProps, 'opened'>) {
  const toast = useToast();
  const save = useSaveRole(communityId);
  const form = useForm<Values>({ initialValues: initialValues(role), validate: validateWith(roleBodySchema) });
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['name', 'color', 'permissionIds'],
    variables: (values) => ({ ...values, ...(role ? { id: role.id } : {}) }),
    onSuccess: (result) => {
      toast(role ? messages.roleUpdated(result.role.name) : messages.roleCreated(result.role.name));
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error) || error.reason !== 'ROLE_LIMIT_REACHED') return false;
      toast(messages.roleLimitReached, { tone: 'error', durationMs: LIMIT_TOAST_MS });
      onClose();
      return true;
    },
  });

  return (
    <FormFrame onSubmit={submit} alert={alert}>
      <TextInput label="Name" maxLength={30} data-autofocus {...form.getInputProps('name')} />
      <RoleColorInput {...form.getInputProps('color')} />
      <Checkbox.Group label="Permissions" {...form.getInputProps('permissionIds')}>
        <Stack gap="xs" mt="xs">
          {listedPermissions().map((permission) => (
            <Checkbox
              key={permission.id}
              value={permission.id}
              label={permission.texts.title}
              description={permission.texts.subtitle}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <DialogActions onCancel={onClose} confirmLabel={role ? 'Save Role' : 'Add Role'} pending={save.isPending} />
    </FormFrame>
  );
}

/**
 * The colour with its picker. Escape closes an open picker and nothing else: the dialog listens for Escape on the
 * window before the input sees it, so the input carries Mantine's stop mark while the picker is open (as Select does
 * with its list); with the picker closed, Escape closes the dialog as usual.
 */
function RoleColorInput(props: ColorInputProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <ColorInput
      label="Role Color"
      placeholder="#1971c2"
      format="hex"
      fixOnBlur={false}
      swatches={SWATCHES}
      swatchesPerRow={9}
      {...props}
      popoverProps={{ opened: pickerOpen }}
      data-mantine-stop-propagation={pickerOpen || undefined}
      onFocus={(event) => {
        setPickerOpen(true);
        props.onFocus?.(event);
      }}
      onClick={() => setPickerOpen(true)}
      onBlur={(event) => {
        setPickerOpen(false);
        props.onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setPickerOpen(false);
      }}
    />
  );
}
