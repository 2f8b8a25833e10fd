// User Reactions and the plan: on a plan without custom reactions the section says which plan has them and shows the
// reactions as they are (customised ones too, after a downgrade), read-only; on a plan with them they are editable.
import * as messages from '@hearth/shared/messages';
import type { PlatformSettings } from '@hearth/shared/schemas/platform-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { testQueryClient } from '@test/fixtures.ts';
import { renderWithTheme } from '@test/render.tsx';
import ReactionsSection from './reactions-section.tsx';

const reactions: PlatformSettings['reactions'] = [
  {
    id: 'r-like',
    key: 'like',
    title: 'Cheers',
    emoji: '👍',
    imageURL: '/media/c/c_trail/reactions/cheers.png',
    isBeamReaction: false,
  },
  { id: 'r-love', key: 'love', title: 'Love', emoji: '❤️', imageURL: null, isBeamReaction: true },
];

/** The page's data as far as this section reads it: the plan's flags and the reactions. */
const settingsOn = (planId: string, customReactionsAvailable: boolean) =>
  ({
    communityId: 'c_trail',
    subdomain: 'trail',
    planId,
    customDomainAvailable: customReactionsAvailable,
    customReactionsAvailable,
    reactions,
  }) as PlatformSettings;

function renderSection(settings: PlatformSettings) {
  return renderWithTheme(
    <QueryClientProvider client={testQueryClient()}>
      <ToastProvider>
        <ReactionsSection communityId="c_trail" settings={settings} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('User Reactions and the plan', () => {
  it('on an essential plan names the plan needed and keeps the customised reactions shown, read-only', () => {
    renderSection(settingsOn('yearly-essential-plan', false));
    expect(screen.getByText(messages.customReactionsPlan('Professional'))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cheers reaction image' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title of the like reaction')).toHaveValue('Cheers');
    expect(screen.getByLabelText('Title of the like reaction')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload image for Cheers' })).toBeDisabled();
  });

  it('on a professional plan lets the reactions be changed, with no notice', () => {
    renderSection(settingsOn('monthly-professional-plan', true));
    expect(screen.queryByText(messages.customReactionsPlan('Professional'))).toBeNull();
    expect(screen.getByLabelText('Title of the like reaction')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload image for Love' })).toBeEnabled();
  });
});
