import { ACCENT_COLORS } from '@hearth/shared/constants/design';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { organization, serveOnboarding } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { BUILDER_DRAFT_KEY } from '../builder/draft.ts';
import { storeDraft } from './builder-test-draft.ts';

beforeEach(() => sessionStorage.clear());

describe('builder: design', () => {
  it('offers the eight accent colours and only the light theme', async () => {
    serveSession(owner);
    storeDraft();
    renderOwnerApp('/builder/design');

    const colours = within(await screen.findByRole('group', { name: 'Accent colour' })).getAllByRole('radio');
    expect(colours.map((radio) => radio.getAttribute('value'))).toEqual(ACCENT_COLORS.map((c) => c.value));
    const themes = screen.getByRole('group', { name: 'Theme' });
    expect(within(themes).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(themes).getByRole('radio', { name: 'Dark' })).toBeDisabled();
    expect(within(themes).getByRole('radio', { name: 'Lights out' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to branding' })).toHaveAttribute('href', '/builder/branding');
    expect(screen.getByRole('button', { name: 'Skip to publish' })).toBeEnabled();
  });

  it('keeps the chosen colour with Next to publish, and the preview shows it', async () => {
    serveSession(owner);
    serveOnboarding({ organization, planChoice: null });
    storeDraft();
    const { location } = renderOwnerApp('/builder/design');

    await userEvent.click(await screen.findByRole('radio', { name: 'Forest' }));
    expect(screen.getByRole('radio', { name: 'Forest' })).toBeChecked();
    const preview = screen.getByRole('figure', { name: 'Preview of your community header' });
    expect(preview).toHaveStyle({ '--preview-accent': '#2b8a3e' });
    await userEvent.click(screen.getByRole('button', { name: 'Next to publish' }));

    await waitFor(() => expect(location()).toBe('/builder/publish'));
    expect(JSON.parse(sessionStorage.getItem(BUILDER_DRAFT_KEY)!)).toMatchObject({ communityThemeColor: '#2b8a3e' });
  });
});
