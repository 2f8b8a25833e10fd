import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_UNDO, type AuditEntry } from '../schemas/audit.ts';
import { auditText, canUndo } from './audit-text.ts';

const entry = (action: AuditEntry['action'], contentType: AuditEntry['contentType'] = 'user') => ({
  action,
  contentType,
  actorDetails: { id: 'a', name: 'Mo Derator' },
  reportedUserDetails: { id: 'm', name: 'Ann Member' },
});

describe('audit log texts (member-forum §4)', () => {
  it.each([
    ['warn', 'user', 'Mo Derator issued a warning to Ann Member'],
    ['timedBan', 'user', 'Mo Derator timed out Ann Member'],
    ['permanentBan', 'post', 'Mo Derator banned Ann Member'],
    ['discard', 'comment', 'Mo Derator ignored a report'],
    ['delete', 'post', 'Mo Derator deleted a post from Ann Member'],
    ['delete', 'comment', 'Mo Derator deleted a comment from Ann Member'],
    ['delete', 'user', 'Mo Derator deleted a user from Ann Member'],
    ['unban', 'user', 'Mo Derator unbanned Ann Member'],
    ['republish', 'post', 'Mo Derator republished a post from Ann Member'],
    ['deny', 'user', 'Mo Derator denied Ann Member'],
    ['approve', 'post', 'Mo Derator approved a post from Ann Member'],
    ['edit', 'post', 'Mo Derator edited a post from Ann Member'],
    ['edit', 'comment', 'Mo Derator edited a comment from Ann Member'],
  ] as const)('%s on a %s reads "%s"', (action, contentType, text) => {
    expect(auditText(entry(action, contentType))).toBe(text);
  });
});

describe('the undo map (member-forum §4)', () => {
  it('undoes bans by unban, delete and republish by each other, unban by a permanent ban, an edit by an edit back; nothing else', () => {
    expect(AUDIT_UNDO).toEqual({
      timedBan: 'unban',
      permanentBan: 'unban',
      delete: 'republish',
      republish: 'delete',
      unban: 'permanentBan',
      edit: 'edit',
    });
    const undoable = AUDIT_ACTIONS.filter((action) => canUndo({ action, undoneBy: null }));
    expect(undoable).toEqual(['timedBan', 'permanentBan', 'delete', 'unban', 'republish', 'edit']);
  });

  it('offers no second undo of an entry already undone', () => {
    expect(canUndo({ action: 'permanentBan', undoneBy: '01ABC' })).toBe(false);
  });
});
