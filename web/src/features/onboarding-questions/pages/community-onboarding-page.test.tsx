// /community-onboarding (owner-dashboard §2): the empty state, adding a question with options and the required
// switch (the whole ordered list is saved), the question rules shown in the dialog, removing, and a refused save.
import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

/** The page's lazy chunk loads before its first element shows (slow on a busy machine). */
const PAGE_LOAD = { timeout: 8_000 };

const path = `/api/v1/communities/${trailRunners.communityId}/onboarding-questions`;

function serveQuestions(initial: unknown[] = [], refuse = false) {
  let items = initial;
  const saves: Array<{ questions: Array<{ title: string; type: string; options: unknown[]; required: boolean }> }> = [];
  server.use(
    http.get(path, () => HttpResponse.json({ items })),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as (typeof saves)[number];
      saves.push(body);
      if (refuse) {
        return HttpResponse.json(apiError('FORBIDDEN', messages.onlyEditorsEditQuestions), { status: 403 });
      }
      items = body.questions.map((q, order) => ({ ...q, order }));
      return HttpResponse.json({ items });
    }),
  );
  return saves;
}

function open() {
  serveSession(owner);
  serveMyCommunities([trailRunners]);
  return renderOwnerApp('/community-onboarding');
}

describe('community onboarding questions', { timeout: 20_000 }, () => {
  it('shows "No Questions Asked", then adds a required single-choice question', async () => {
    const saves = serveQuestions();
    open();
    expect(await screen.findByText(messages.noQuestionsAsked, {}, PAGE_LOAD)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByLabelText('Question')).toHaveAccessibleDescription(messages.questionRequired);

    await userEvent.type(within(dialog).getByLabelText('Question'), 'Pace per km?');
    await userEvent.selectOptions(within(dialog).getByLabelText('Answer type'), 'Single choice');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Under 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByText(messages.optionRequired)).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'Over 5');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Required' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));

    expect(await screen.findByText(messages.onboardingQuestionsSaved)).toBeInTheDocument();
    expect(saves).toEqual([
      {
        questions: [
          expect.objectContaining({
            title: 'Pace per km?',
            type: 'single',
            required: true,
            options: [expect.objectContaining({ title: 'Under 5' }), expect.objectContaining({ title: 'Over 5' })],
          }),
        ],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Reorder question 1: Pace per km?' })).toBeInTheDocument();
  });

  it('removes a question after confirming', async () => {
    const saves = serveQuestions([
      { id: 'a', title: 'First?', type: 'paragraph', options: [], required: false, order: 0 },
      { id: 'b', title: 'Second?', type: 'paragraph', options: [], required: true, order: 1 },
    ]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove First?' }, PAGE_LOAD));
    const confirm = await screen.findByRole('dialog', { name: 'Remove question' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.questions.map((q) => q.title)).toEqual(['Second?']);
    await waitFor(() => expect(screen.queryByText('First?')).not.toBeInTheDocument());
  });

  it('shows why a save was refused, in the dialog', async () => {
    serveQuestions([], true);
    open();
    await screen.findByText(messages.noQuestionsAsked, {}, PAGE_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Why?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText(messages.onlyEditorsEditQuestions)).toBeInTheDocument();
  });
});
