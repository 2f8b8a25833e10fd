// A member's level, rank and experience bar (member-forum §2.7: percent = current / total, rounded), with the
// level-rankings modal listing every rank and the levels it spans.
import '@mantine/core/styles/Progress.layer.css';
import { levelRankings } from '@hearth/shared/rules/xp';
import { Badge, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

interface LevelProgressProps {
  level: number;
  rank: string;
  xp: number;
  nextLevelXPTarget: number;
  percent: number;
}

export function LevelProgress({ level, rank, xp, nextLevelXPTarget, percent }: LevelProgressProps) {
  const [open, { open: show, close }] = useDisclosure(false);
  return (
    <Stack gap={4} w={{ base: 200, xs: 280 }}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} data-testid="member-level">
          Level {level}
        </Text>
        <Badge variant="light" data-testid="member-rank">
          {rank}
        </Badge>
        <Button variant="default" size="compact-xs" onClick={show}>
          Level rankings
        </Button>
      </Group>
      <Progress value={percent} aria-label={`Experience: ${percent}% of the way to the next level`} size="md" />
      <Text size="xs" c="dimmed">
        {xp.toLocaleString('en-US')} / {nextLevelXPTarget.toLocaleString('en-US')} XP
      </Text>
      <Modal opened={open} onClose={close} title="Level rankings" centered transitionProps={{ duration: 0 }}>
        <LevelRankingsTable current={rank} />
      </Modal>
    </Stack>
  );
}

/** Each rank with its levels (ten each), the member's own marked. */
export function LevelRankingsTable({ current }: { current: string }) {
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Rank</Table.Th>
          <Table.Th>Levels</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {levelRankings().map(({ rank, minLevel }) => (
          <Table.Tr key={rank} aria-current={rank === current ? 'true' : undefined}>
            <Table.Td fw={rank === current ? 700 : undefined}>
              {rank}
              {rank === current && ' (you)'}
            </Table.Td>
            <Table.Td>
              {minLevel}–{Math.min(minLevel + 9, 99)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
