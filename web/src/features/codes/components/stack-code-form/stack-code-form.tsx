// Stacking one more code on /appsumo (owner-dashboard §5 Redeem codes): one code per submit, Enter submits, an empty
// input is ignored, a code the owner already holds shows "This code is already applied", and the API's refusal
// ("This code is redeemed", "This code is invalid", …) shows under the input.
import * as messages from '@hearth/shared/messages';
import { normaliseCode } from '@hearth/shared/rules/lifetime-codes';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useRedeemCode } from '@/features/codes/api/codes.ts';

interface StackCodeFormProps {
  /** The code from /appsumo/{code}, pre-filled. */
  initialCode: string;
  /** The codes the owner holds (normal form), so a repeat is refused without a request. */
  heldCodes: readonly string[];
}

export function StackCodeForm({ initialCode, heldCodes }: StackCodeFormProps) {
  const [value, setValue] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemCode();
  const toast = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normaliseCode(value);
    if (!code || redeem.isPending) return;
    if (heldCodes.includes(code)) {
      setError(messages.codeAlreadyApplied);
      return;
    }
    setError(null);
    redeem.mutate(code, {
      onSuccess: () => {
        setValue('');
        toast(`Code ${code} redeemed.`);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Redeem a code">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Stack a code"
          placeholder="Enter your code"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" loading={redeem.isPending} mt={{ base: 0, xs: 25 }}>
          Redeem code
        </Button>
      </Group>
    </form>
  );
}
