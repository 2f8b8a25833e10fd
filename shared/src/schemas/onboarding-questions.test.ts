// Onboarding questions (owner-dashboard §3): the editor's list rules and the check of a sign-up's answers.
import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import {
  judgeAnswers,
  type OnboardingQuestion,
  QUESTIONS_MAX,
  saveOnboardingQuestionsBodySchema,
} from './onboarding-questions.ts';

const options = (...titles: string[]) => titles.map((title, i) => ({ id: `o${i + 1}`, title }));
const question = (over: Partial<OnboardingQuestion> = {}) => ({
  id: 'q1',
  title: 'What do you build?',
  type: 'single' as const,
  options: options('Apps', 'Games'),
  required: true,
  ...over,
});

const firstMessage = (questions: unknown[]) => {
  const result = saveOnboardingQuestionsBodySchema.safeParse({ questions });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('saving the question list', () => {
  it.each([
    ['a single choice with two options', question(), null],
    ['a multiple choice', question({ type: 'multiple', options: options('A', 'B', 'C') }), null],
    ['a dropdown', question({ type: 'dropdown' }), null],
    ['a paragraph without options', question({ type: 'paragraph', options: [] }), null],
    ['an optional question', question({ required: false }), null],
    ['a 200-character title', question({ title: 'q'.repeat(200) }), null],
    ['an empty title', question({ title: '  ' }), messages.questionRequired],
    ['a 201-character title', question({ title: 'q'.repeat(201) }), messages.questionTooLong],
    ['an unknown type', question({ type: 'rating' as never }), messages.questionTypeInvalid],
    ['a choice with one option', question({ options: options('Only') }), messages.optionsTooFew],
    ['a dropdown with no options', question({ type: 'dropdown', options: [] }), messages.optionsTooFew],
    ['a paragraph with options', question({ type: 'paragraph' }), messages.paragraphHasNoOptions],
    ['an empty option', question({ options: options('A', ' ') }), messages.optionRequired],
    ['a 101-character option', question({ options: options('A', 'o'.repeat(101)) }), messages.optionTooLong],
    ['two options alike (case ignored)', question({ options: options('Apps', 'apps') }), messages.optionsDuplicate],
    [
      '21 options',
      question({ options: options(...Array.from({ length: 21 }, (_, i) => `o${i}`)) }),
      messages.tooManyOptions,
    ],
  ])('%s', (_, q, message) => {
    expect(firstMessage([q])).toBe(message);
  });

  it('refuses two questions with one id, and more than 20 questions', () => {
    expect(firstMessage([question(), question()])).toBe(messages.questionDuplicate);
    const many = Array.from({ length: QUESTIONS_MAX + 1 }, (_, i) => question({ id: `q${i}` }));
    expect(firstMessage(many)).toBe(messages.tooManyQuestions);
    expect(firstMessage(many.slice(0, QUESTIONS_MAX))).toBeNull();
  });
});

describe('judging the answers at sign-up', () => {
  const questions: OnboardingQuestion[] = [
    { ...question({ id: 'why', type: 'paragraph', options: [], title: 'Why join?' }), order: 1 },
    { ...question({ id: 'role', title: 'Your role' }), order: 0 },
    {
      ...question({ id: 'tools', type: 'multiple', options: options('Saw', 'Drill', 'Lathe'), required: false }),
      order: 2,
    },
  ];
  const valid = [
    { questionId: 'why', text: '  To learn  ' },
    { questionId: 'role', optionIds: ['o2'] },
    { questionId: 'tools', optionIds: ['o3', 'o1'] },
  ];

  it('stores the answers in question order, with the titles as asked and the text trimmed', () => {
    expect(judgeAnswers(questions, valid)).toEqual({
      ok: true,
      answers: [
        { questionId: 'role', question: 'Your role', type: 'single', options: ['Games'] },
        { questionId: 'why', question: 'Why join?', type: 'paragraph', text: 'To learn' },
        { questionId: 'tools', question: 'What do you build?', type: 'multiple', options: ['Saw', 'Lathe'] },
      ],
    });
  });

  it('leaves an optional question out when unanswered, and asks nothing when there are no questions', () => {
    expect(judgeAnswers(questions, valid.slice(0, 2))).toMatchObject({ ok: true, answers: { length: 2 } });
    expect(judgeAnswers([], undefined)).toEqual({ ok: true, answers: [] });
  });

  it.each([
    ['a required paragraph missing', valid.slice(1), 'required', 'why'],
    ['a required paragraph blank', [{ questionId: 'why', text: '   ' }, ...valid.slice(1)], 'required', 'why'],
    ['a required choice with no option', [valid[0]!, { questionId: 'role', optionIds: [] }], 'required', 'role'],
    [
      'two options for a single choice',
      [valid[0]!, { questionId: 'role', optionIds: ['o1', 'o2'] }],
      'invalid',
      'role',
    ],
    ['an option of another question', [valid[0]!, { questionId: 'role', optionIds: ['o3'] }], 'invalid', 'role'],
    ['an option twice', [...valid.slice(0, 2), { questionId: 'tools', optionIds: ['o1', 'o1'] }], 'invalid', 'tools'],
    ['options for a paragraph', [{ questionId: 'why', optionIds: ['o1'] }, valid[1]!], 'invalid', 'why'],
    ['text for a choice', [valid[0]!, { questionId: 'role', optionIds: ['o1'], text: 'x' }], 'invalid', 'role'],
    ['a question not asked here', [...valid, { questionId: 'ghost', text: 'boo' }], 'unknown', 'ghost'],
  ])('%s is refused', (_, given, reason, questionId) => {
    expect(judgeAnswers(questions, given)).toMatchObject({ ok: false, reason, questionId });
  });

  it('names the question in the messages', () => {
    expect(messages.answerRequired('Why join?')).toBe('Please answer the required question "Why join?".');
  });
});
