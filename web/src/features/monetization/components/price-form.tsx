// The supporter subscription's price (owner-dashboard §5 Subscription price): a currency from the API's list and an
// amount in the currency's units (4.99), sent as integer cents; the same bounds and texts as the server ("Minimum X
// CUR" / "Maximum X CUR"), and the server's own errors under the inputs.
import * as messages from '@hearth/shared/messages';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { supporterPriceProblem } from '@hearth/shared/rules/supporters';
import type { SupporterCurrency } from '@hearth/shared/constants/supporters';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit } from '@/lib/form.ts';
import { useMonetizationActions } from '../api/monetization.ts';
import { parseUnits, unitsOf } from '../money.ts';

interface Values {
  amount: string;
  currency: string;
}

const FIELDS = ['amount', 'currency'];

function validate(values: Values, currencies: Monetization['currencies']) {
  const currency = currencies.find((c) => c.code === values.currency);
  if (!currency) return { currency: messages.supporterCurrencyUnknown };
  if (values.amount.trim() === '') return { amount: messages.fieldRequired };
  const cents = parseUnits(values.amount);
  if (cents === null) return { amount: 'Enter the price in units, like 4.99.' };
  const problem = supporterPriceProblem(cents, currency.code as SupporterCurrency);
  return problem ? { amount: problem } : {};
}

export function PriceForm({ communityId, settings }: { communityId: string; settings: Monetization }) {
  const toast = useToast();
  const { updatePrice } = useMonetizationActions(communityId);
  const form = useForm<Values>({
    initialValues: {
      amount: unitsOf(settings.subscriptionPriceAmount),
      currency: settings.subscriptionPriceCurrency,
    },
    validate: (values) => validate(values, settings.currencies),
  });
  const { submit, alert } = useMutationSubmit(form, updatePrice, {
    fields: FIELDS,
    variables: (values) => ({ amount: parseUnits(values.amount) ?? 0, currency: values.currency }),
    onSuccess: () => toast('The price is saved. It applies to new subscribers.'),
  });
  const bounds = settings.currencies.find((c) => c.code === form.values.currency);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="price-title">
      <form onSubmit={submit} noValidate aria-labelledby="price-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="price-title">
            Subscription price
          </Title>
          <Text size="sm" c="dimmed">
            The monthly price members pay. {messages.supporterPriceAppliesToNew}
          </Text>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <Select
              label="Currency"
              data={settings.currencies.map((c) => ({ value: c.code, label: c.label }))}
              allowDeselect={false}
              w={{ base: '100%', xs: 140 }}
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('currency')}
            />
            <TextInput
              label="Price per month"
              inputMode="decimal"
              autoComplete="off"
              description={
                bounds ? `Between ${unitsOf(bounds.min)} and ${unitsOf(bounds.max)} ${bounds.label}.` : undefined
              }
              w={{ base: '100%', xs: 220 }}
              {...form.getInputProps('amount')}
            />
          </Group>
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={updatePrice.isPending}>
              Save price
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
