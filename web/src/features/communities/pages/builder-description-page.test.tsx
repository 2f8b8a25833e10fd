import * as messages from '@hearth/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { storeDraft } from './builder-test-draft.ts';

beforeEach(() => sessionStorage.clear());

describe('builder: description', () => {
  it('asks for a tagline of at most 50 characters and a description', async () => {
    serveSession(owner);
    storeDraft({ communityTagline: '', communityDescription: '' });
    renderOwnerApp('/builder/description');

    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText('Tagline')).toHaveAccessibleDescription(
      expect.stringContaining(messages.taglineRequired),
    );
    expect(editor).toHaveAccessibleDescription(messages.descriptionEmpty);
    await userEvent.type(screen.getByLabelText('Tagline'), 'x'.repeat(51));
    expect(screen.getByLabelText('Tagline')).toHaveAccessibleDescription(
      expect.stringContaining(messages.taglineLength),
    );
  });

  it('restores the stored description into the editor and goes on to branding', async () => {
    serveSession(owner);
    storeDraft({ communityDescription: '<p>We run <strong>far</strong>.</p>' });
    const { location } = renderOwnerApp('/builder/description');

    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(editor).toHaveTextContent('We run far.'));
    expect(screen.getByRole('progressbar', { name: 'Builder progress' })).toHaveAttribute('aria-valuenow', '19');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/builder/branding'));
  });
});
