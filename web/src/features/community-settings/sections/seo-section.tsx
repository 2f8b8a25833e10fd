// SEO Settings: the community site's page title (3-50) and meta description (at most 50).
import * as messages from '@hearth/shared/messages';
import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  seoBodySchema,
  type SeoBody,
} from '@hearth/shared/schemas/platform-settings';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import type { SectionProps } from './types.ts';

export default function SeoSection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<SeoBody>({ initialValues: settings.seo, validate: validateWith(seoBodySchema) });
  const save = useSaveSection<SeoBody>(communityId, 'seo');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['title', 'description'],
    onSuccess: () => toast(messages.seoSettingsUpdated),
  });
  return (
    <SectionFrame
      title="SEO Settings"
      description="What search engines and browser tabs show for your community."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <TextInput
        label="Page title"
        description={`${form.values.title.trim().length}/${SEO_TITLE_MAX} characters`}
        {...form.getInputProps('title')}
      />
      <TextInput
        label="Page description"
        description={`${form.values.description.trim().length}/${SEO_DESCRIPTION_MAX} characters`}
        {...form.getInputProps('description')}
      />
    </SectionFrame>
  );
}
