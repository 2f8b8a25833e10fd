// The membership gate's one rule (members/gate.ts membershipRefusal): state, and a ban, permanent or timed (a timeout
// shuts the member out until it ends).
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import type { MemberItem } from './model.ts';
import { membershipRefusal } from './gate.ts';

const member = (over: Partial<MemberItem> = {}): MemberItem => ({
  communityId: 'cm-1',
  memberId: 'mb-1',
  email: 'a@example.com',
  firstName: 'Ann',
  lastName: 'Member',
  kind: 'member',
  state: 'active',
  needsApproval: false,
  welcomePending: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();
const timedOut = () => member({ ban: { permanent: false, expiresAt: hourFromNow() } });
const timeoutOver = member({ ban: { permanent: false, expiresAt: '2026-01-02T00:00:00.000Z' } });
const banned = member({ ban: { permanent: true, expiresAt: null } });

describe('membershipRefusal', () => {
  it.each<[string, () => MemberItem | null, string | null]>([
    ['an active member', () => member(), null],
    ['a pending account', () => member({ state: 'pending' }), 'ACCOUNT_PENDING'],
    ['a denied account', () => member({ state: 'denied' }), 'ACCOUNT_DENIED'],
    ['a banned member', () => banned, 'ACCOUNT_BANNED'],
    ['a timed-out member', timedOut, 'ACCOUNT_BANNED'],
    ['a member whose timeout ended', () => timeoutOver, null],
  ])('%s → %s', (_, who, code) => {
    const refusal = membershipRefusal('Hearth Makers', who());
    expect(refusal?.code ?? null).toBe(code);
    if (code) expect(refusal?.status).toBe(403);
  });

  it('tells a timed-out member they are banned, and until when (member-forum §8)', () => {
    const refusal = membershipRefusal(
      'Hearth Makers',
      member({ ban: { permanent: false, expiresAt: '2999-03-05T15:04:00.000Z' } }),
    );
    expect(refusal?.message).toBe(
      'Your account has been banned from accessing Hearth Makers. This ban will expire on March 05, 2999 at 3:04 pm UTC.',
    );
  });

  it('tells a pending account the spec’s pending text', () => {
    expect(membershipRefusal('Hearth Makers', member({ state: 'pending' }))?.message).toBe(messages.approvalPending);
  });

  it('tells a banned member the spec’s text (member-forum §8)', () => {
    expect(membershipRefusal('Hearth Makers', banned)?.message).toBe(
      'Your account has been banned permanently from accessing Hearth Makers.',
    );
  });
});
