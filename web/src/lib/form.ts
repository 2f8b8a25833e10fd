// Small helpers around Mantine's useForm: validation from shared zod schemas, focus on the first error, and one
// submit path for forms that send a mutation.
import { schemaResolver, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import { placeApiError } from './form-errors.ts';

type Validator<Values> = (values: Values) => FormErrors;
type Schema = Parameters<typeof schemaResolver>[0];

/** Validates with a shared schema (zod implements Standard Schema), synchronously. */
export const validateWith = <Values>(schema: Schema): Validator<Values> => schemaResolver(schema, { sync: true });

/** Runs several validators; for each field the first one to complain is shown. */
export function allOf<Values>(...validators: Validator<Values>[]): Validator<Values> {
  return (values) => {
    const errors: FormErrors = {};
    for (const validator of validators) {
      for (const [field, error] of Object.entries(validator(values))) {
        if (error && !errors[field]) errors[field] = error;
      }
    }
    return errors;
  };
}

/** After a failed submit, the cursor goes to the first input with an error. */
export function focusFirstError(form: { getInputNode: (path: never) => HTMLElement | null }, errors: FormErrors) {
  const first = Object.keys(errors)[0];
  if (first) (form.getInputNode as (path: string) => HTMLElement | null)(first)?.focus();
}

/**
 * For forms where every input is required: announced as required (native `required`, aria), without the asterisk,
 * which adds nothing when no input is optional and would become part of the label's text.
 */
export const requiredInput = { required: true, withAsterisk: false } as const;

interface SubmittableForm<Values> {
  onSubmit: (
    handle: (values: Values) => void,
    invalid: (errors: FormErrors) => void,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
  setErrors: (errors: FormErrors) => void;
  getInputNode: (path: never) => HTMLElement | null;
}

export interface Mutation<Variables, Result> {
  isPending: boolean;
  mutate: (
    variables: Variables,
    callbacks: { onSuccess?: (result: Result) => void; onError?: (error: unknown) => void },
  ) => void;
}

export interface SubmitOptions<Values, Variables, Result> {
  /** The form's inputs: API `fields` for these go under them, anything else to the alert. */
  fields: readonly string[];
  /** What the mutation is sent (the form's values unless said). */
  variables?: (values: Values) => Variables;
  onSuccess?: (result: Result, values: Values) => void;
  /** Handles an error itself (e.g. a redirect) by returning true; otherwise it is placed on the form. */
  onError?: (error: unknown, values: Values) => boolean | void;
}

/**
 * One submit path for every form that sends a mutation: once at a time, focus on the first invalid input, and API
 * errors placed where the person sees them (field messages under inputs, the rest in `alert`).
 */
export function useMutationSubmit<Values, Variables, Result>(
  form: SubmittableForm<Values>,
  mutation: Mutation<Variables, Result>,
  options: SubmitOptions<Values, Variables, Result>,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.onSubmit(
    (values) => {
      if (mutation.isPending) return;
      setAlert(null);
      const variables = options.variables ? options.variables(values) : (values as unknown as Variables);
      mutation.mutate(variables, {
        onSuccess: (result) => options.onSuccess?.(result, values),
        onError: (error) => {
          if (options.onError?.(error, values) === true) return;
          const placed = placeApiError(error, options.fields);
          form.setErrors(placed.fields);
          setAlert(placed.message);
        },
      });
    },
    (errors) => focusFirstError(form, errors),
  );
  return { submit, alert, setAlert };
}
