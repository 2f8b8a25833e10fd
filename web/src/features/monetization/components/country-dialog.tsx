// The payout country picker (owner-dashboard §2 Dialogs): the allowed countries from the API, "Something went wrong
// while loading countries list" with Retry when they cannot be loaded, then the hosted onboarding in that country.
import * as messages from '@hearth/shared/messages';
import { Alert, Button, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';
import { payoutCountriesQueryOptions } from '../api/monetization.ts';

interface CountryDialogProps {
  onClose: () => void;
  onChoose: (country: string) => void;
  /** The onboarding is being opened (or the browser is on its way there). */
  pending: boolean;
  error: string | null;
}

export function CountryDialog({ onClose, onChoose, pending, error }: CountryDialogProps) {
  const countries = useQuery(payoutCountriesQueryOptions());
  const [country, setCountry] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!country) return setMissing(true);
    onChoose(country);
  };
  return (
    <Modal opened onClose={pending ? () => undefined : onClose} title="Choose your payout country" centered>
      <form onSubmit={submit} noValidate aria-label="Choose your payout country">
        <Stack gap="md">
          <Text size="sm">Your payout account is opened with Stripe in this country; it cannot be changed later.</Text>
          {countries.isPending && <Loader size="sm" role="status" aria-label="Loading countries" />}
          {countries.isError && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{messages.payoutCountriesFailed}</Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void countries.refetch()}
                  loading={countries.isFetching}
                >
                  Retry
                </Button>
              </Stack>
            </Alert>
          )}
          {countries.isSuccess && (
            <Select
              label="Country"
              placeholder="Choose a country"
              searchable
              required
              withAsterisk={false}
              data={countries.data.countries.map((c) => ({ value: c.value, label: c.name }))}
              value={country}
              onChange={(value) => {
                setCountry(value);
                setMissing(false);
              }}
              error={missing ? messages.payoutCountryUnknown : null}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          <DialogActions
            onCancel={onClose}
            confirmLabel="Continue to Stripe"
            pending={pending}
            disabled={!countries.isSuccess}
            cancelWaits
            error={error}
          />
        </Stack>
      </form>
    </Modal>
  );
}
