// One feed menu (post types, posts sorting, comments sorting): each item a switch, ranked by drag and drop with the
// mouse, touch or the keyboard (@dnd-kit: focus the handle, Space to lift, arrows to move, Space to drop).
import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { DragHandle, SortableArea } from '@/components/sortable/sortable.tsx';

export interface MenuEntry {
  value: string;
  enabled: boolean;
}

/**
 * A change to the menu as it is when the change is applied (not as this render saw it): two changes before the
 * parent re-renders (fast keyboard toggles, a toggle right after a drop) both hold.
 */
export type MenuUpdate = (items: MenuEntry[]) => MenuEntry[];

interface SortableMenuProps {
  label: string;
  items: MenuEntry[];
  /** The visible name of each value (`hot` → Hot). */
  names: Record<string, string>;
  onChange: (update: MenuUpdate) => void;
  error?: string | null;
}

function Row({ item, name, onToggle }: { item: MenuEntry; name: string; onToggle: (enabled: boolean) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.value,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      px="sm"
      py={6}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid={`menu-item-${item.value}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <DragHandle
            activatorRef={setActivatorNodeRef}
            attributes={attributes}
            listeners={listeners}
            label={`Move ${name}`}
          />
          <Text size="sm">{name}</Text>
        </Group>
        <Switch
          checked={item.enabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={`Show ${name}`}
        />
      </Group>
    </Paper>
  );
}

export function SortableMenu({ label, items, names, onChange, error }: SortableMenuProps) {
  const onMove = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    onChange((current) => {
      const from = current.findIndex((item) => item.value === activeId);
      const to = current.findIndex((item) => item.value === overId);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  };
  const nameOf = (value: string) => names[value] ?? value;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <SortableArea
        ids={items.map((item) => item.value)}
        onMove={onMove}
        announcements={{
          onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(String(active.id))} is over ${nameOf(String(over.id))}.` : '',
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(String(active.id))} was dropped at ${nameOf(String(over.id))}'s place.` : '',
          onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
        }}
      >
        <Stack gap={6}>
          {items.map((item) => (
            <Row
              key={item.value}
              item={item}
              name={nameOf(item.value)}
              onToggle={(enabled) =>
                onChange((current) =>
                  current.map((other) => (other.value === item.value ? { ...other, enabled } : other)),
                )
              }
            />
          ))}
        </Stack>
      </SortableArea>
      {error && (
        <Text role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
