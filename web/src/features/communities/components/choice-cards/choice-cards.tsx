// A labelled group of native radio buttons drawn as cards (or colour swatches): keyboard and screen-reader
// behaviour come from the browser, the look from here.
import { Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './choice-cards.module.css';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
  /** Drawn before the label (a colour swatch, a theme sample). */
  visual?: ReactNode;
}

interface ChoiceCardsProps<V extends string> {
  legend: string;
  description?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  variant?: 'card' | 'swatch';
  /** Columns from the small breakpoint up (one column below it for cards). */
  columns?: number;
  error?: ReactNode;
}

export function ChoiceCards<V extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  variant = 'card',
  columns = 2,
  error,
}: ChoiceCardsProps<V>) {
  const name = useId();
  const descriptionId = `${name}-description`;
  const errorId = `${name}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className={classes.fieldset} aria-describedby={describedBy || undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {description && (
        <Text id={descriptionId} size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      <div
        className={classes.options}
        data-variant={variant}
        style={{ '--choice-columns': columns } as React.CSSProperties}
      >
        {options.map((option) => {
          const optionId = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              className={classes.option}
              data-variant={variant}
              data-checked={value === option.value || undefined}
              data-disabled={option.disabled || undefined}
            >
              <input
                type="radio"
                className={classes.input}
                data-variant={variant}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              {option.visual}
              <span className={classes.text}>
                <span className={classes.label} id={`${optionId}-label`}>
                  {option.label}
                </span>
                {option.description && (
                  <span className={classes.description} id={`${optionId}-description`}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <Text id={errorId} c="red.8" size="sm" mt={6}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
