// Design: the accent colour (the eight fixed choices) and the theme (light only; the others are shown disabled).
import { ACCENT_COLORS, THEMES } from '@hearth/shared/constants/design';
import * as messages from '@hearth/shared/messages';
import type { DesignBody } from '@hearth/shared/schemas/platform-settings';
import { Box, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import type { SectionProps } from './types.ts';

export default function DesignSection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<DesignBody>({ initialValues: settings.design as DesignBody });
  const save = useSaveSection<DesignBody>(communityId, 'design');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: ['communityThemeColor', 'theme'],
    onSuccess: () => toast(messages.designUpdated),
  });
  return (
    <SectionFrame
      title="Design"
      description="The accent colour is used for buttons, links and highlights across your community."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <Radio.Group label="Accent colour" {...form.getInputProps('communityThemeColor')}>
        <Group gap="md" mt="xs">
          {ACCENT_COLORS.map((color) => (
            <Radio
              key={color.value}
              value={color.value}
              label={
                <Group gap={6} wrap="nowrap">
                  <Box aria-hidden="true" w={20} h={20} style={{ borderRadius: '50%', background: color.value }} />
                  <Text size="sm">{color.name}</Text>
                </Group>
              }
            />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label="Theme"
        description="Dark and lights-out themes are not available yet."
        {...form.getInputProps('theme')}
      >
        <Stack gap="xs" mt="xs">
          {THEMES.map((theme) => (
            <Radio key={theme.id} value={theme.id} label={theme.label} disabled={!theme.enabled} />
          ))}
        </Stack>
      </Radio.Group>
    </SectionFrame>
  );
}
