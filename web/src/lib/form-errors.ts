// Puts an API error where the person will see it: `fields` under the matching inputs, the rest in one alert.
import * as messages from '@hearth/shared/messages';
import { isApiError } from './api-client.ts';

export interface PlacedError {
  /** Errors for inputs the form has, keyed by field name. */
  fields: Record<string, string>;
  /** Anything no input can show (or `null` when every message sits under an input). */
  message: string | null;
}

export function placeApiError(error: unknown, formFields: readonly string[]): PlacedError {
  if (!isApiError(error)) return { fields: {}, message: messages.generic };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(error.fields ?? {})) {
    if (formFields.includes(field)) fields[field] = text;
    else elsewhere.push(text);
  }
  if (Object.keys(fields).length === 0 && elsewhere.length === 0) return { fields, message: error.message };
  return { fields, message: elsewhere.length > 0 ? [...new Set(elsewhere)].join(' ') : null };
}
