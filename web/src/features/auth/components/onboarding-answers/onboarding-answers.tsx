// The community's onboarding questions in its sign-up form (owner-dashboard §2 /community-onboarding): a paragraph,
// one choice (radios), several choices (checkboxes) or a dropdown; a required one must be answered.
import * as messages from '@hearth/shared/messages';
import {
  ANSWER_TEXT_MAX,
  hasOptions,
  type OnboardingAnswerInput,
  type OnboardingQuestion,
} from '@hearth/shared/schemas/onboarding-questions';
import { Checkbox, Group, Radio, Select, Stack, Textarea } from '@mantine/core';

export type AnswerValues = Record<string, string | string[]>;

const isEmpty = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** "This field is required." under every required question left unanswered. */
export function missingAnswers(questions: OnboardingQuestion[], values: AnswerValues): Record<string, string> {
  return Object.fromEntries(
    questions.filter((q) => q.required && isEmpty(values[q.id])).map((q) => [q.id, messages.fieldRequired]),
  );
}

/** The answers as the API takes them: text for a paragraph, option ids for the rest; unanswered ones left out. */
export function toAnswerInputs(questions: OnboardingQuestion[], values: AnswerValues): OnboardingAnswerInput[] {
  return questions.flatMap((q): OnboardingAnswerInput[] => {
    const value = values[q.id];
    if (isEmpty(value)) return [];
    if (!hasOptions(q.type)) return [{ questionId: q.id, text: String(value) }];
    return [{ questionId: q.id, optionIds: Array.isArray(value) ? value : [value!] }];
  });
}

interface OnboardingAnswersProps {
  questions: OnboardingQuestion[];
  values: AnswerValues;
  errors: Record<string, string>;
  onChange: (questionId: string, value: string | string[]) => void;
}

export function OnboardingAnswers({ questions, values, errors, onChange }: OnboardingAnswersProps) {
  if (questions.length === 0) return null;
  return (
    <Stack gap="md">
      {questions.map((q) => {
        const common = {
          label: q.title,
          required: q.required,
          withAsterisk: q.required,
          error: errors[q.id],
          // Mantine's default error red (red.6) is under 4.5:1 on white; red.8 is not.
          errorProps: { c: 'red.8' },
        };
        const options = q.options.map((o) => ({ value: o.id, label: o.title }));
        switch (q.type) {
          case 'paragraph':
            return (
              <Textarea
                key={q.id}
                {...common}
                rows={3}
                maxLength={ANSWER_TEXT_MAX}
                value={(values[q.id] as string | undefined) ?? ''}
                onChange={(e) => onChange(q.id, e.currentTarget.value)}
              />
            );
          case 'single':
            return (
              <Radio.Group
                key={q.id}
                {...common}
                value={(values[q.id] as string | undefined) ?? null}
                onChange={(v) => onChange(q.id, v)}
              >
                <Group gap="md" mt={6}>
                  {options.map((o) => (
                    <Radio key={o.value} value={o.value} label={o.label} />
                  ))}
                </Group>
              </Radio.Group>
            );
          case 'multiple':
            return (
              <Checkbox.Group
                key={q.id}
                {...common}
                value={(values[q.id] as string[] | undefined) ?? []}
                onChange={(v) => onChange(q.id, v)}
              >
                <Group gap="md" mt={6}>
                  {options.map((o) => (
                    <Checkbox key={o.value} value={o.value} label={o.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            );
          case 'dropdown':
            return (
              <Select
                key={q.id}
                {...common}
                data={options}
                placeholder="Choose one"
                value={(values[q.id] as string | undefined) ?? null}
                onChange={(v) => onChange(q.id, v ?? '')}
              />
            );
        }
      })}
    </Stack>
  );
}
