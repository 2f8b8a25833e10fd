import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../../test/fixtures.ts';
import OwnerApp from './owner-app.tsx';

function renderOwnerApp(path = '/') {
  return render(<OwnerApp queryClient={testQueryClient()} history={createMemoryHistory({ initialEntries: [path] })} />);
}

describe('owner app', () => {
  it('greets owners with the pitch and ways to sign up or sign in', async () => {
    renderOwnerApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build and run your branded community' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(document.title).toBe('Hearth');
  });

  it('takes Sign up to the interim page, which says sign-in opens soon', async () => {
    renderOwnerApp();

    await userEvent.click(within(await screen.findByRole('banner')).getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText(/Sign-in opens soon/)).toBeInTheDocument();
  });

  it('sends an unknown path to /404 with a Return Home link', async () => {
    renderOwnerApp('/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
