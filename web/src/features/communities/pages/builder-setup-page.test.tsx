import * as messages from '@hearth/shared/messages';
import { subdomainMessages } from '@hearth/shared/rules/subdomain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { organization, serveOnboarding, serveSubdomainCheck } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { BUILDER_DRAFT_KEY } from '../builder/draft.ts';

beforeEach(() => sessionStorage.clear());

const subdomainInput = () => screen.getByLabelText('Subdomain');

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('builder: community setup', () => {
  it('checks the subdomain while typing: rule messages at once, then checking, then taken or available', async () => {
    serveSession(owner);
    const asked = serveSubdomainCheck((sub) => (sub === 'trail' ? subdomainMessages.taken : null));
    const { location } = renderOwnerApp('/builder/name');

    await userEvent.type(await screen.findByLabelText('Community name'), 'Trail Runners');
    expect(location()).toBe('/builder/community-setup');
    // The subdomain follows the name until the owner types one.
    expect(subdomainInput()).toHaveValue('trail-runners');
    expect(screen.getByText('Checking availability…')).toBeInTheDocument();
    expect(await screen.findByText('trail-runners.localhost is available.')).toBeInTheDocument();
    // Asked once, after the typing settled, not once per keystroke.
    expect(asked).toEqual(['trail-runners']);

    await retype(subdomainInput(), 'ab');
    expect(subdomainInput()).toHaveAccessibleDescription(expect.stringContaining(subdomainMessages.length));
    await retype(subdomainInput(), 'Trail');
    expect(subdomainInput()).toHaveAccessibleDescription(expect.stringContaining(subdomainMessages.characters));
    await retype(subdomainInput(), '-trail');
    expect(subdomainInput()).toHaveAccessibleDescription(expect.stringContaining(subdomainMessages.characters));
    await retype(subdomainInput(), 'admin');
    expect(subdomainInput()).toHaveAccessibleDescription(expect.stringContaining(subdomainMessages.unavailable));
    await retype(subdomainInput(), '');
    expect(subdomainInput()).toHaveAccessibleDescription(expect.stringContaining(subdomainMessages.required));

    await userEvent.type(subdomainInput(), 'trail');
    await waitFor(() =>
      expect(subdomainInput()).toHaveAccessibleDescription(expect.stringContaining(subdomainMessages.taken)),
    );
    expect(asked).toEqual(['trail-runners', 'trail']);
  });

  it('keeps Next disabled until the name is valid, the subdomain free and a setup chosen', async () => {
    serveSession(owner);
    serveSubdomainCheck();
    serveOnboarding({ organization, planChoice: null });
    const { location } = renderOwnerApp('/builder/community-setup');

    const next = await screen.findByRole('button', { name: 'Next' });
    await userEvent.type(screen.getByLabelText('Community name'), 'TR');
    await userEvent.tab();
    expect(screen.getByLabelText('Community name')).toHaveAccessibleDescription(messages.communityNameLength);
    await retype(subdomainInput(), 'trail-runners');
    await screen.findByText('trail-runners.localhost is available.');
    await userEvent.click(screen.getByRole('radio', { name: /Use Default Settings/ }));
    expect(next).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Community name'), 'AIL');
    expect(screen.getByLabelText('Community name')).not.toHaveAccessibleDescription(messages.communityNameLength);
    expect(next).toBeEnabled();
    await userEvent.click(next);

    await waitFor(() => expect(location()).toBe('/builder/publish'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Almost there' })).toBeInTheDocument();
  });

  it('keeps the draft in session storage, so a reload restores every answer and the same request id', async () => {
    serveSession(owner);
    serveSubdomainCheck();
    renderOwnerApp('/builder/community-setup');

    await userEvent.type(await screen.findByLabelText('Community name'), 'Book Club');
    await userEvent.click(screen.getByRole('radio', { name: /Customize Community/ }));
    const stored = JSON.parse(sessionStorage.getItem(BUILDER_DRAFT_KEY)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ communityName: 'Book Club', communitySubdomain: 'book-club', setup: 'customize' });
    expect(stored.requestId).toMatch(/^[0-9A-Z]{26}$/);

    cleanup();
    renderOwnerApp('/builder/community-setup');

    expect(await screen.findByLabelText('Community name')).toHaveValue('Book Club');
    expect(subdomainInput()).toHaveValue('book-club');
    expect(screen.getByRole('radio', { name: /Customize Community/ })).toBeChecked();
    expect(await screen.findByText('book-club.localhost is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem(BUILDER_DRAFT_KEY)!)).toMatchObject({ requestId: stored.requestId });
  });

  it('sends a later step opened without a name and subdomain back to community setup', async () => {
    serveSession(owner);
    const { location } = renderOwnerApp('/builder/design');

    await waitFor(() => expect(location()).toBe('/builder/community-setup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Name your community' })).toBeInTheDocument();
  });
});
