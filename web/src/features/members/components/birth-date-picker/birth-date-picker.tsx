// The birth-date picker (member-forum §2.4): day, month (Jan to Dec) and year (1900 to the current year) as three
// selects; February offers 29 days, and the date itself is checked by the shared rule (31 February: no).
import { BIRTH_YEAR_MIN, pickerDays, type BirthDate } from '@hearth/shared/rules/member-profile';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type BirthDateParts = Partial<BirthDate>;

/** The parts of a stored YYYY-MM-DD date (all empty when there is none). */
export function partsOf(iso: string | null): BirthDateParts {
  if (!iso) return {};
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { day, month, year };
}

const number = (value: string) => (value === '' ? undefined : Number(value));

export function BirthDatePicker({
  value,
  onChange,
  error,
  label = 'Birth date',
}: {
  value: BirthDateParts;
  onChange: (next: BirthDateParts) => void;
  error?: string | null;
  label?: string;
}) {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - BIRTH_YEAR_MIN + 1 }, (_, i) => String(thisYear - i));
  const days = Array.from({ length: value.month ? pickerDays(value.month) : 31 }, (_, i) => String(i + 1));
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={describedBy}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="xs" grow wrap="nowrap">
        <NativeSelect
          aria-label="Day"
          data={[{ value: '', label: 'Day' }, ...days]}
          value={value.day ? String(value.day) : ''}
          onChange={(e) => onChange({ ...value, day: number(e.currentTarget.value) })}
          error={!!error}
        />
        <NativeSelect
          aria-label="Month"
          data={[{ value: '', label: 'Month' }, ...MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))]}
          value={value.month ? String(value.month) : ''}
          onChange={(e) => onChange({ ...value, month: number(e.currentTarget.value) })}
          error={!!error}
        />
        <NativeSelect
          aria-label="Year"
          data={[{ value: '', label: 'Year' }, ...years]}
          value={value.year ? String(value.year) : ''}
          onChange={(e) => onChange({ ...value, year: number(e.currentTarget.value) })}
          error={!!error}
        />
      </Group>
      {error && (
        <Text id={`${id}-error`} c="red.8" size="xs" mt={4} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
