// The owner's codes (owner-dashboard §2 /appsumo, §3 lifetime code): a filter All / Available / Refunded / Applied and
// one row per code with its status, the community it gives a plan to and when it was redeemed (the plan and the date
// from 768 px up, so a phone needs no sideways scroll); "No codes here yet" when the filter holds none.
import * as messages from '@hearth/shared/messages';
import { CODE_STATUS_LABELS, type CodeStatus, lifetimePlanTier } from '@hearth/shared/rules/lifetime-codes';
import { Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { ListState } from '@/components/list-state/list-state.tsx';
import { CODE_FILTERS, type CodeFilter, useCodes } from '@/features/codes/api/codes.ts';

const filterLabels: Record<CodeFilter, string> = { all: 'All', ...CODE_STATUS_LABELS };

const statusColors: Record<CodeStatus, string> = { available: 'teal', applied: 'blue', refunded: 'gray' };

const redeemedOn = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

interface CodeListProps {
  filter: CodeFilter;
  onFilter: (filter: CodeFilter) => void;
}

export function CodeList({ filter, onFilter }: CodeListProps) {
  const query = useCodes(filter);
  const codes = query.data?.codes ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show codes"
        value={filter}
        onChange={(next) => onFilter(next as CodeFilter)}
        data={CODE_FILTERS.map((value) => ({ value, label: filterLabels[value] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListState
        query={query}
        loadingLabel="Loading your codes"
        empty={{ when: codes.length === 0, text: messages.noCodes }}
      >
        <Table striped verticalSpacing="sm" aria-label="Your codes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Code</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                Plan
              </Table.Th>
              <Table.Th scope="col">Community</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                Redeemed
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => (
              <Table.Tr key={code.code}>
                <Table.Td>
                  <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {code.code}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColors[code.status]} variant="light" miw="max-content">
                    {CODE_STATUS_LABELS[code.status]}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">{code.planId ? lifetimePlanTier(code.planId) : '—'}</Table.Td>
                <Table.Td>{code.communityName ?? (code.planId ? 'Your next community' : '—')}</Table.Td>
                <Table.Td visibleFrom="sm">{redeemedOn(code.redeemedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListState>
    </Stack>
  );
}
