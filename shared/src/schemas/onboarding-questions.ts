// Onboarding questions (owner-dashboard §2 /community-onboarding, §3 "Onboarding question"): the editor's list, and
// the answers a member gives at sign-up on the community site.
import * as z from 'zod';
import * as messages from '../messages.ts';

export const ONBOARDING_QUESTION_TYPES = ['paragraph', 'multiple', 'single', 'dropdown'] as const;
export type OnboardingQuestionType = (typeof ONBOARDING_QUESTION_TYPES)[number];
export const QUESTIONS_MAX = 20;
export const QUESTION_TITLE_MAX = 200;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 20;
export const OPTION_TITLE_MAX = 100;
export const ANSWER_TEXT_MAX = 1000;

/** The types whose answer is picked from options (every type but paragraph). */
export const hasOptions = (type: OnboardingQuestionType) => type !== 'paragraph';

const id = z.string().trim().min(1).max(64);

export const onboardingOptionSchema = z.object({
  id,
  title: z
    .string({ error: messages.optionRequired })
    .trim()
    .min(1, messages.optionRequired)
    .max(OPTION_TITLE_MAX, messages.optionTooLong),
});

export const onboardingQuestionSchema = z.object({
  id,
  title: z
    .string({ error: messages.questionRequired })
    .trim()
    .min(1, messages.questionRequired)
    .max(QUESTION_TITLE_MAX, messages.questionTooLong),
  type: z.enum(ONBOARDING_QUESTION_TYPES, { error: messages.questionTypeInvalid }),
  options: z.array(onboardingOptionSchema).max(OPTIONS_MAX, messages.tooManyOptions),
  required: z.boolean(),
  /** Position in the list, from 0; the list's order decides it when saving. */
  order: z.number().int().min(0),
});
export type OnboardingQuestion = z.infer<typeof onboardingQuestionSchema>;

/** One question's own rules beyond its fields' (a choice needs options, a paragraph has none, no duplicates). */
export function questionProblem(q: Pick<OnboardingQuestion, 'type' | 'options'>): string | null {
  if (!hasOptions(q.type)) return q.options.length === 0 ? null : messages.paragraphHasNoOptions;
  if (q.options.length < OPTIONS_MIN) return messages.optionsTooFew;
  const titles = q.options.map((o) => o.title.trim().toLowerCase());
  if (new Set(titles).size !== titles.length) return messages.optionsDuplicate;
  if (new Set(q.options.map((o) => o.id)).size !== q.options.length) return messages.optionsDuplicate;
  return null;
}

/** The editor saves the whole list in its order (add, edit, remove and reorder are one write). */
export const saveOnboardingQuestionsBodySchema = z
  .object({
    questions: z.array(onboardingQuestionSchema.omit({ order: true })).max(QUESTIONS_MAX, messages.tooManyQuestions),
  })
  .superRefine((body, ctx) => {
    const ids = new Set<string>();
    body.questions.forEach((q, i) => {
      const problem = questionProblem(q);
      if (problem) ctx.addIssue({ code: 'custom', path: ['questions', i, 'options'], message: problem });
      if (ids.has(q.id))
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: messages.questionDuplicate });
      ids.add(q.id);
    });
  });
export type SaveOnboardingQuestionsBody = z.input<typeof saveOnboardingQuestionsBodySchema>;

export const onboardingQuestionsResponseSchema = z
  .object({ items: z.array(onboardingQuestionSchema) })
  .meta({ id: 'OnboardingQuestions' });

/** A member's answer at sign-up: text for a paragraph, the chosen option ids for the others. */
export const onboardingAnswerInputSchema = z.object({
  questionId: id,
  text: z.string().trim().max(ANSWER_TEXT_MAX, messages.answerTooLong).optional(),
  optionIds: z.array(id).max(OPTIONS_MAX).optional(),
});
export type OnboardingAnswerInput = z.infer<typeof onboardingAnswerInputSchema>;
export const onboardingAnswersInputSchema = z.array(onboardingAnswerInputSchema).max(QUESTIONS_MAX);

/** A stored answer keeps the question's and options' titles as they were asked (later edits do not change it). */
export const onboardingAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.enum(ONBOARDING_QUESTION_TYPES),
  text: z.string().optional(),
  options: z.array(z.string()).optional(),
});
export type OnboardingAnswer = z.infer<typeof onboardingAnswerSchema>;

/** A member of a community the owner app manages. */
export const communityMemberParamsSchema = z.object({
  communityId: z.string().min(1).max(64),
  memberId: z.string().min(1).max(64),
});

export const onboardingAnswersResponseSchema = z
  .object({ memberId: z.string(), items: z.array(onboardingAnswerSchema) })
  .meta({ id: 'OnboardingAnswers' });

export type AnswersVerdict =
  | { ok: true; answers: OnboardingAnswer[] }
  | { ok: false; reason: 'required' | 'invalid' | 'unknown'; questionId: string; title: string };

const refused = (reason: 'required' | 'invalid', q: OnboardingQuestion): AnswersVerdict => ({
  ok: false,
  reason,
  questionId: q.id,
  title: q.title,
});

/**
 * Checks a sign-up's answers against the community's questions: every required question answered, every answer of
 * the right shape with options of its own question; an answer to a question not asked here is refused. Returns the
 * answers to store, in the questions' order.
 */
export function judgeAnswers(questions: OnboardingQuestion[], given: OnboardingAnswerInput[] = []): AnswersVerdict {
  const byQuestion = new Map(given.map((a) => [a.questionId, a]));
  const answers: OnboardingAnswer[] = [];
  const asked = new Set(questions.map((q) => q.id));
  const stray = given.find((a) => !asked.has(a.questionId));
  if (stray) return { ok: false, reason: 'unknown', questionId: stray.questionId, title: '' };
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    const answer = byQuestion.get(question.id);
    const text = answer?.text?.trim() ?? '';
    const optionIds = answer?.optionIds ?? [];
    // The wrong kind of answer (options for a paragraph, text for a choice) is refused before anything else.
    if (hasOptions(question.type) ? text !== '' : optionIds.length > 0) return refused('invalid', question);
    const empty = hasOptions(question.type) ? optionIds.length === 0 : text === '';
    if (empty) {
      if (question.required) return refused('required', question);
      continue;
    }
    if (!hasOptions(question.type)) {
      answers.push({ questionId: question.id, question: question.title, type: question.type, text });
      continue;
    }
    const titleOf = new Map(question.options.map((o) => [o.id, o.title]));
    const single = question.type !== 'multiple';
    const unique = new Set(optionIds);
    if (unique.size !== optionIds.length || (single && optionIds.length !== 1)) {
      return refused('invalid', question);
    }
    if (optionIds.some((o) => !titleOf.has(o))) return refused('invalid', question);
    answers.push({
      questionId: question.id,
      question: question.title,
      type: question.type,
      options: question.options.filter((o) => unique.has(o.id)).map((o) => o.title),
    });
  }
  return { ok: true, answers };
}
