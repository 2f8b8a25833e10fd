// Lifetime codes over HTTP on the running platform (owner-dashboard §3, §4, §6, §9): codes imported through the
// local platform's import route (what `npm run codes:import` calls), redeemed by owners, applied to a community they
// own or reserved for the builder's next community, and refunded by the operator; /subscription and the owner app's
// community list show the lifetime plan the community item mirrors.
import * as messages from '@hearth/shared/messages';
import type { CodeApplicationResult, CodeList } from '@hearth/shared/schemas/codes';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { createCommunity, listedCommunity, paidOwnerWithCommunity, subscriptionOf } from './billing-flows.ts';
import { app, drainEvents, newBrowser } from './context.ts';
import { makeEditor } from './editor-flows.ts';
import { mailsTo } from './mailbox.ts';

type Browser = ReturnType<typeof newBrowser>;

/** The local platform's operator secret (scripts/local/seed-codes.ts). */
const OPERATOR_SECRET = 'codes_hearth_local';

let counter = 0;
/** Codes no other test uses. */
const freshCodes = (n: number) => {
  const run = `T${Date.now().toString(36).toUpperCase()}${++counter}`;
  return Array.from({ length: n }, (_, i) => `${run}-${i + 1}`);
};

interface ImportReport {
  created: number;
  refunded: number;
  unchanged: number;
  invalidLines: number[];
}

