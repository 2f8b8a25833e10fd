// Terms and Rules: the terms of use and the community rules, both required.
import * as messages from '@hearth/shared/messages';
import { termsBodySchema } from '@hearth/shared/schemas/platform-settings';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import { RichField } from './legal-field.tsx';
import type { SectionProps } from './types.ts';
import { staffAiAssistWhen } from '@/lib/ai-complete.ts';

type Values = { communityTermsOfUse: string; communityRules: string };

export default function TermsSection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<Values>({
    initialValues: {
      communityTermsOfUse: settings.legal.communityTermsOfUse,
      communityRules: settings.legal.communityRules,
    },
    validate: validateWith(termsBodySchema),
  });
  const save = useSaveSection<Values>(communityId, 'terms');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['communityTermsOfUse', 'communityRules'],
    onSuccess: () => toast(messages.communityRulesUpdated),
  });
  return (
    <SectionFrame
      title="Terms and Rules"
      description="Members accept the terms of use when they join; the rules are linked from every page."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <RichField
        label="Terms of use"
        initialHtml={settings.legal.communityTermsOfUse}
        onChange={(html) => form.setFieldValue('communityTermsOfUse', html)}
        ai={staffAiAssistWhen(communityId, settings.visibility.aiContentGeneration)}
        error={form.errors.communityTermsOfUse as string | undefined}
      />
      <RichField
        label="Community rules"
        initialHtml={settings.legal.communityRules}
        onChange={(html) => form.setFieldValue('communityRules', html)}
        ai={staffAiAssistWhen(communityId, settings.visibility.aiContentGeneration)}
        error={form.errors.communityRules as string | undefined}
      />
    </SectionFrame>
  );
}
