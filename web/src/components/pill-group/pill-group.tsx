// One choice among a few, as pills: native radio inputs (arrow keys move between them, the group is announced
// with its name) dressed as buttons. Light enough for the first page, where Mantine's segmented control and chips
// would bring their measuring and floating code.
import { useId } from 'react';
import classes from './pill-group.module.css';

interface PillGroupProps<T extends string> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  /** `tabs` (post types) sit in one tray; `chips` (categories) scroll sideways on phones. */
  variant?: 'tabs' | 'chips';
}

export function PillGroup<T extends string>({ label, options, value, onChange, variant = 'tabs' }: PillGroupProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.group} data-variant={variant}>
      {options.map((option) => (
        <label key={option.value} className={classes.pill}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={classes.input}
          />
          <span className={classes.text}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
