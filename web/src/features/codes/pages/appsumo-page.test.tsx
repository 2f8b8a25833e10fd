// /appsumo's states: loading, the list with its filter and totals, "No codes here yet", stacking a code (Enter
// submits, empty input ignored, a held code refused, the API's refusal shown), /appsumo/{code} pre-filled, the apply
// button's §4 labels and its dialogs, and a guest sent to the marketplace sign-up.
import * as messages from '@hearth/shared/messages';
import type { LifetimeCode } from '@hearth/shared/schemas/codes';
import type { MyCommunity } from '@hearth/shared/schemas/communities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, serveAuthOptions, serveSession } from '@test/api.ts';
import { codeListOf, lifetimeCode, serveCodes, serveCodesPost } from '@test/codes.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { MARKETPLACE_STORAGE_KEYS } from '@/features/communities/current-community.ts';

const CREATE_COMMUNITY_KEY = MARKETPLACE_STORAGE_KEYS[2];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function serveOwner(communities: MyCommunity[] = [trailRunners, bookClub]) {
  serveSession(owner);
  serveMyCommunities(communities);
}

const lifetimePremium: MyCommunity = {
  ...trailRunners,
  plan: { planId: 'lifetime-premium-plan', status: null, trialEndsAt: null, isLifetime: true },
};

const codesTable = () => screen.getByRole('table', { name: 'Your codes' });
const rowTexts = () =>
  within(codesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('lifetime codes page', () => {
  it('lists the codes with their status, filters them and shows the totals', async () => {
    serveOwner();
    const codes = [
      lifetimeCode('LTD-AVAIL-1'),
      lifetimeCode('LTD-APPLIED-1', {
        status: 'applied',
        planId: 'lifetime-professional-plan',
        communityId: 'c_trail',
        communityName: 'Trail Runners',
      }),
      lifetimeCode('LTD-REFUND-1', { status: 'refunded' }),
    ];
    const { statuses } = serveCodes(() => codes);
    renderOwnerApp('/appsumo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lifetime deal' })).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()).toEqual(['LTD-AVAIL-1', 'LTD-APPLIED-1', 'LTD-REFUND-1']));
    const totals = screen.getByRole('region', { name: 'Your lifetime plan' });
    expect(within(totals).getByText('Available codes').nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText('Codes redeemed').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Lifetime Professional')).toBeInTheDocument();
    const applied = within(codesTable()).getByRole('row', { name: /LTD-APPLIED-1/ });
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByText('Trail Runners')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Refunded' }));
    await waitFor(() => expect(rowTexts()).toEqual(['LTD-REFUND-1']));
    await userEvent.click(screen.getByRole('radio', { name: 'Available' }));
    await waitFor(() => expect(rowTexts()).toEqual(['LTD-AVAIL-1']));
    expect(statuses).toContain('refunded');
    expect(statuses).toContain('available');
  });

  it('says "No codes here yet" when the filter holds none, with the apply button disabled', async () => {
    serveOwner();
    serveCodes(() => []);
    renderOwnerApp('/appsumo');

    expect(await screen.findByText(messages.noCodes)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+1 Premium Community' })).toBeDisabled();
  });

  it('names its loading state while the codes are on their way', async () => {
    serveOwner();
    server.use(http.get('/api/v1/codes', () => new Promise<never>(() => undefined)));
    renderOwnerApp('/appsumo');

    expect(await screen.findByRole('status', { name: 'Loading your lifetime plan' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your codes' })).toBeInTheDocument();
  });

  it('says so when the codes cannot be loaded, and Try again loads them', async () => {
    serveOwner();
    let fail = true;
    server.use(
      http.get('/api/v1/codes', ({ request }) => {
        if (fail) return HttpResponse.json(apiError('INTERNAL', messages.generic), { status: 500 });
        return HttpResponse.json(
          codeListOf([lifetimeCode('LTD-LATE-001')], new URL(request.url).searchParams.get('status')!),
        );
      }),
    );
    renderOwnerApp('/appsumo');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(messages.generic);
    fail = false;
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Apply Professional Plan' })).toBeEnabled();
  });

  it('stacks a code on Enter, ignores an empty input and refuses a code the owner holds', async () => {
    serveOwner();
    let codes: LifetimeCode[] = [lifetimeCode('LTD-HELD-01')];
    serveCodes(() => codes);
    const redeemed = serveCodesPost('/api/v1/codes/redeem', (body) => {
      const [code] = (body as { codes: string[] }).codes;
      codes = [...codes, lifetimeCode(code!)];
      return codeListOf(codes);
    });
    renderOwnerApp('/appsumo');
    const input = await screen.findByRole('textbox', { name: 'Stack a code' });
    await waitFor(() => expect(rowTexts()).toEqual(['LTD-HELD-01']));

    await userEvent.type(input, '   {Enter}');
    expect(redeemed).toHaveLength(0);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, ' ltd-held-01 {Enter}');
    expect(await screen.findByText(messages.codeAlreadyApplied)).toBeInTheDocument();
    expect(redeemed).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'ltd-new-002{Enter}');
    await waitFor(() => expect(rowTexts()).toEqual(['LTD-HELD-01', 'LTD-NEW-002']));
    expect(redeemed).toEqual([{ codes: ['LTD-NEW-002'] }]);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Apply Premium Plan' })).toBeEnabled();
  });

  it("shows the API's refusal under the input", async () => {
    serveOwner();
    serveCodes(() => []);
    serveCodesPost('/api/v1/codes/redeem', () => apiError('CONFLICT', messages.codeRedeemed), 409);
    renderOwnerApp('/appsumo');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Stack a code' }), 'TAKEN-CODE-1');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Stack a code' })).toHaveAccessibleDescription(messages.codeRedeemed),
    );
  });

  it('pre-fills the stack input from /appsumo/{code}', async () => {
    serveOwner();
    serveCodes(() => []);
    renderOwnerApp('/appsumo/LTD-FROM-LINK');

    expect(await screen.findByRole('textbox', { name: 'Stack a code' })).toHaveValue('LTD-FROM-LINK');
  });

  it('is in the sidebar beside Subscription', async () => {
    serveOwner();
    serveCodes(() => []);
    renderOwnerApp('/overview');

    const link = await screen.findByRole('link', { name: 'Lifetime Codes' });
    expect(link).toHaveAttribute('href', '/appsumo');
  });

  it('sends a guest to the marketplace sign-up, keeping the code', async () => {
    serveSession(null);
    serveAuthOptions();
    const { location } = renderOwnerApp('/appsumo/LTD-GUEST-1');

    expect(await screen.findByRole('textbox', { name: /Code 1/ })).toHaveValue('LTD-GUEST-1');
    expect(location()).toBe(`/sign-up?redirect=${encodeURIComponent('/appsumo/LTD-GUEST-1')}`);
  });
});

