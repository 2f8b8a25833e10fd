// A new avatar shows in the top bar at once (member-forum §2.3, §2.4): the session carries the picture, and an upload
// reads it again, so the user menu's avatar is the photo instead of the initials without a reload.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSite } from '@test/api.ts';
import { member, ownProfile, testQueryClient } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';
import { useUploadAvatar } from './upload-avatar.ts';

const PHOTO = 'http://media.test/c/c_demo/avatars/m_ada/photo.jpg';

const profile = (profilePicURL: string | null) =>
  ownProfile({
    slug: 'ada',
    username: 'ada',
    profilePicURL,
    privacy: { dateOfBirth: false, location: true },
    xp: 0,
    nextLevelXPTarget: 100,
    levelPercent: 0,
  });

/** The API: the session and the profile carry the photo once it is set. */
function serveAvatarUpload() {
  let photo: string | null = null;
  server.use(
    http.get('/api/v1/auth/session', () => HttpResponse.json({ user: { ...member, avatarURL: photo } })),
    http.post('/api/v1/me/avatar-uploads', () =>
      HttpResponse.json(
        { key: 'c/c_demo/avatars/m_ada/photo.jpg', url: 'http://storage.test/media', fields: {}, maxBytes: 2_000_000 },
        { status: 201 },
      ),
    ),
    http.post('http://storage.test/media', () => new HttpResponse(null, { status: 204 })),
    http.put('/api/v1/me/avatar', () => {
      photo = PHOTO;
      return HttpResponse.json(profile(photo));
    }),
  );
}

function UploadButton() {
  const upload = useUploadAvatar();
  return (
    <button type="button" onClick={() => upload.mutate(new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }))}>
      Upload photo
    </button>
  );
}

describe('uploading an avatar', () => {
  it('shows the photo in the top bar’s user menu without a reload', async () => {
    serveSite();
    serveAvatarUpload();
    const queryClient = testQueryClient();
    renderCommunity('/', queryClient);
    const menu = await screen.findByRole('button', { name: /Ada Lovelace/ }, { timeout: 5000 });
    expect(menu.querySelector('img')).toBeNull();

    render(
      <QueryClientProvider client={queryClient}>
        <UploadButton />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ada Lovelace/ }).querySelector('img')).toHaveAttribute('src', PHOTO),
    );
  });
});
