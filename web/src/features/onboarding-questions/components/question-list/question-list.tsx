// The onboarding questions in their order, reordered by drag with the mouse, touch or keyboard (@dnd-kit: focus a
// handle, Space to pick the question up, the arrow keys to move it, Space to drop, Escape to cancel).
import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, useSortable } from '@dnd-kit/sortable';

import type { OnboardingQuestion } from '@hearth/shared/schemas/onboarding-questions';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DragHandle, SortableArea, sortableRowStyle } from '@/components/sortable/sortable.tsx';
import { QUESTION_TYPE_LABELS } from '../question-dialog/question-dialog.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

type Question = Omit<OnboardingQuestion, 'order'>;

interface QuestionListProps {
  questions: Question[];
  disabled: boolean;
  onReorder: (questions: Question[]) => void;
  onEdit: (question: Question) => void;
  onRemove: (question: Question) => void;
}

export function QuestionList({ questions, disabled, onReorder, onEdit, onRemove }: QuestionListProps) {
  const titleOf = (id: string | number) => questions.find((q) => q.id === id)?.title ?? 'question';
  const positionOf = (id: string | number) => questions.findIndex((q) => q.id === id) + 1;

  function onMove(activeId: UniqueIdentifier, overId: UniqueIdentifier) {
    const from = questions.findIndex((q) => q.id === activeId);
    const to = questions.findIndex((q) => q.id === overId);
    onReorder(arrayMove(questions, from, to));
  }

  return (
    <SortableArea
      ids={questions.map((q) => q.id)}
      onMove={onMove}
      screenReaderInstructions={{
        draggable:
          'To move a question, press Space to pick it up, use the arrow keys to move it, and press Space again to drop it. Press Escape to cancel.',
      }}
      announcements={{
        onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)}.`,
        onDragOver: ({ active, over }) =>
          over ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.` : `${titleOf(active.id)} moved.`,
        onDragEnd: ({ active, over }) =>
          over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : 'Dropped.',
        onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
      }}
    >
      <PlainList ordered gap="sm" aria-label="Onboarding questions">
        {questions.map((q, i) => (
          <SortableQuestion
            key={q.id}
            question={q}
            position={i + 1}
            disabled={disabled}
            onEdit={() => onEdit(q)}
            onRemove={() => onRemove(q)}
          />
        ))}
      </PlainList>
    </SortableArea>
  );
}

interface SortableQuestionProps {
  question: Question;
  position: number;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

function SortableQuestion({ question, position, disabled, onEdit, onRemove }: SortableQuestionProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: question.id,
    disabled,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      p="md"
      style={{
        ...sortableRowStyle({ transform, transition, isDragging }),
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
      data-testid="onboarding-question"
    >
      <Group wrap="wrap" align="flex-start" gap="sm">
        <DragHandle
          activatorRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
          label={`Reorder question ${position}: ${question.title}`}
          size="lg"
          cursor={disabled ? 'default' : 'grab'}
        >
          <span aria-hidden="true">⠿</span>
        </DragHandle>
        <Stack gap={4} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {question.title}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {QUESTION_TYPE_LABELS[question.type]}
            </Badge>
            {question.required && (
              <Badge variant="light" color="red">
                Required
              </Badge>
            )}
          </Group>
          {question.options.length > 0 && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {question.options.map((o) => o.title).join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button variant="default" size="xs" onClick={onEdit} disabled={disabled}>
            Edit<VisuallyHidden> {question.title}</VisuallyHidden>
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={disabled}>
            Remove<VisuallyHidden> {question.title}</VisuallyHidden>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
