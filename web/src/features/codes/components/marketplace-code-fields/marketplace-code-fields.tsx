// The marketplace sign-up's code fields (member-forum §5, owner-dashboard §5 Redeem codes, §9 Lifetime deal): the
// first code is required, the second optional. Each is checked 350 ms after the typing stops: a code that is not
// valid shows "This code is {status}" (or "This code is invalid"); the second repeating the first shows "You already
// entered this code". `take()` gives the codes to keep for after sign-up, or null when the fields say no.
import * as messages from '@hearth/shared/messages';
import { codeCheckMessage, isWellFormedCode, normaliseCode } from '@hearth/shared/rules/lifetime-codes';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { checkCodes } from '@/features/codes/api/codes.ts';
import { codeKeys } from '@/features/codes/api/keys.ts';

/** The wait after the last keystroke before a code is checked (owner-dashboard §9). */
export const CODE_CHECK_DELAY_MS = 350;

type Field = 'code1' | 'code2';

/** One field's server check: the message for the code as typed, once its check (after the wait) is back. */
function useCodeCheck(raw: string, skip: boolean): string | null {
  const code = normaliseCode(raw);
  const local = code && !isWellFormedCode(code) ? messages.codeInvalid : null;
  const [settled] = useDebouncedValue(code, CODE_CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: codeKeys.check(settled),
    queryFn: ({ signal }) => checkCodes([settled], signal),
    // A code's status can change (redeemed elsewhere), so each check asks again; a failed check shows nothing.
    enabled: !!settled && settled === code && !skip && !local,
    staleTime: 0,
    retry: false,
  });
  if (!code || skip) return null;
  if (local) return local;
  return check.data && settled === code ? codeCheckMessage(check.data.results[0]?.status ?? 'invalid') : null;
}

export function useMarketplaceCodes(initialCode: string) {
  const [values, setValues] = useState<Record<Field, string>>({ code1: initialCode, code2: '' });
  const [required, setRequired] = useState(false);
  const duplicate = !!values.code2.trim() && normaliseCode(values.code1) === normaliseCode(values.code2);
  const check1 = useCodeCheck(values.code1, false);
  const check2 = useCodeCheck(values.code2, duplicate);
  const errors: Record<Field, string | null> = {
    code1: required && !values.code1.trim() ? messages.codesRequired : check1,
    code2: duplicate ? messages.codeEnteredTwice : check2,
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((all) => ({ ...all, [field]: value }));
  };

  const fields = (
    <>
      <TextInput
        label="Code 1"
        description="Your marketplace code"
        required
        autoComplete="off"
        value={values.code1}
        onChange={change('code1')}
        error={errors.code1}
      />
      <TextInput
        label="Code 2 (optional)"
        description="A second code makes your community Premium"
        autoComplete="off"
        value={values.code2}
        onChange={change('code2')}
        error={errors.code2}
      />
    </>
  );

  /** The codes to redeem after sign-up, or null (with the fields saying why). */
  const take = (): string[] | null => {
    if (!values.code1.trim()) {
      setRequired(true);
      return null;
    }
    if (errors.code1 || errors.code2) return null;
    return [values.code1, values.code2].map(normaliseCode).filter(Boolean);
  };

  return { fields, take };
}
