// /appsumo and /appsumo/{code} (owner-dashboard §2, §9 Lifetime deal): the owner's lifetime codes. The totals with
// the apply button, the stack-code input (pre-filled from the address), and the code list with its filter. A failed
// load says so with Try again.
import * as messages from '@hearth/shared/messages';
import { lifetimePlanTier } from '@hearth/shared/rules/lifetime-codes';
import type { CodeList as CodeListData } from '@hearth/shared/schemas/codes';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useCurrentCommunity, useSelectedCommunityId } from '@/features/communities/current-community.ts';
import { type CodeFilter, useCodes } from '../api/codes.ts';
import { ApplyCodes } from '../components/apply-codes/apply-codes.tsx';
import { CodeList } from '../components/code-list/code-list.tsx';
import { StackCodeForm } from '../components/stack-code-form/stack-code-form.tsx';

export function AppsumoPage({ code }: { code?: string | undefined }) {
  useDocumentTitle('Lifetime codes · Hearth');
  const [filter, setFilter] = useState<CodeFilter>('all');
  const all = useCodes('all');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, xs: 30 }}>
          Lifetime deal
        </Title>
        <Text c="dimmed">
          1 code gives 1 lifetime Professional community; 2 codes give 1 lifetime Premium community; each extra code
          adds +1 Premium community.
        </Text>
      </Stack>
      {all.data ? (
        <Totals data={all.data} />
      ) : all.isError ? (
        <Alert color="red" variant="light" role="alert" title={messages.generic}>
          <Button variant="light" color="red" onClick={() => void all.refetch()} loading={all.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : (
        <TotalsLoading />
      )}
      <Card withBorder radius="md" padding="lg">
        <StackCodeForm initialCode={code ?? ''} heldCodes={all.data?.codes.map((c) => c.code) ?? []} />
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="codes-heading">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="codes-heading">
            Your codes
          </Title>
          <CodeList filter={filter} onFilter={setFilter} />
        </Stack>
      </Card>
    </Stack>
  );
}

function TotalsLoading() {
  return (
    <Card withBorder radius="md" padding="lg" role="status" aria-busy="true" aria-label="Loading your lifetime plan">
      <Skeleton height={56} />
    </Card>
  );
}

function Totals({ data }: { data: CodeListData }) {
  const { communities } = useCurrentCommunity();
  const selectedId = useSelectedCommunityId();
  const { totals } = data;
  const rows = [
    { label: 'Available codes', value: String(totals.totalAvailable) },
    { label: 'Codes redeemed', value: String(totals.codesCount) },
    { label: 'Lifetime plan', value: totals.planId ? `Lifetime ${lifetimePlanTier(totals.planId)}` : 'None yet' },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Your lifetime plan">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="lg" m={0} style={{ flex: '1 1 20rem' }}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {row.label}
              </Text>
              <Text component="dd" m={0} fw={600} fz="xl">
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Stack gap={4} align="flex-start">
          <ApplyCodes totals={totals} codes={data.codes} communities={communities} selectedId={selectedId} />
        </Stack>
      </Group>
    </Card>
  );
}
