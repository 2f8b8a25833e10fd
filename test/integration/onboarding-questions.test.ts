// Onboarding questions over HTTP (owner-dashboard §2 /community-onboarding): the owner and editors edit the list,
// nobody else; members answer at sign-up (a required one unanswered refuses the sign-up and creates nothing); the
// answers are stored with the member and only staff read them.
import * as messages from '@hearth/shared/messages';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@hearth/functions/platform/db/keys';
import { PASSWORD, signUpBody } from './auth-flows.ts';
import { app, newBrowser, on, table, uniqueEmail } from './context.ts';
import { latestMailTo, linkIn, mailsTo } from './mailbox.ts';
import { callers } from './owner-profile-fixtures.ts';

type Callers = Awaited<ReturnType<typeof callers>>;
interface Question {
  id: string;
  title: string;
  type: string;
  options: Array<{ id: string; title: string }>;
  required: boolean;
  order: number;
}
interface Questions {
  items: Question[];
}

const questions = [
  { id: 'why', title: 'Why do you want to join?', type: 'paragraph', options: [], required: true },
  {
    id: 'role',
    title: 'What describes you best?',
    type: 'single',
    options: [
      { id: 'maker', title: 'Maker' },
      { id: 'founder', title: 'Founder' },
    ],
    required: true,
  },
  {
    id: 'tools',
    title: 'Which tools do you use?',
    type: 'multiple',
    options: [
      { id: 'saw', title: 'Saw' },
      { id: 'drill', title: 'Drill' },
      { id: 'lathe', title: 'Lathe' },
    ],
    required: false,
  },
  {
    id: 'region',
    title: 'Where are you?',
    type: 'dropdown',
    options: [
      { id: 'eu', title: 'Europe' },
      { id: 'us', title: 'Americas' },
    ],
    required: false,
  },
];

let c: Callers;
const path = () => `/api/v1/communities/${c.owner.communityId}/onboarding-questions`;
const stored = async () =>
  (
    await table.send(
      new GetCommand({
        TableName: 'hearth',
        Key: keys.onboardingQuestions(c.owner.communityId),
      }),
    )
  ).Item?.questions as Question[] | undefined;

beforeAll(async () => {
  c = await callers('oq');
}, 60_000);

