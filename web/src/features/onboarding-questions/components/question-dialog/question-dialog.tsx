// Add or edit one onboarding question: its text, type, options (for every type but paragraph) and the required
// switch; checked with the same rules the API applies (shared/src/schemas/onboarding-questions.ts).
import {
  hasOptions,
  ONBOARDING_QUESTION_TYPES,
  onboardingQuestionSchema,
  OPTIONS_MAX,
  OPTION_TITLE_MAX,
  questionProblem,
  QUESTION_TITLE_MAX,
  type OnboardingQuestion,
  type OnboardingQuestionType,
} from '@hearth/shared/schemas/onboarding-questions';
import { ActionIcon, Button, Group, Modal, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { newId } from '@/features/onboarding-questions/new-id.ts';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';

export const QUESTION_TYPE_LABELS: Record<OnboardingQuestionType, string> = {
  paragraph: 'Paragraph',
  multiple: 'Multiple choice',
  single: 'Single choice',
  dropdown: 'Dropdown',
};

type Draft = Omit<OnboardingQuestion, 'order'>;

const blank = (): Draft => ({
  id: newId(),
  title: '',
  type: 'paragraph',
  options: [],
  required: false,
});

interface QuestionDialogProps {
  /** The question being edited; null adds a new one. */
  question: Draft | null;
  opened: boolean;
  pending: boolean;
  /** Why the last save failed, shown in the dialog that caused it. */
  error: string | null;
  onClose: () => void;
  onSave: (question: Draft) => void;
}

const validate = (values: Draft) => {
  const errors: Record<string, string> = {};
  const parsed = onboardingQuestionSchema.omit({ order: true }).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  const problem = questionProblem(values);
  if (problem) errors.options ??= problem;
  return errors;
};

export function QuestionDialog({ question, opened, pending, error, onClose, onSave }: QuestionDialogProps) {
  const form = useForm<Draft>({ mode: 'controlled', initialValues: question ?? blank(), validate });

  useEffect(() => {
    if (opened) {
      form.setValues(question ?? blank());
      form.resetDirty();
      form.clearErrors();
    }
    // Only a newly opened dialog resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, question]);

  const setType = (type: OnboardingQuestionType) => {
    form.setFieldValue('type', type);
    if (!hasOptions(type)) form.setFieldValue('options', []);
    else if (form.values.options.length === 0) {
      form.setFieldValue('options', [
        { id: newId(), title: '' },
        { id: newId(), title: '' },
      ]);
    }
  };

  const submit = form.onSubmit((values) =>
    onSave({
      ...values,
      title: values.title.trim(),
      options: values.options.map((o) => ({ ...o, title: o.title.trim() })),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={question ? 'Edit question' : 'Add question'} centered size="lg">
      <FormFrame onSubmit={submit} alert={error}>
        <TextInput
          label="Question"
          required
          withAsterisk={false}
          maxLength={QUESTION_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <NativeSelect
          label="Answer type"
          data={ONBOARDING_QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
          value={form.values.type}
          onChange={(e) => setType(e.currentTarget.value as OnboardingQuestionType)}
          error={form.errors.type}
        />
        {hasOptions(form.values.type) && (
          <Stack gap="xs" role="group" aria-labelledby="question-options-label">
            <Text fw={500} size="sm" id="question-options-label">
              Options
            </Text>
            {form.values.options.map((option, i) => (
              <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  label={`Option ${i + 1}`}
                  flex={1}
                  maxLength={OPTION_TITLE_MAX}
                  {...form.getInputProps(`options.${i}.title`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={26}
                  size="lg"
                  aria-label={`Remove option ${i + 1}`}
                  onClick={() => form.removeListItem('options', i)}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
            {form.errors.options && (
              <Text c="red.8" size="sm" role="alert">
                {form.errors.options}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                disabled={form.values.options.length >= OPTIONS_MAX}
                onClick={() => form.insertListItem('options', { id: newId(), title: '' })}
              >
                Add option
              </Button>
            </Group>
          </Stack>
        )}
        <Switch label="Required" {...form.getInputProps('required', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {question ? 'Save question' : 'Add question'}
          </Button>
        </Group>
      </FormFrame>
    </Modal>
  );
}
