// A list ranked by drag and drop (@dnd-kit), with the mouse, touch or the keyboard: focus a row's handle, Space to
// lift, arrows to move, Space to drop, Escape to cancel; the screen reader hears each step. A drop reports the new
// rank (the midpoint of the new neighbours, rules/structure.ts), so the server writes only the moved item.
import { useSortable } from '@dnd-kit/sortable';

import { rankForMove } from '@hearth/shared/rules/structure';
import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { DragHandle, SortableArea, sortableRowStyle } from '@/components/sortable/sortable.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

interface Ranked {
  id: string;
  rank: number;
}

interface SortableListProps<T extends Ranked> {
  items: readonly T[];
  /** What the handle says it moves ("Move General"). */
  handleLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onMove: (item: T, rank: number) => void;
  disabled?: boolean;
}

export function SortableList<T extends Ranked>({
  items,
  handleLabel,
  renderItem,
  onMove,
  disabled,
}: SortableListProps<T>) {
  const title = (id: unknown) => {
    const item = items.find((i) => i.id === id);
    return item ? handleLabel(item).replace(/^Move /, '') : '';
  };
  const drop = (activeId: unknown, overId: unknown) => {
    const from = items.findIndex((i) => i.id === activeId);
    const to = items.findIndex((i) => i.id === overId);
    if (from < 0 || to < 0) return;
    onMove(
      items[from]!,
      rankForMove(
        items.map((i) => i.rank),
        from,
        to,
      ),
    );
  };
  return (
    <SortableArea
      ids={items.map((i) => i.id)}
      onMove={drop}
      announcements={{
        onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
        onDragOver: ({ active, over }) =>
          over
            ? `${title(active.id)} is over the place of ${title(over.id)}.`
            : `${title(active.id)} is outside the list.`,
        onDragEnd: ({ active, over }) =>
          over
            ? `${title(active.id)} was dropped at the place of ${title(over.id)}.`
            : `${title(active.id)} was dropped.`,
        onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
      }}
      screenReaderInstructions={{
        draggable:
          'To move an item, press Space or Enter. Use the arrow keys to move it up or down, Space or Enter to drop it ' +
          'there, Escape to cancel.',
      }}
    >
      <PlainList gap="xs">
        {items.map((item) => (
          <SortableRow key={item.id} id={item.id} label={handleLabel(item)} disabled={disabled}>
            {renderItem(item)}
          </SortableRow>
        ))}
      </PlainList>
    </SortableArea>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: disabled ?? false,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      style={sortableRowStyle({ transform, transition, isDragging })}
      data-dragging={isDragging || undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <DragHandle activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} label={label} />
        {children}
      </Group>
    </Paper>
  );
}
