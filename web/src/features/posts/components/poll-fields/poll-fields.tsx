// A new poll's fields (member-forum §5, §9): how many choices (default 1), how many days (default 3), whether
// members may add options, and the options (two empty ones to start, add and remove, or paste one per line to
// replace them all). Messages come from the shared poll schemas.
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@hearth/shared/rules/polls';
import { pastedPollOptionsSchema } from '@hearth/shared/schemas/polls';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { CloseIcon, PlusIcon } from '@/components/icons/icons.tsx';

export interface PollFormValues {
  maxChoices: number | string;
  duration: number | string;
  extendable: boolean;
  options: string[];
}

interface PollFieldsProps {
  values: PollFormValues;
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<PollFormValues>) => void;
  /** Sets (or clears) the message under the options. */
  onOptionsError: (message: string | null) => void;
}

export function PollFields({ values, errors, onChange, onOptionsError }: PollFieldsProps) {
  const setOption = (index: number, title: string) =>
    onChange({ options: values.options.map((o, i) => (i === index ? title : o)) });

  // Several lines pasted into an option replace every option, one per line.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/\r|\n/.test(text)) return;
    event.preventDefault();
    const parsed = pastedPollOptionsSchema.safeParse(text);
    if (!parsed.success) {
      onOptionsError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onOptionsError(null);
    onChange({ options: parsed.data });
  };

  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <NumberInput
          label="Choices per member"
          description="1 to 200"
          min={1}
          max={200}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={values.maxChoices}
          onChange={(value) => onChange({ maxChoices: value })}
          error={errors.maxChoices}
        />
        <NumberInput
          label="Duration (days)"
          description="1 to 100"
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={values.duration}
          onChange={(value) => onChange({ duration: value })}
          error={errors.duration}
        />
      </Group>
      <Checkbox
        label="Members can add options"
        checked={values.extendable}
        onChange={(event) => onChange({ extendable: event.currentTarget.checked })}
      />
      <Stack gap="xs" role="group" aria-labelledby="poll-options-label">
        <Text size="sm" fw={500} id="poll-options-label">
          Options
        </Text>
        <Text size="xs" c="dimmed">
          Paste several lines into an option to replace them all, one option per line.
        </Text>
        {values.options.map((option, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Option ${index + 1}`}
              placeholder={`Option ${index + 1}`}
              value={option}
              onChange={(event) => setOption(index, event.currentTarget.value)}
              onPaste={onPaste}
              error={errors[`options.${index}`]}
              style={{ flex: 1 }}
            />
            {values.options.length > POLL_OPTIONS_MIN && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove option ${index + 1}`}
                onClick={() => onChange({ options: values.options.filter((_, i) => i !== index) })}
              >
                <CloseIcon size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {errors.options && (
          <Text size="sm" c="red.8" role="alert">
            {errors.options}
          </Text>
        )}
        {values.options.length < POLL_OPTIONS_MAX && (
          <Button
            variant="subtle"
            leftSection={<PlusIcon size={16} />}
            onClick={() => onChange({ options: [...values.options, ''] })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add option
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
