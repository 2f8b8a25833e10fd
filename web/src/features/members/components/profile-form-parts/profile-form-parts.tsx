// What the member's own profile forms share (onboarding, Profile Settings, Account Settings): the profile while it
// loads or fails, the location and username inputs, and the Save row with the failure above it.
import type { Profile } from '@hearth/shared/schemas/members';
import { Button, Group, Loader, Skeleton, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageError } from '@/components/page-error/page-error.tsx';

interface OwnProfileStateProps {
  profile: UseQueryResult<Profile>;
  /** The loading status's accessible name: "Loading your profile". */
  loadingLabel: string;
  /** The skeleton's bars, the form's inputs in outline. */
  skeletonHeights: readonly number[];
  children: (profile: Profile) => ReactNode;
}

/** Skeleton bars (a named, busy status) while the profile loads, the error with Try again, then the form. */
export function OwnProfileState({ profile, loadingLabel, skeletonHeights, children }: OwnProfileStateProps) {
  if (profile.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={loadingLabel}>
        {skeletonHeights.map((height, index) => (
          <Skeleton key={index} height={height} />
        ))}
      </Stack>
    );
  }
  if (profile.isError) return <PageError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <>{children(profile.data)}</>;
}

interface LocationInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (next: string) => void;
}

/** Where the member lives, in one of the two shapes `locationProblem` accepts. */
export function LocationInput({ value, onChange, ...others }: LocationInputProps) {
  return (
    <TextInput
      label="Location"
      description="City, province, country or city, country"
      autoComplete="address-level2"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...others}
    />
  );
}

/** The username, with a spinner while its availability is being checked (the caller shows the answer as its error). */
export function UsernameInput({ checking, ...others }: TextInputProps & { checking: boolean }) {
  return (
    <TextInput
      label="Username"
      description="At least 3 characters: letters, numbers, _ and -"
      autoComplete="username"
      rightSection={checking ? <Loader size="xs" role="status" aria-label="Checking username" /> : null}
      {...others}
    />
  );
}

/** The save's failure (announced) above the Save button on the right. */
export function SaveRow({ alert, pending, disabled }: { alert: string | null; pending: boolean; disabled: boolean }) {
  return (
    <>
      {alert && (
        <Text role="alert" c="red.8" size="sm">
          {alert}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending} disabled={disabled}>
          Save
        </Button>
      </Group>
    </>
  );
}
