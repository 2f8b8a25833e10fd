// The parts every drag-to-sort list shares (@dnd-kit): a vertical list that the mouse, touch (after 4 px) and the
// keyboard (focus a handle, Space to lift, arrows to move, Space to drop, Escape to cancel) can reorder, with the
// list's own screen-reader announcements, the handle that starts a drag, and a dragged row's place on screen.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
  type useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface SortableAreaProps {
  ids: UniqueIdentifier[];
  /** An item was dropped on another one's place. */
  onMove: (activeId: UniqueIdentifier, overId: UniqueIdentifier) => void;
  announcements: Announcements;
  screenReaderInstructions?: ScreenReaderInstructions;
  /** The rows, each made sortable with `useSortable({ id })`. */
  children: ReactNode;
}

export function SortableArea({ ids, onMove, announcements, screenReaderInstructions, children }: SortableAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, ...(screenReaderInstructions ? { screenReaderInstructions } : {}) }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type Sortable = ReturnType<typeof useSortable>;

/** A row follows the pointer (or the keyboard) while it is dragged, above the rows it passes. */
export function sortableRowStyle({
  transform,
  transition,
  isDragging,
}: Pick<Sortable, 'transform' | 'transition' | 'isDragging'>): CSSProperties {
  return {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
}

interface DragHandleProps {
  /** From the row's `useSortable`. */
  activatorRef: Sortable['setActivatorNodeRef'];
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  /** What the handle moves ("Move General"). */
  label: string;
  size?: ActionIconProps['size'];
  cursor?: 'grab' | 'default';
  /** The handle's picture; six dots unless said. */
  children?: ReactNode;
}

export function DragHandle({
  activatorRef,
  attributes,
  listeners,
  label,
  size,
  cursor = 'grab',
  children = <GripDots />,
}: DragHandleProps) {
  return (
    <ActionIcon
      ref={activatorRef}
      variant="subtle"
      color="gray"
      size={size}
      aria-label={label}
      style={{ cursor, touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      {children}
    </ActionIcon>
  );
}

function GripDots() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="3" r="1.5" />
      <circle cx="11" cy="3" r="1.5" />
      <circle cx="5" cy="8" r="1.5" />
      <circle cx="11" cy="8" r="1.5" />
      <circle cx="5" cy="13" r="1.5" />
      <circle cx="11" cy="13" r="1.5" />
    </svg>
  );
}