describe('editing the questions: owner and editors only', () => {
  it('starts empty, then the owner saves the list in its order (order from the position)', async () => {
    const empty = await c.owner.browser<Questions>(path());
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.items).toEqual([]);

    const saved = await c.owner.browser<Questions>(path(), { method: 'PUT', body: { questions } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.items.map((q) => [q.id, q.order])).toEqual([
      ['why', 0],
      ['role', 1],
      ['tools', 2],
      ['region', 3],
    ]);
    expect((await stored())?.map((q) => q.id)).toEqual(['why', 'role', 'tools', 'region']);
    // The sign-up form reads the same list on the community's host, without a session.
    const forSignUp = await on(c.owner.host)<Questions>('/api/v1/onboarding-questions');
    expect(forSignUp.status).toBe(200);
    expect(forSignUp.json.items).toEqual(saved.json.items);
  });

  it('lets an editor read and reorder them', async () => {
    const read = await c.editor.browser<Questions>(path());
    expect(read.status, read.text).toBe(200);
    const reordered = [questions[1], questions[0], questions[3], questions[2]];
    const saved = await c.editor.browser<Questions>(path(), { method: 'PUT', body: { questions: reordered } });
    expect(saved.status, saved.text).toBe(200);
    expect((await stored())?.map((q) => q.id)).toEqual(['role', 'why', 'region', 'tools']);
    // Back to the first order for the sign-up tests.
    expect((await c.owner.browser(path(), { method: 'PUT', body: { questions } })).status).toBe(200);
  });

  it('refuses everyone else with nothing changed: another owner 403, members and moderators 404 off the app host, guests 401', async () => {
    const before = await stored();
    const attempts: Array<[string, ReturnType<typeof newBrowser>, number]> = [
      ["another community's owner", c.other.browser, 403],
      ['a member (own session, its community host)', c.member.browser, 404],
      ['a moderator (own session, its community host)', c.moderator.browser, 404],
      ['a guest on the app host', newBrowser('app.localhost'), 401],
      ['the owner through the community host', c.ownerOnSite, 404],
    ];
    for (const [who, browser, status] of attempts) {
      const read = await browser(path());
      expect(read.status, `${who} reading: ${read.text}`).toBe(status);
      const write = await browser(path(), { method: 'PUT', body: { questions: [] } });
      expect(write.status, `${who} writing: ${write.text}`).toBe(status);
    }
    const refused = await c.other.browser<{ reason: string; message: string }>(path(), {
      method: 'PUT',
      body: { questions: [] },
    });
    expect(refused.json).toMatchObject({
      reason: 'ONBOARDING_QUESTIONS_STAFF_ONLY',
      message: messages.onlyEditorsEditQuestions,
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a list that breaks the question rules (400 with the message), nothing changed', async () => {
    const before = await stored();
    const bad: Array<[unknown, string]> = [
      [[{ ...questions[1], options: [{ id: 'x', title: 'Only one' }] }], messages.optionsTooFew],
      [[{ ...questions[0], options: [{ id: 'x', title: 'A' }] }], messages.paragraphHasNoOptions],
      [[{ ...questions[0], title: ' ' }], messages.questionRequired],
      [[{ ...questions[0], type: 'rating' }], messages.questionTypeInvalid],
      [[questions[0], questions[0]], messages.questionDuplicate],
    ];
    for (const [list, message] of bad) {
      const res = await c.owner.browser<{ error: string; fields: Record<string, string> }>(path(), {
        method: 'PUT',
        body: { questions: list },
      });
      expect(res.status, res.text).toBe(400);
      expect(Object.values(res.json.fields)).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('answering at sign-up', () => {
  const signUp = (email: string, onboardingAnswers?: unknown) =>
    newBrowser(c.owner.host)<{ reason?: string; message: string; fields?: Record<string, string> }>(
      '/api/v1/auth/sign-up',
      { body: signUpBody(email, onboardingAnswers === undefined ? {} : { onboardingAnswers }) },
    );
  const claimOf = async (email: string) =>
    (await table.send(new GetCommand({ TableName: 'hearth', Key: keys.memberEmail(c.owner.communityId, email) }))).Item;

  it('refuses a sign-up that leaves a required question unanswered, with the question named; nothing created', async () => {
    const email = uniqueEmail('no-answers');
    const res = await signUp(email, [{ questionId: 'role', optionIds: ['maker'] }]);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toMatchObject({
      reason: 'ONBOARDING_ANSWER_REQUIRED',
      message: messages.answerRequired('Why do you want to join?'),
      fields: { onboardingAnswers: messages.answerRequired('Why do you want to join?') },
    });
    const none = await signUp(uniqueEmail('none'));
    expect(none.status).toBe(400);
    expect(none.json.reason).toBe('ONBOARDING_ANSWER_REQUIRED');
    expect(await claimOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses answers that are not the question’s options, or for questions not asked', async () => {
    const base = [
      { questionId: 'why', text: 'To learn' },
      { questionId: 'role', optionIds: ['maker'] },
    ];
    const cases: Array<[unknown, string]> = [
      [[base[0], { questionId: 'role', optionIds: ['maker', 'founder'] }], 'ONBOARDING_ANSWER_INVALID'],
      [[base[0], { questionId: 'role', optionIds: ['saw'] }], 'ONBOARDING_ANSWER_INVALID'],
      [[...base, { questionId: 'ghost', text: 'Boo' }], 'ONBOARDING_ANSWER_UNKNOWN'],
    ];
    for (const [answers, reason] of cases) {
      const email = uniqueEmail('bad-answer');
      const res = await signUp(email, answers);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.reason).toBe(reason);
      expect(await claimOf(email)).toBeUndefined();
    }
  });

  it('stores the answers with the member, and only staff read them', async () => {
    const email = uniqueEmail('answered');
    const res = await signUp(email, [
      { questionId: 'why', text: '  I build boats  ' },
      { questionId: 'role', optionIds: ['founder'] },
      { questionId: 'tools', optionIds: ['lathe', 'saw'] },
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { token } = linkIn(await latestMailTo(email));
    expect((await newBrowser(c.owner.host)('/api/v1/auth/verify-email', { body: { token } })).status).toBe(200);
    const memberId = (await claimOf(email))?.memberId as string;
    const expected = {
      memberId,
      items: [
        { questionId: 'why', question: 'Why do you want to join?', type: 'paragraph', text: 'I build boats' },
        { questionId: 'role', question: 'What describes you best?', type: 'single', options: ['Founder'] },
        { questionId: 'tools', question: 'Which tools do you use?', type: 'multiple', options: ['Saw', 'Lathe'] },
      ],
    };
    const answersPath = `/api/v1/communities/${c.owner.communityId}/members/${memberId}/onboarding-answers`;
    for (const staff of [c.owner.browser, c.editor.browser]) {
      const read = await staff(answersPath);
      expect(read.status, read.text).toBe(200);
      expect(read.json).toEqual(expected);
    }
    const refusals: Array<[string, ReturnType<typeof newBrowser>, number]> = [
      ["another community's owner", c.other.browser, 403],
      ['a guest', newBrowser('app.localhost'), 401],
      ['a member (its community host)', c.member.browser, 404],
      ['a moderator (its community host)', c.moderator.browser, 404],
      ['the owner through the community host', c.ownerOnSite, 404],
    ];
    for (const [who, browser, status] of refusals) {
      const read = await browser(answersPath);
      expect(read.status, `${who}: ${read.text}`).toBe(status);
      expect(read.text).not.toContain('I build boats');
    }
    // Another community's owner asking through their own community's id finds no such member there.
    const across = await c.other.browser(
      `/api/v1/communities/${c.other.communityId}/members/${memberId}/onboarding-answers`,
    );
    expect(across.status, across.text).toBe(404);
    expect(across.text).not.toContain('I build boats');
  });

  it('asks nothing when the community has no questions, and the owner app never asks', async () => {
    const owner = c.other;
    const none = await on(owner.host)<Questions>('/api/v1/onboarding-questions');
    expect(none.json.items).toEqual([]);
    const plain = await newBrowser(owner.host)('/api/v1/auth/sign-up', { body: signUpBody(uniqueEmail('plain')) });
    expect(plain.status, plain.text).toBe(201);
    const ownerSignUp = await newBrowser('app.localhost')('/api/v1/auth/sign-up', {
      body: signUpBody(uniqueEmail('app-owner'), { password: PASSWORD }),
    });
    expect(ownerSignUp.status, ownerSignUp.text).toBe(201);
    expect((await app<Questions>('/api/v1/onboarding-questions')).json).toEqual({ items: [] });
  });
});
