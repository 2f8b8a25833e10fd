import { describe, expect, it } from 'vitest';
import { accountMessage } from './account.ts';
import { messageOf } from './message.ts';

describe('the account notifications’ lines', () => {
  it.each([
    ['roleAssigned', 'Moderators', 'You were given the Moderators role.'],
    ['roleRemoved', 'Moderators', 'Your Moderators role was removed.'],
    ['warning', 'Keep it civil', 'The staff issued you a warning: Keep it civil'],
    ['ban', '', 'You were banned permanently.'],
    ['ban', '2026-03-05T15:04:00.000Z', 'You were banned until March 05, 2026 at 3:04 pm UTC.'],
    ['levelUp', 'You reached level 5 (NOVICE)!', 'You reached level 5 (NOVICE)!'],
  ] as const)('%s (%s)', (kind, title, line) => {
    expect(accountMessage(kind, title)).toBe(line);
    expect(messageOf({ kind, title, actorName: '', actorCount: 1 })).toBe(line);
  });

  it('names the author of a new post (Anonymous when posted so)', () => {
    const base = { kind: 'newPost', title: 'Lake run', actorCount: 1 } as const;
    expect(messageOf({ ...base, actorName: 'Ana Ruiz' })).toBe('Ana Ruiz posted "Lake run"');
    expect(messageOf({ ...base, actorName: 'Anonymous' })).toBe('Anonymous posted "Lake run"');
  });
});

describe('the new supporter line', () => {
  it('names the supporter (in the title, so the push says it too)', () => {
    const line = 'Ana Ruiz became a supporter of your community.';
    expect(messageOf({ kind: 'newSupporter', title: 'Ana Ruiz', actorName: 'Ana Ruiz', actorCount: 1 })).toBe(line);
    expect(messageOf({ kind: 'newSupporter', title: 'Ana Ruiz', actorName: '', actorCount: 1 })).toBe(line);
  });
});