async function importCsv(csv: string) {
  const res = await app<ImportReport>('/_dev/codes/import', { method: 'POST', body: { csv, batch: 'test' } });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function newCodes(n: number) {
  const codes = freshCodes(n);
  expect((await importCsv(`code\n${codes.join('\n')}\n`)).created).toBe(n);
  return codes;
}

async function redeem(owner: Browser, codes: string[]) {
  const res = await owner<CodeList>('/api/v1/codes/redeem', { body: { codes } });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

async function apply(owner: Browser, communityId: string | null) {
  const res = await owner<CodeApplicationResult>('/api/v1/codes/apply', { body: { communityId } });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const refund = (codes: string[], secret: string | null = OPERATOR_SECRET) =>
  app<{ refunded: number }>('/api/v1/codes/refunds', {
    body: { codes },
    headers: secret === null ? {} : { 'x-hearth-codes-secret': secret },
  });

async function ownerWithCommunity(tag: string) {
  const account = await signedInAccount('app.localhost', `${tag}-owner`);
  const community = await createCommunity(account.browser, tag);
  return { ...account, ...community };
}

describe('redeeming and applying codes', () => {
  it('a code typed in lower case with spaces is redeemed, applied to an owned community and shown as lifetime', async () => {
    const owner = await ownerWithCommunity('codes-apply');
    const [first, second] = await newCodes(2);
    const listed = await redeem(owner.browser, [`  ${first!.toLowerCase()} `]);
    expect(listed.codes).toEqual([
      {
        code: first,
        status: 'available',
        planId: null,
        communityId: null,
        communityName: null,
        redeemedAt: expect.any(String),
      },
    ]);
    expect(listed.totals).toEqual({ totalAvailable: 1, codesCount: 1, planId: null });

    expect(await apply(owner.browser, owner.communityId)).toEqual({
      communityId: owner.communityId,
      planId: 'lifetime-professional-plan',
      codesUsed: [first],
    });
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBe('lifetime-professional-plan');
    expect((await listedCommunity(owner.browser, owner.communityId)).plan).toMatchObject({
      planId: 'lifetime-professional-plan',
      isLifetime: true,
      status: null,
    });

    // One more code upgrades the Professional community to Premium; its first code moves along.
    await redeem(owner.browser, [second!]);
    expect(await apply(owner.browser, null)).toEqual({
      communityId: owner.communityId,
      planId: 'lifetime-premium-plan',
      codesUsed: [second],
    });
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBe('lifetime-premium-plan');
    const applied = await owner.browser<CodeList>('/api/v1/codes?status=applied');
    expect(applied.json.codes.map((c) => [c.code, c.planId, c.communityName])).toEqual([
      [second, 'lifetime-premium-plan', 'Billing Club'],
      [first, 'lifetime-premium-plan', 'Billing Club'],
    ]);
    expect(applied.json.totals).toEqual({ totalAvailable: 0, codesCount: 2, planId: 'lifetime-premium-plan' });
    expect((await owner.browser<CodeList>('/api/v1/codes?status=available')).json.codes).toEqual([]);

    // Nothing left to apply; and with another code, a lifetime Premium community takes no more (§6).
    const none = await owner.browser('/api/v1/codes/apply', { body: { communityId: null } });
    expect(none.status, none.text).toBe(409);
    expect(none.json).toMatchObject({ message: messages.noAvailableCodes });
    await redeem(owner.browser, await newCodes(1));
    const full = await owner.browser('/api/v1/codes/apply', { body: { communityId: owner.communityId } });
    expect(full.status, full.text).toBe(409);
    expect(full.json).toMatchObject({ message: messages.codesCommunityPremium });
  });

  it('codes reserved with Create New Community go to the community the builder creates next', async () => {
    const owner = await signedInAccount('app.localhost', 'codes-reserve-owner');
    const codes = await newCodes(2);
    await redeem(owner.browser, codes);
    expect(await apply(owner.browser, null)).toEqual({
      communityId: null,
      planId: 'lifetime-premium-plan',
      codesUsed: codes,
    });
    const { communityId } = await createCommunity(owner.browser, 'codes-reserve');
    expect((await subscriptionOf(owner.browser, communityId)).planId).toBe('lifetime-premium-plan');
    const list = await owner.browser<CodeList>('/api/v1/codes');
    expect(list.json.codes.map((c) => c.communityId)).toEqual([communityId, communityId]);

    // The reservation went to that community only: the next one starts without a plan, whatever the builder's
    // lifetime flag says (only reserved codes give a lifetime plan).
    const next = await owner.browser<{ communityId: string }>('/api/v1/communities', {
      body: {
        requestId: ulid(),
        communityName: 'No Codes Club',
        communitySubdomain: `codes-next-${Date.now().toString(36)}`,
        organizationName: 'Codes Guild',
        organizationType: 'Company',
        organizationPhone: '+1 555 0100',
        communityGoals: 'Nothing for free.',
        isLifetime: true,
      },
    });
    expect(next.status, next.text).toBe(201);
    expect((await subscriptionOf(owner.browser, next.json.communityId)).planId).toBeNull();
    expect((await listedCommunity(owner.browser, next.json.communityId)).plan.isLifetime).toBe(false);
  });

  it('20 owners racing on one code: exactly one redeems it, the others are told it is redeemed', async () => {
    const [code] = await newCodes(1);
    const owners = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedInAccount('app.localhost', `codes-race-${i}`)),
    );
    const answers = await Promise.all(
      owners.map((o) => o.browser('/api/v1/codes/redeem', { body: { codes: [code] } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(409);
      expect(answer.json).toMatchObject({ message: 'This code is redeemed' });
    }
  });
});

describe('refunds', () => {
  it('take the plan back from the community, once, and e-mail the owner', async () => {
    const owner = await ownerWithCommunity('codes-refund');
    const [a, b] = await newCodes(2);
    await redeem(owner.browser, [a!, b!]);
    await apply(owner.browser, owner.communityId);
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBe('lifetime-premium-plan');

    for (const secret of [null, 'codes_forged']) {
      const refused = await refund([a!], secret);
      expect(refused.status, refused.text).toBe(403);
    }
    expect((await refund([a!])).json).toEqual({ refunded: 1 });
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBe('lifetime-professional-plan');
    expect((await refund([a!])).json).toEqual({ refunded: 0 });
    expect((await refund([b!])).json).toEqual({ refunded: 1 });
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBeNull();
    expect((await listedCommunity(owner.browser, owner.communityId)).plan.isLifetime).toBe(false);

    const list = await owner.browser<CodeList>('/api/v1/codes?status=refunded');
    expect(list.json.codes.map((c) => c.code).sort()).toEqual([a, b].sort());
    expect(list.json.totals).toEqual({ totalAvailable: 0, codesCount: 2, planId: null });

    await drainEvents();
    const mails = (await mailsTo(owner.email)).filter((m) => m.subject === 'Your Hearth lifetime code was refunded');
    expect(mails.map((m) => m.text.split('\n')[0]).sort()).toEqual(
      [`Your lifetime code ${a} was refunded.`, `Your lifetime code ${b} was refunded.`].sort(),
    );
  });

  it('an import re-run changes nothing; its refunded column refunds', async () => {
    const codes = freshCodes(3);
    const csv = `code,refunded\n${codes.join('\n')}\n`;
    expect(await importCsv(csv)).toEqual({ created: 3, refunded: 0, unchanged: 0, invalidLines: [] });
    expect(await importCsv(csv)).toEqual({ created: 0, refunded: 0, unchanged: 3, invalidLines: [] });
    const withRefund = `${codes[0]},true\n${codes[1]},false\nnot a code\n`;
    expect(await importCsv(withRefund)).toEqual({ created: 0, refunded: 1, unchanged: 1, invalidLines: [3] });
    const check = await newBrowser('app.localhost')<{ results: unknown[] }>('/api/v1/codes/check', {
      body: { codes: [codes[0], codes[1]] },
    });
    expect(check.json.results).toEqual([
      { code: codes[0], status: 'refunded' },
      { code: codes[1], status: 'valid' },
    ]);
  });
});

describe('bad input', () => {
  it('the check answers each code’s status without a session', async () => {
    const [valid, redeemed] = await newCodes(2);
    const owner = await signedInAccount('app.localhost', 'codes-check-owner');
    await redeem(owner.browser, [redeemed!]);
    const guest = newBrowser('app.localhost');
    const check = await guest<{ results: unknown[] }>('/api/v1/codes/check', {
      body: { codes: [` ${valid!.toLowerCase()}`, redeemed] },
    });
    expect(check.status, check.text).toBe(200);
    expect(check.json.results).toEqual([
      { code: valid, status: 'valid' },
      { code: redeemed, status: 'redeemed' },
    ]);
    const unknown = await guest<{ results: unknown[] }>('/api/v1/codes/check', {
      body: { codes: ['nope', 'NOSUCHCODE-1'] },
    });
    expect(unknown.json.results).toEqual([
      { code: 'NOPE', status: 'invalid' },
      { code: 'NOSUCHCODE-1', status: 'invalid' },
    ]);
  });

  it('redeeming refuses refunded, taken, repeated, unknown and too many codes with the spec’s texts', async () => {
    const [refunded, mine, theirs, spare] = await newCodes(4);
    expect((await refund([refunded!])).json).toEqual({ refunded: 1 });
    const owner = await signedInAccount('app.localhost', 'codes-bad-owner');
    const other = await signedInAccount('app.localhost', 'codes-bad-other');
    await redeem(owner.browser, [mine!]);
    await redeem(other.browser, [theirs!]);

    const cases: Array<[string[], number, string]> = [
      [[refunded!], 409, 'This code is refunded'],
      [[mine!], 409, messages.codeAlreadyApplied],
      [[theirs!], 409, 'This code is redeemed'],
      [['NOSUCHCODE-2'], 400, messages.codeInvalid],
      [['ab cd12'], 400, messages.codeInvalid],
      [[spare!, spare!.toLowerCase()], 400, messages.codeEnteredTwice],
      [[spare!, 'AAAAAA1', 'AAAAAA2'], 400, messages.codesTooMany],
      [[], 400, messages.codesRequired],
    ];
    for (const [codes, status, message] of cases) {
      const res = await owner.browser('/api/v1/codes/redeem', { body: { codes } });
      expect(res.status, `${codes.join(',')}: ${res.text}`).toBe(status);
      expect(res.text, codes.join(',')).toContain(message);
    }
    // None of the refused requests redeemed anything: the spare code is still free, the owner holds one code.
    const list = await owner.browser<CodeList>('/api/v1/codes');
    expect(list.json.codes.map((c) => c.code)).toEqual([mine]);
  });
});

describe('who may apply codes where', () => {
  it('a community the caller does not own is refused, and one with its own subscription waits for it to end', async () => {
    const owner = await ownerWithCommunity('codes-tenant');
    const stranger = await signedInAccount('app.localhost', 'codes-stranger');
    const editor = await signedInAccount('app.localhost', 'codes-editor');
    await makeEditor(owner.browser, owner.communityId, editor);
    for (const caller of [stranger, editor]) await redeem(caller.browser, await newCodes(1));

    const byStranger = await stranger.browser('/api/v1/codes/apply', { body: { communityId: owner.communityId } });
    expect(byStranger.status, byStranger.text).toBe(404);
    const byEditor = await editor.browser('/api/v1/codes/apply', { body: { communityId: owner.communityId } });
    expect(byEditor.status, byEditor.text).toBe(403);
    expect(byEditor.json).toMatchObject({ message: messages.codesCommunityOwnerOnly });
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBeNull();
    for (const caller of [stranger, editor]) {
      expect((await caller.browser<CodeList>('/api/v1/codes')).json.totals.totalAvailable).toBe(1);
    }

    const paid = await paidOwnerWithCommunity('codes-paid', 'hearth_professional_month');
    await redeem(paid.browser, await newCodes(1));
    const subscribed = await paid.browser('/api/v1/codes/apply', { body: { communityId: paid.communityId } });
    expect(subscribed.status, subscribed.text).toBe(409);
    expect(subscribed.json).toMatchObject({ message: messages.codesCommunitySubscribed });
  });
});
