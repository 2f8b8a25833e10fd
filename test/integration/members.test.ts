// Member records as other domains use them through members' service (functions/src/members/service.ts): the
// @mention search over the member-name index (member-forum editor @mentions).
import { describe, expect, it } from 'vitest';
import { newBrowser } from './context.ts';

async function signedInMember() {
  const browser = newBrowser('demo.localhost');
  const res = await browser('/api/v1/auth/sign-in', {
    body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
  });
  expect(res.status, res.text).toBe(200);
  return browser;
}

interface Mentions {
  items: Array<{ memberId: string; fullName: string }>;
}

describe('@mention candidates', () => {
  it("finds active members of this community by the start of their full name, whatever the query's case", async () => {
    const member = await signedInMember();
    const byFirst = await member<Mentions>('/api/v1/mentions?q=ADA');
    expect(byFirst.status, byFirst.text).toBe(200);
    expect(byFirst.json.items).toContainEqual(expect.objectContaining({ memberId: 'mb-admin', fullName: 'Ada Admin' }));
    const byFull = await member<Mentions>(`/api/v1/mentions?q=${encodeURIComponent('maya mem')}`);
    expect(byFull.json.items.map((m) => m.memberId)).toContain('mb-member');
    expect(byFull.json.items.every((m) => m.fullName.toLowerCase().startsWith('maya mem'))).toBe(true);
    // A pending registration is no one to mention yet; another community's members are not listed here.
    const ids = async (q: string) =>
      (await member<Mentions>(`/api/v1/mentions?q=${q}`)).json.items.map((m) => m.memberId);
    expect(await ids('pat')).not.toContain('mb-pending');
    expect(await ids('finn')).not.toContain('mb-founders-member');
  });
});
