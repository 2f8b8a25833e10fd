import * as messages from '@hearth/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { servePaymentStatus } from '@test/billing.ts';
import { codeListOf, lifetimeCode, serveCodes, serveCodesPost } from '@test/codes.ts';
import { organization, serveOnboarding, servePut, serveSubdomainCheck } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { MARKETPLACE_STORAGE_KEYS } from '@/features/communities/current-community.ts';

describe('company info step', () => {
  it('shows the spec messages for every empty field and sends nothing', async () => {
    serveSession(owner);
    serveOnboarding();
    const saves = servePut('/api/v1/onboarding/organization', {});
    renderOwnerApp('/onboarding/company-info');

    await userEvent.type(await screen.findByLabelText('Organization name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText(messages.organizationLength('Name'))).toBeInTheDocument();
    expect(screen.getByText(messages.organizationLength('Type'))).toBeInTheDocument();
    expect(screen.getAllByText(messages.fieldRequired)).toHaveLength(2);
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(messages.fieldRequired);
    expect(screen.getByLabelText('Organization name')).toHaveFocus();
    expect(saves).toHaveLength(0);
  });

  it('is prefilled from earlier answers, saves trimmed values and goes on to the plans', async () => {
    serveSession(owner);
    serveOnboarding({ organization: { ...organization, organizationName: 'Old Name' }, planChoice: null });
    const saves = servePut('/api/v1/onboarding/organization', { organization, planChoice: null });
    servePaymentStatus({ paid: false });
    const { location } = renderOwnerApp('/company-information');

    const name = await screen.findByLabelText('Organization name');
    expect(location()).toBe('/onboarding/company-info');
    expect(name).toHaveValue('Old Name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Hopper Labs  ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/onboarding/choose-your-plan'));
    expect(saves).toEqual([organization]);
  });

  it('goes on to the builder when a plan is already paid for (back from checkout)', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePut('/api/v1/onboarding/organization', { organization, planChoice: null });
    servePaymentStatus({ paid: true, planId: 'monthly-premium-plan' });
    serveSubdomainCheck();
    const { location } = renderOwnerApp('/onboarding/company-info');

    await screen.findByLabelText('Organization name');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/builder/community-setup'));
  });

  it('redeems the marketplace sign-up codes, reserves them for the new community and skips the plan choice', async () => {
    localStorage.setItem(MARKETPLACE_STORAGE_KEYS[0], JSON.stringify(['LTD-ONE-001', 'LTD-TWO-002']));
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    servePut('/api/v1/onboarding/organization', { organization, planChoice: null });
    serveSubdomainCheck();
    let codes = [lifetimeCode('LTD-ONE-001'), lifetimeCode('LTD-TWO-002')];
    serveCodes(() => codes);
    const redeemed = serveCodesPost('/api/v1/codes/redeem', () => codeListOf(codes));
    const applied = serveCodesPost('/api/v1/codes/apply', () => {
      codes = codes.map((c) => ({ ...c, status: 'applied', planId: 'lifetime-premium-plan' }));
      return { communityId: null, planId: 'lifetime-premium-plan', codesUsed: ['LTD-ONE-001', 'LTD-TWO-002'] };
    });
    const { location } = renderOwnerApp('/onboarding/company-info');

    await screen.findByLabelText('Organization name');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/builder/community-setup'));
    expect(redeemed).toEqual([{ codes: ['LTD-ONE-001', 'LTD-TWO-002'] }]);
    expect(applied).toEqual([{ communityId: null }]);
    expect(localStorage.getItem(MARKETPLACE_STORAGE_KEYS[0])).toBeNull();
    expect(localStorage.getItem(MARKETPLACE_STORAGE_KEYS[2])).not.toBeNull();
  });

  it('rejects a phone number that is not one', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    renderOwnerApp('/onboarding/company-info');

    const phone = await screen.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(messages.phoneInvalid);
  });
});
