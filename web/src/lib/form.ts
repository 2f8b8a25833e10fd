// Small helpers around Mantine's useForm: validation from shared zod schemas, and focus on the first error.
import { schemaResolver, type FormErrors } from '@mantine/form';

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
