import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { servePost, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

describe('community welcome step', () => {
  it('welcomes the new member and finishes the step with Get Started, on to the profile picture', async () => {
    serveSite();
    serveSession({ ...member, welcomePending: true });
    const completed = servePost('/api/v1/auth/welcome/complete', { user: member });
    const { location } = renderCommunity('/onboarding/welcome');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Trail Runners' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(location()).toBe('/onboarding/add-avatar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a profile picture' })).toBeInTheDocument();
    expect(completed).toHaveLength(1);
  });
});
