// A distribution (devices, operating systems, countries) as horizontal bars of plain elements: a handful of rows
// needs no chart library. The same numbers are in a visually hidden table for screen readers.
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatCount, formatPercent } from '@/features/communities/statistics/format.ts';

export interface DistributionRow {
  label: string;
  users: number;
}

export function DistributionBars({ caption, rows }: { caption: string; rows: DistributionRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.users, 0);
  const share = (users: number) => (total === 0 ? 0 : users / total);
  return (
    <>
      <Stack gap="sm" aria-hidden="true">
        {rows.map((row) => (
          <div key={row.label}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end">
                {row.label}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatCount(row.users)} · {formatPercent(share(row.users))}
              </Text>
            </Group>
            <Box h={8} mt={4} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
              <Box h="100%" w={`${share(row.users) * 100}%`} bg="accent.6" style={{ borderRadius: 4 }} />
            </Box>
          </div>
        ))}
      </Stack>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Users</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{formatCount(row.users)}</td>
                <td>{formatPercent(share(row.users))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
