// Platform Settings: private community, member approval with its whitelist, AI content generation, users leaderboard.
import * as messages from '@hearth/shared/messages';
import { visibilityBodySchema, type VisibilityBody } from '@hearth/shared/schemas/platform-settings';
import { Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import type { SectionProps } from './types.ts';

type Values = Omit<VisibilityBody, 'memberWhitelist'> & { memberWhitelist: string };

type SwitchField = 'privateCommunity' | 'memberApproval' | 'aiContentGeneration' | 'usersLeaderboard';

const SWITCHES: Record<SwitchField, { label: string; description: string }> = {
  privateCommunity: {
    label: 'Private community',
    description: 'Only signed-in members can read the community; visitors see a sign-up gate.',
  },
  memberApproval: {
    label: 'Member approval',
    description: 'New members wait for a staff member to approve them, unless their address is whitelisted.',
  },
  aiContentGeneration: {
    label: 'AI content generation',
    description: 'Members may draft posts with the AI assistant in the editor.',
  },
  usersLeaderboard: { label: 'Users leaderboard', description: 'Show the leaderboard of members by XP.' },
};

const entriesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

export default function VisibilitySection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<Values>({
    initialValues: { ...settings.visibility, memberWhitelist: settings.visibility.memberWhitelist.join('\n') },
    validate: (values) => {
      const result = visibilityBodySchema.safeParse({ ...values, memberWhitelist: entriesOf(values.memberWhitelist) });
      const issue = result.error?.issues.find((i) => i.path[0] === 'memberWhitelist');
      return issue ? { memberWhitelist: issue.message } : {};
    },
  });
  const save = useSaveSection<VisibilityBody>(communityId, 'visibility');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['memberWhitelist'],
    variables: (values) => ({ ...values, memberWhitelist: entriesOf(values.memberWhitelist) }),
    onSuccess: () => toast(messages.platformVisibilityUpdated),
  });
  const toggle = (field: SwitchField) => (
    <Switch {...SWITCHES[field]} {...form.getInputProps(field, { type: 'checkbox' })} />
  );
  return (
    <SectionFrame
      title="Platform Settings"
      description="Who can see and join your community, and which features members get."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <Stack gap="md">
        {toggle('privateCommunity')}
        {toggle('memberApproval')}
        <Textarea
          label="Member whitelist"
          description="E-mail addresses or domains that skip approval, one per line."
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('memberWhitelist')}
        />
        {toggle('aiContentGeneration')}
        {toggle('usersLeaderboard')}
      </Stack>
    </SectionFrame>
  );
}
