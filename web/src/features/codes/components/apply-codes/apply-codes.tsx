// The apply button and its dialogs (owner-dashboard §4 Lifetime code apply button, §6): its label follows the owner's
// available codes and lifetime plan. With a lifetime Professional plan and one code an upgrade confirmation opens;
// with a lifetime Premium plan and no community to apply to, the codes are reserved for a new community and the owner
// goes to /onboarding/welcome; otherwise a dialog offers Apply to Existing Community (disabled when the owner has
// none that can take codes: owned, and not already lifetime Premium) or Create New Community, which reserves the
// codes, stores the create-community flag and goes on to the onboarding's organization step.
import {
  applyButton,
  applyDialog,
  type CodeTotals,
  isCodeEligibleCommunity,
  LIFETIME_PROFESSIONAL_PLAN,
  lifetimePlanTier,
} from '@hearth/shared/rules/lifetime-codes';
import type { LifetimeCode } from '@hearth/shared/schemas/codes';
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { Button, Divider, Modal, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { onboardingPaths } from '@/features/communities/paths.ts';
import { useApplyCodes, useReserveForNextCommunity } from '@/features/codes/api/codes.ts';

/** §6: codes apply only where the user is the owner and the plan is not lifetime Premium. */
export const eligibleCommunities = (communities: readonly MyCommunity[]) =>
  communities.filter((c) => isCodeEligibleCommunity({ role: c.role, planId: c.plan.planId }));

interface ApplyCodesProps {
  totals: CodeTotals;
  /** The owner's codes (all of them), to find the community a lifetime Professional plan is on. */
  codes: readonly LifetimeCode[];
  communities: readonly MyCommunity[];
  /** The dashboard's selected community, offered first. */
  selectedId: string | null;
}

type Open = 'upgrade' | 'choose' | null;

export function ApplyCodes({ totals, codes, communities, selectedId }: ApplyCodesProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const apply = useApplyCodes();
  const reserve = useReserveForNextCommunity();
  const pending = apply.isPending || reserve.isPending;
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const eligible = eligibleCommunities(communities);
  const [target, setTarget] = useState<string | null>(null);
  const chosen =
    eligible.find((c) => c.communityId === target) ??
    eligible.find((c) => c.communityId === selectedId) ??
    eligible[0] ??
    null;
  const button = applyButton(totals);

  const close = () => {
    if (pending) return;
    setOpen(null);
    setError(null);
  };

  /** Codes reserved for the next community: the builder's publish gives it the plan. */
  const reserveForNewCommunity = (then: string) =>
    reserve.mutate(undefined, {
      onSuccess: () => void navigate({ to: then }),
      onError: (failure) => setError(failure.message),
    });

  const applyTo = (communityId: string | null, name: string) =>
    apply.mutate(communityId, {
      onSuccess: (result) => {
        setOpen(null);
        toast(`${name} now has the lifetime ${lifetimePlanTier(result.planId)} plan.`);
      },
      onError: (failure) => setError(failure.message),
    });

  const start = () => {
    setError(null);
    const dialog = applyDialog(totals, eligible.length);
    if (dialog?.kind === 'upgrade-confirmation') setOpen('upgrade');
    if (dialog?.kind === 'onboarding') reserveForNewCommunity(dialog.path);
    if (dialog?.kind === 'choose-community') setOpen('choose');
  };

  const professional = codes.find((code) => code.planId === LIFETIME_PROFESSIONAL_PLAN && code.communityId);

  return (
    <>
      <Button onClick={start} disabled={button.disabled} loading={pending && open === null}>
        {button.label}
      </Button>
      {error && open === null && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <ConfirmDialog
        opened={open === 'upgrade'}
        title="Upgrade to Premium Plan"
        confirmLabel="Upgrade"
        pending={apply.isPending}
        error={error}
        onCancel={close}
        onConfirm={() => applyTo(professional?.communityId ?? null, professional?.communityName ?? 'Your community')}
      >
        {`One more code turns ${professional?.communityName ?? 'your lifetime Professional community'} into a lifetime Premium community. Continue?`}
      </ConfirmDialog>
      <Modal opened={open === 'choose'} onClose={close} title={button.label} centered>
        <Stack gap="md">
          <Text size="sm">Apply your codes to a community you own, or create a new community with them.</Text>
          {eligible.length > 0 ? (
            <Select
              label="Community"
              data={eligible.map((c) => ({ value: c.communityId, label: c.communityName }))}
              value={chosen?.communityId ?? null}
              onChange={setTarget}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              None of your communities can take these codes: each already has the lifetime Premium plan.
            </Text>
          )}
          <Button
            disabled={!chosen}
            loading={apply.isPending}
            onClick={() => chosen && applyTo(chosen.communityId, chosen.communityName)}
          >
            Apply to Existing Community
          </Button>
          <Divider label="or" labelPosition="center" />
          <Button
            variant="default"
            loading={reserve.isPending}
            onClick={() => reserveForNewCommunity(onboardingPaths.companyInfo)}
          >
            Create New Community
          </Button>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Modal>
    </>
  );
}
