// /community-onboarding (owner-dashboard §2): the questions a member answers when signing up to the community.
// Add, edit, remove and reorder (drag, or keyboard); each change saves the whole ordered list at once.
import * as messages from '@hearth/shared/messages';
import type { OnboardingQuestion } from '@hearth/shared/schemas/onboarding-questions';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { useOnboardingQuestions, useSaveOnboardingQuestions } from '../api/onboarding-questions.ts';
import { QuestionDialog } from '../components/question-dialog/question-dialog.tsx';
import { QuestionList } from '../components/question-list/question-list.tsx';

type Question = Omit<OnboardingQuestion, 'order'>;

const draftOf = ({ order: _order, ...question }: OnboardingQuestion): Question => question;

export function CommunityOnboardingPage({ communityId }: { communityId: string }) {
  useDocumentTitle('Onboarding questions · Hearth');
  const toast = useToast();
  const query = useOnboardingQuestions(communityId);
  const save = useSaveOnboardingQuestions(communityId);
  const [dialog, setDialog] = useState<{ question: Question | null } | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  // The list as last changed here while its save is on the way (a drop shows at once).
  const [pendingList, setPendingList] = useState<Question[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const saved = (query.data?.items ?? []).map(draftOf);
  const questions = pendingList ?? saved;

  function persist(next: Question[], done?: () => void) {
    setError(null);
    setPendingList(next);
    save.mutate(
      { questions: next },
      {
        onSuccess: () => {
          setPendingList(null);
          done?.();
          toast(messages.onboardingQuestionsSaved);
        },
        onError: (failure) => {
          setPendingList(null);
          setError(placeApiError(failure, []).message ?? messages.generic);
        },
      },
    );
  }

  function saveQuestion(question: Question) {
    const exists = questions.some((q) => q.id === question.id);
    const next = exists ? questions.map((q) => (q.id === question.id ? question : q)) : [...questions, question];
    persist(next, () => setDialog(null));
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, xs: 30 }}>
            Onboarding questions
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            New members answer these when they sign up; staff see the answers when approving them.
          </Text>
        </div>
        <Button onClick={() => setDialog({ question: null })} disabled={!query.isSuccess}>
          Add question
        </Button>
      </Group>
      {error && !dialog && !removing && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Loading the questions" />
        </Group>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="The questions could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{placeApiError(query.error, []).message ?? messages.generic}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : questions.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack gap={4} align="center">
            <Text fw={700}>{messages.noQuestionsAsked}</Text>
            <Text c="dimmed" size="sm" ta="center">
              Add a question to ask every new member when they sign up.
            </Text>
          </Stack>
        </Card>
      ) : (
        <QuestionList
          questions={questions}
          disabled={save.isPending}
          onReorder={(next) => persist(next)}
          onEdit={(question) => setDialog({ question })}
          onRemove={setRemoving}
        />
      )}
      <QuestionDialog
        opened={dialog !== null}
        question={dialog?.question ?? null}
        pending={save.isPending}
        error={error}
        onClose={() => {
          setDialog(null);
          setError(null);
        }}
        onSave={saveQuestion}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove question"
        confirmLabel="Remove"
        danger
        pending={save.isPending}
        error={error}
        onCancel={() => {
          setRemoving(null);
          setError(null);
        }}
        onConfirm={() => {
          const gone = removing!;
          persist(
            questions.filter((q) => q.id !== gone.id),
            () => setRemoving(null),
          );
        }}
      >
        New members will no longer be asked “{removing?.title}”. Answers already given stay with the members.
      </ConfirmDialog>
    </Stack>
  );
}
