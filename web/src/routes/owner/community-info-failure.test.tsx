// owner-dashboard §8: "Failure to fetch community info signs the user out." The dashboard's community list is its
// community info; when it cannot be loaded the owner is signed out and sent to sign-in, coming back afterwards.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, serveAuthOptions, servePost, serveSession } from '@test/api.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

describe('dashboard: the community info cannot be loaded', () => {
  it('signs the owner out and goes to sign-in with the way back', async () => {
    serveSession(owner, null);
    serveAuthOptions();
    server.use(
      http.get('/api/v1/communities', () =>
        HttpResponse.json(apiError('FORBIDDEN', 'You do not manage this community.'), { status: 403 }),
      ),
    );
    const signOuts = servePost('/api/v1/auth/sign-out', { message: 'Signed out.' });
    const { location } = renderOwnerApp('/overview');

    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Foverview'), { timeout: 3_000 });
    expect(signOuts).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
