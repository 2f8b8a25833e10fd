// The membership gate's one rule (forum/viewer.ts membershipRefusal): state, a permanent ban, and a timeout that
// refuses writes only.
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import type { MemberItem } from '../members/model.ts';
import { type MemberAccess, membershipRefusal } from './viewer.ts';

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
  it.each<[string, () => MemberItem | null, MemberAccess, string | null]>([
    ['an active member reads', () => member(), 'read', null],
    ['an active member writes', () => member(), 'write', null],
    ['a pending account reads', () => member({ state: 'pending' }), 'read', 'ACCOUNT_PENDING'],
    ['a denied account writes', () => member({ state: 'denied' }), 'write', 'ACCOUNT_DENIED'],
    ['a banned member reads', () => banned, 'read', 'ACCOUNT_BANNED'],
    ['a banned member tends their notifications', () => banned, 'own', 'ACCOUNT_BANNED'],
    ['a banned member writes', () => banned, 'write', 'ACCOUNT_BANNED'],
    ['a timed-out member reads', timedOut, 'read', null],
    ['a timed-out member tends their notifications', timedOut, 'own', null],
    ['a timed-out member writes', timedOut, 'write', 'ACCOUNT_TIMED_OUT'],
    ['a member whose timeout ended writes', () => timeoutOver, 'write', null],
  ])('%s → %s', (_, who, access, code) => {
    const refusal = membershipRefusal('Hearth Makers', who(), access);
    expect(refusal?.code ?? null).toBe(code);
    if (code) expect(refusal?.status).toBe(403);
  });

  it('tells a timed-out writer until when, and what they can still do', () => {
    const refusal = membershipRefusal(
      'Hearth Makers',
      member({ ban: { permanent: false, expiresAt: '2999-03-05T15:04:00.000Z' } }),
      'write',
    );
    expect(refusal?.message).toBe(messages.timedOut('Hearth Makers', 'March 05, 2999 at 3:04 pm UTC'));
    expect(refusal?.message).toBe(
      'You are timed out in Hearth Makers until March 05, 2999 at 3:04 pm UTC. You can read, but not post, comment, vote or react until then.',
    );
  });

  it('tells a banned member the spec’s text (member-forum §8)', () => {
    expect(membershipRefusal('Hearth Makers', banned, 'read')?.message).toBe(
      'Your account has been banned permanently from accessing Hearth Makers.',
    );
  });
});
