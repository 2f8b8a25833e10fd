import { subdomainMessages } from '@hearth/shared/rules/subdomain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, servePost, serveSession } from '@test/api.ts';
import {
  organization,
  serveMyCommunities,
  serveOnboarding,
  serveSubdomainCheck,
  trailRunners,
} from '@test/communities.ts';
import { serveCodes } from '@test/codes.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { BUILDER_DRAFT_KEY } from '../builder/draft.ts';
import { MARKETPLACE_STORAGE_KEYS, SELECTED_COMMUNITY_KEY } from '../current-community.ts';
import { storeDraft } from './builder-test-draft.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The owner's session and onboarding, and an API that creates c_trail; answers the bodies Publish sends. */
function serveCreate() {
  serveSession(owner);
  serveOnboarding({ organization, planChoice: null });
  serveMyCommunities([trailRunners]);
  return servePost('/api/v1/communities', { communityId: 'c_trail', subdomain: 'trail', url: trailRunners.url }, 201);
}

/** What every create request carries: the draft's request id, name and subdomain, the organization, no plan. */
const baseBody = (draft: { requestId: string }) => ({
  requestId: draft.requestId,
  communityName: 'Trail Runners',
  communitySubdomain: 'trail-runners',
  ...organization,
  isFreeTrial: false,
  isLifetime: false,
});

describe('builder: publish', () => {
  it('shows the error and turns the button into Restart Builder, which goes to company info', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    storeDraft();
    servePost(
      '/api/v1/communities',
      apiError('CONFLICT', subdomainMessages.taken, { communitySubdomain: subdomainMessages.taken }),
      409,
    );
    const { location } = renderOwnerApp('/builder/publish');

    await userEvent.click(await screen.findByRole('button', { name: 'Publish Platform' }));

    expect(await screen.findByText(subdomainMessages.taken)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Platform' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart Builder' }));
    await waitFor(() => expect(location()).toBe('/onboarding/company-info'));
    // The draft stays, so the owner only changes what failed.
    expect(JSON.parse(sessionStorage.getItem(BUILDER_DRAFT_KEY)!)).toMatchObject({ communityName: 'Trail Runners' });
  });

  it('creates the community once however often Publish is pressed, then congratulates', async () => {
    serveSubdomainCheck();
    const bodies = serveCreate();
    const draft = storeDraft({
      icon: { key: 'uploads/icon.png', url: '/media/uploads/icon.png', fileName: 'icon.png' },
      communityThemeColor: '#2b8a3e',
    });
    const { location } = renderOwnerApp('/builder/publish');

    const publish = await screen.findByRole('button', { name: 'Publish Platform' });
    await userEvent.dblClick(publish);

    await waitFor(() => expect(location()).toBe('/builder/congrats?communityId=c_trail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('trail.localhost:4321')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        ...baseBody(draft),
        communityTagline: 'Muddy shoes, good company.',
        communityDescription: '<p>We run.</p>',
        communityIconKey: 'uploads/icon.png',
        communityThemeColor: '#2b8a3e',
      },
    ]);
    expect(sessionStorage.getItem(BUILDER_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_COMMUNITY_KEY)).toBe('c_trail');
  });

  it('with Use Default Settings sends only the name, subdomain and organization', async () => {
    const bodies = serveCreate();
    const draft = storeDraft({ setup: 'default' });
    renderOwnerApp('/builder/publish');

    await userEvent.click(await screen.findByRole('button', { name: 'Publish Platform' }));

    await screen.findByRole('heading', { level: 1, name: 'Congratulations!' });
    expect(bodies).toEqual([baseBody(draft)]);
  });

  it('for a marketplace owner: publishes as a free trial and ends on /appsumo, done with the marketplace keys', async () => {
    localStorage.setItem(MARKETPLACE_STORAGE_KEYS[2], 'true');
    const bodies = serveCreate();
    serveCodes(() => []);
    const draft = storeDraft({ setup: 'default' });
    const { location } = renderOwnerApp('/builder/publish');

    await userEvent.click(await screen.findByRole('button', { name: 'Publish Platform' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip To Dashboard' }));

    await waitFor(() => expect(location()).toBe('/appsumo'));
    expect(bodies).toEqual([{ ...baseBody(draft), isFreeTrial: true }]);
    expect(MARKETPLACE_STORAGE_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});
