// The statistics page's range: the presets (Last 7 / 30 / 90 days) and a custom range of two days, checked before
// it is applied with the shared range schema's rules (end not before start, at most 366 days).
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import {
  customRangeProblems,
  presetLabels,
  RANGE_PRESETS,
  type RangePreset,
  type SelectedRange,
} from '@/features/communities/statistics/range.ts';

export interface RangeControlProps {
  selection: SelectedRange;
  /** The days the selection stands for (a preset's, counted back from today). */
  days: { startDate: string; endDate: string };
  onChange: (selection: SelectedRange) => void;
}

type Choice = RangePreset | 'custom';

export function RangeControl({ selection, days, onChange }: RangeControlProps) {
  const labelId = useId();
  const [choice, setChoice] = useState<Choice>(selection.kind === 'custom' ? 'custom' : selection.preset);
  const [startDate, setStartDate] = useState(days.startDate);
  const [endDate, setEndDate] = useState(days.endDate);
  // A custom range from the address is checked at once (a hand-edited link); a typed one when applied.
  const [problems, setProblems] = useState(() =>
    selection.kind === 'custom' ? customRangeProblems(selection.startDate, selection.endDate) : {},
  );

  const choose = (value: string) => {
    const next = value as Choice;
    setChoice(next);
    setProblems({});
    if (next === 'custom') {
      setStartDate(days.startDate);
      setEndDate(days.endDate);
    } else {
      onChange({ kind: 'preset', preset: next });
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblems(startDate, endDate);
    setProblems(found);
    if (!found.startDate && !found.endDate) onChange({ kind: 'custom', startDate, endDate });
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text id={labelId} size="sm" fw={500}>
          Period
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={labelId}
          value={choice}
          onChange={choose}
          data={[
            ...RANGE_PRESETS.map((value) => ({ value, label: presetLabels[value] })),
            { value: 'custom', label: 'Custom' },
          ]}
        />
      </Group>
      {choice === 'custom' && (
        <form onSubmit={apply} noValidate aria-label="Custom range">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label="Start date"
              size="xs"
              w={170}
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
              error={problems.startDate}
            />
            <TextInput
              type="date"
              label="End date"
              size="xs"
              w={170}
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
              error={problems.endDate}
            />
            <Button type="submit" size="xs" mt={22}>
              Apply
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
