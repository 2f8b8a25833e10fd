// A downgrade through billing (owner-dashboard §2 plan limits, §7 Billing): a Professional community paid for through
// the Stripe simulator, with custom roles up to more than Essential allows, changes its plan to Essential. Its existing
// custom roles stay listed and editable, a new one is refused with the limit message, and statistics (Top Members)
// are refused with the message naming the plan they need — the plan read from what billing wrote, not set by hand.
import * as messages from '@hearth/shared/messages';
import { planById } from '@hearth/shared/constants/plans';
import { describe, expect, it } from 'vitest';
import { listedCommunity, paidOwnerWithCommunity, subscriptionOf } from './billing-flows.ts';

interface RolesList {
  roles: Array<{ id: string; name: string; isDefault: boolean }>;
  limit: { max: number; used: number; remaining: number };
}

const roleBody = (name: string) => ({ name, color: '#1971c2', permissionIds: ['post', 'comment'] });

describe('a downgrade through billing', () => {
  it('keeps the custom roles over the new cap, refuses a new one and refuses statistics, naming the plan', async () => {
    const owner = await paidOwnerWithCommunity('bill-down', 'hearth_professional_month');
    const roles = `/api/v1/communities/${owner.communityId}/roles`;
    const topMembers = `/api/v1/communities/${owner.communityId}/top-members`;
    const essentialCap = planById('essential-plan')!.limits.customRoles;
    expect(planById('professional-plan')!.limits.customRoles).toBeGreaterThan(essentialCap);

    const ids: string[] = [];
    for (let i = 0; i <= essentialCap; i++) {
      const added = await owner.browser<{ role: { id: string } }>(roles, { body: roleBody(`Crew ${i}`) });
      expect(added.status, added.text).toBe(201);
      ids.push(added.json.role.id);
    }
    expect((await owner.browser(topMembers)).status).toBe(200);

    const changed = await owner.browser(`/api/v1/communities/${owner.communityId}/subscription/plan`, {
      method: 'PUT',
      body: { priceId: 'hearth_essential_month' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await subscriptionOf(owner.browser, owner.communityId)).planId).toBe('monthly-essential-plan');
    expect((await listedCommunity(owner.browser, owner.communityId)).plan.planId).toBe('monthly-essential-plan');

    const list = await owner.browser<RolesList>(roles);
    expect(list.status, list.text).toBe(200);
    expect(list.json.roles.filter((r) => !r.isDefault).map((r) => r.id)).toEqual(ids);
    expect(list.json.limit).toEqual({ max: essentialCap, used: essentialCap + 1, remaining: 0 });

    const edited = await owner.browser(`${roles}/${ids[0]}`, { method: 'PUT', body: roleBody('Crew Leads') });
    expect(edited.status, edited.text).toBe(200);
    const refused = await owner.browser(roles, { body: roleBody('One More') });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ reason: 'ROLE_LIMIT_REACHED', message: messages.roleLimitReached });
    const after = await owner.browser<RolesList>(roles);
    expect(after.json.roles.filter((r) => !r.isDefault).map((r) => r.name)).toEqual([
      'Crew Leads',
      ...ids.slice(1).map((_, i) => `Crew ${i + 1}`),
    ]);

    const stats = await owner.browser(topMembers);
    expect(stats.status, stats.text).toBe(403);
    expect(stats.json).toMatchObject({
      reason: 'STATISTICS_PLAN',
      message: messages.statisticsPlan('Professional'),
    });
  });
});
