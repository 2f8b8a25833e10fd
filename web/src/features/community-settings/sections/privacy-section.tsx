// Privacy Statement: required.
import * as messages from '@hearth/shared/messages';
import { privacyBodySchema } from '@hearth/shared/schemas/platform-settings';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import { RichField } from './legal-field.tsx';
import type { SectionProps } from './types.ts';
import { staffAiAssistWhen } from '@/lib/ai-complete.ts';

type Values = { communityPrivacyStatement: string };

export default function PrivacySection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<Values>({
    initialValues: { communityPrivacyStatement: settings.legal.communityPrivacyStatement },
    validate: validateWith(privacyBodySchema),
  });
  const save = useSaveSection<Values>(communityId, 'privacy');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['communityPrivacyStatement'],
    onSuccess: () => toast(messages.privacyStatementUpdated),
  });
  return (
    <SectionFrame
      title="Privacy Statement"
      description="How your community treats its members' data, shown on the Privacy Statement page."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <RichField
        label="Privacy statement"
        initialHtml={settings.legal.communityPrivacyStatement}
        onChange={(html) => form.setFieldValue('communityPrivacyStatement', html)}
        ai={staffAiAssistWhen(communityId, settings.visibility.aiContentGeneration)}
        error={form.errors.communityPrivacyStatement as string | undefined}
      />
    </SectionFrame>
  );
}
