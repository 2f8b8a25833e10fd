// A list ranked by drag and drop (@dnd-kit), with the mouse, touch or the keyboard: focus a row's handle, Space to
// lift, arrows to move, Space to drop, Escape to cancel; the screen reader hears each step. A drop reports the new
// rank (the midpoint of the new neighbours, rules/structure.ts), so the server writes only the moved item.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { rankForMove } from '@hearth/shared/rules/structure';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: unknown) => {
    const item = items.find((i) => i.id === id);
    return item ? handleLabel(item).replace(/^Move /, '') : '';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
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
        },
        screenReaderInstructions: {
          draggable:
            'To move an item, press Space or Enter. Use the arrow keys to move it up or down, Space or Enter to drop it ' +
            'there, Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={handleLabel(item)} disabled={disabled}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
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
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      data-dragging={isDragging || undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={label}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <circle cx="5" cy="3" r="1.5" />
            <circle cx="11" cy="3" r="1.5" />
            <circle cx="5" cy="8" r="1.5" />
            <circle cx="11" cy="8" r="1.5" />
            <circle cx="5" cy="13" r="1.5" />
            <circle cx="11" cy="13" r="1.5" />
          </svg>
        </ActionIcon>
        {children}
      </Group>
    </Paper>
  );
}
