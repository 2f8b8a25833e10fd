// Platform Information: name, tagline, description (rich text), icon and banner (the builder's verified upload) and
// the back-link (title and URL, both or neither).
import * as messages from '@hearth/shared/messages';
import { TAGLINE_MAX } from '@hearth/shared/schemas/communities';
import { informationBodySchema } from '@hearth/shared/schemas/platform-settings';
import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { BrandingUploads } from '@/features/communities/components/image-upload/image-upload.tsx';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import { RichField } from './legal-field.tsx';
import type { SectionProps } from './types.ts';
import { staffAiAssistWhen } from '@/lib/ai-complete.ts';

interface Image {
  key: string;
  url: string;
  fileName: string;
}

interface Values {
  communityName: string;
  communityTagline: string;
  communityDescription: string;
  icon: Image | null;
  banner: Image | null;
  backlinkTitle: string;
  backlinkUrl: string;
}

const FIELDS = [
  'communityName',
  'communityTagline',
  'communityDescription',
  'communityIconKey',
  'communityBannerKey',
  'backlinkTitle',
  'backlinkUrl',
];

const toBody = (values: Values) => ({
  communityName: values.communityName,
  communityTagline: values.communityTagline,
  communityDescription: values.communityDescription,
  communityIconKey: values.icon?.key ?? null,
  communityBannerKey: values.banner?.key ?? null,
  backlinkTitle: values.backlinkTitle,
  backlinkUrl: values.backlinkUrl,
});

const current = (key: string | null, url: string | null, name: string): Image | null =>
  key && url ? { key, url, fileName: name } : null;

export default function InformationSection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const info = settings.information;
  const validate = validateWith<ReturnType<typeof toBody>>(informationBodySchema);
  const form = useForm<Values>({
    initialValues: {
      communityName: info.communityName,
      communityTagline: info.communityTagline,
      communityDescription: info.communityDescription,
      icon: current(info.communityIconKey, info.iconURL, 'Current icon'),
      banner: current(info.communityBannerKey, info.bannerURL, 'Current banner'),
      backlinkTitle: info.backlinkTitle,
      backlinkUrl: info.backlinkUrl,
    },
    validate: (values) => validate(toBody(values)),
  });
  const save = useSaveSection<ReturnType<typeof toBody>>(communityId, 'information');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: FIELDS,
    variables: toBody,
    onSuccess: () => toast(messages.platformInformationUpdated),
  });
  const imageError = (form.errors.communityIconKey ?? form.errors.communityBannerKey) as string | undefined;
  return (
    <SectionFrame
      title="Platform Information"
      description="Your community's name, tagline, description and images, as members see them."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert ?? imageError ?? null}
    >
      <TextInput label="Community name" {...form.getInputProps('communityName')} />
      <TextInput
        label="Tagline"
        description={`${form.values.communityTagline.trim().length}/${TAGLINE_MAX} characters`}
        {...form.getInputProps('communityTagline')}
      />
      <RichField
        label="Description"
        initialHtml={info.communityDescription}
        onChange={(html) => form.setFieldValue('communityDescription', html)}
        ai={staffAiAssistWhen(communityId, settings.visibility.aiContentGeneration)}
        error={form.errors.communityDescription as string | undefined}
      />
      <BrandingUploads images={form.values} onChange={(kind, image) => form.setFieldValue(kind, image)} cols={2} />
      <Group grow align="flex-start">
        <TextInput
          label="Back-link title"
          description="A link back to your website in the community's menu. Give both or neither."
          {...form.getInputProps('backlinkTitle')}
        />
        <TextInput label="Back-link URL" placeholder="https://example.com" {...form.getInputProps('backlinkUrl')} />
      </Group>
    </SectionFrame>
  );
}