describe('apply button', () => {
  const available = (n: number) => Array.from({ length: n }, (_, i) => lifetimeCode(`LTD-AVAIL-${i + 1}`));
  const professionalOn = (community: MyCommunity) =>
    lifetimeCode('LTD-PRO-0001', {
      status: 'applied',
      planId: 'lifetime-professional-plan',
      communityId: community.communityId,
      communityName: community.communityName,
    });

  it.each([
    ['1 code and no plan', available(1), 'Apply Professional Plan'],
    ['2 codes and no plan', available(2), 'Apply Premium Plan'],
    ['3 codes and no plan', available(3), 'Apply Premium Plan'],
    ['a Professional plan and 1 code', [professionalOn(trailRunners), ...available(1)], 'Upgrade to Premium Plan'],
    ['a Professional plan and 2 codes', [professionalOn(trailRunners), ...available(2)], '+1 Premium Community'],
  ])('reads as §4 says for %s', async (_case, codes, label) => {
    serveOwner();
    serveCodes(() => codes);
    renderOwnerApp('/appsumo');

    expect(await screen.findByRole('button', { name: label })).toBeEnabled();
  });

  it('applies the codes to an existing community the owner picks', async () => {
    serveOwner();
    serveCodes(() => available(2));
    const applied = serveCodesPost('/api/v1/codes/apply', () => ({
      communityId: 'c_trail',
      planId: 'lifetime-premium-plan',
      codesUsed: ['LTD-AVAIL-1', 'LTD-AVAIL-2'],
    }));
    renderOwnerApp('/appsumo');

    await userEvent.click(await screen.findByRole('button', { name: 'Apply Premium Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Premium Plan' });
    // The editor's community is not offered: codes apply only where the user is the owner (§6).
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Community' }));
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Trail Runners']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to Existing Community' }));

    expect(await screen.findByText('Trail Runners now has the lifetime Premium plan.')).toBeInTheDocument();
    expect(applied).toEqual([{ communityId: 'c_trail' }]);
  });

  it('offers only Create New Community when no community can take codes, and reserves them for it', async () => {
    serveOwner([bookClub]);
    serveCodes(() => available(1));
    const applied = serveCodesPost('/api/v1/codes/apply', () => ({
      communityId: null,
      planId: 'lifetime-professional-plan',
      codesUsed: ['LTD-AVAIL-1'],
    }));
    const { location } = renderOwnerApp('/appsumo');

    await userEvent.click(await screen.findByRole('button', { name: 'Apply Professional Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Professional Plan' });
    expect(within(dialog).getByRole('button', { name: 'Apply to Existing Community' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create New Community' }));

    await waitFor(() => expect(location()).toBe('/onboarding/company-info'));
    expect(applied).toEqual([{ communityId: null }]);
    expect(localStorage.getItem(CREATE_COMMUNITY_KEY)).not.toBeNull();
  });

  it('asks before upgrading the lifetime Professional community', async () => {
    serveOwner();
    serveCodes(() => [professionalOn(trailRunners), ...available(1)]);
    const applied = serveCodesPost('/api/v1/codes/apply', () => ({
      communityId: 'c_trail',
      planId: 'lifetime-premium-plan',
      codesUsed: ['LTD-AVAIL-1'],
    }));
    renderOwnerApp('/appsumo');

    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium Plan' });
    expect(within(dialog).getByText(/Trail Runners into a lifetime Premium community/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));

    expect(await screen.findByText('Trail Runners now has the lifetime Premium plan.')).toBeInTheDocument();
    expect(applied).toEqual([{ communityId: 'c_trail' }]);
  });

  it('goes to the onboarding for a new community when the only community is already lifetime Premium', async () => {
    serveOwner([lifetimePremium]);
    const premium = lifetimeCode('LTD-PREM-0001', {
      status: 'applied',
      planId: 'lifetime-premium-plan',
      communityId: lifetimePremium.communityId,
      communityName: lifetimePremium.communityName,
    });
    serveCodes(() => [premium, ...available(1)]);
    const applied = serveCodesPost('/api/v1/codes/apply', () => ({
      communityId: null,
      planId: 'lifetime-premium-plan',
      codesUsed: ['LTD-AVAIL-1'],
    }));
    const { location } = renderOwnerApp('/appsumo');

    await userEvent.click(await screen.findByRole('button', { name: '+1 Premium Community' }));

    await waitFor(() => expect(location()).toBe('/onboarding/welcome'));
    expect(applied).toEqual([{ communityId: null }]);
    expect(localStorage.getItem(CREATE_COMMUNITY_KEY)).not.toBeNull();
  });
});
