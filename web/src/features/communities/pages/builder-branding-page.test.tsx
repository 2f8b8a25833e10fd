import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { BUILDER_DRAFT_KEY } from '../builder/draft.ts';
import { storeDraft } from './builder-test-draft.ts';

const STORAGE_URL = 'http://storage.test/media';

/** The presigned upload, the storage POST and the verification; `verify` decides the last. */
function serveUploads(verify: (key: string) => Response | null = () => null) {
  const calls: string[] = [];
  server.use(
    http.post('/api/v1/communities/branding-uploads', async ({ request }) => {
      const { type, fileType } = (await request.json()) as { type: string; fileType: string };
      calls.push(`presign ${type} ${fileType}`);
      const key = `uploads/${type}.png`;
      return HttpResponse.json({ key, url: STORAGE_URL, fields: { key }, maxBytes: 5_000_000 }, { status: 201 });
    }),
    http.post(STORAGE_URL, () => {
      calls.push('store');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/v1/communities/branding-uploads/verify', async ({ request }) => {
      const { key } = (await request.json()) as { key: string };
      calls.push(`verify ${key}`);
      return verify(key) ?? HttpResponse.json({ key, url: `/media/${key}` });
    }),
  );
  return calls;
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeEach(() => sessionStorage.clear());

describe('builder: branding', () => {
  it('refuses a file that is not png or jpeg before uploading anything', async () => {
    serveSession(owner);
    storeDraft();
    const calls = serveUploads();
    renderOwnerApp('/builder/branding');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      await screen.findByLabelText('Community icon'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidImage);
    expect(screen.getByLabelText('Community icon')).toHaveAccessibleDescription(
      expect.stringContaining(messages.invalidImage),
    );
    expect(calls).toEqual([]);
  });

  it('shows the API’s verdict on a file whose bytes are not an image', async () => {
    serveSession(owner);
    storeDraft();
    const calls = serveUploads(() =>
      HttpResponse.json(apiError('UPLOAD_INVALID', messages.invalidImage, { file: messages.invalidImage }), {
        status: 400,
      }),
    );
    renderOwnerApp('/builder/branding');

    await userEvent.upload(await screen.findByLabelText('Community banner'), png('renamed.png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidImage);
    expect(calls).toEqual(['presign banner image/png', 'store', 'verify uploads/banner.png']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('uploads icon and banner, previews them with the name, and only then enables Next', async () => {
    serveSession(owner);
    storeDraft();
    serveUploads();
    const { location } = renderOwnerApp('/builder/branding');

    expect(await screen.findByText(/Recommended size 50×50 px/)).toBeInTheDocument();
    expect(screen.getByText(/Recommended size 1920×200 px/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
    await userEvent.upload(screen.getByLabelText('Community icon'), png('icon.png'));
    expect(await screen.findByText('icon.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Community banner'), png('banner.png'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    const preview = screen.getByRole('figure', { name: 'Preview of your community header' });
    expect(within(preview).getByText('Trail Runners')).toBeInTheDocument();
    const images = preview.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src')).sort()).toEqual([
      '/media/uploads/banner.png',
      '/media/uploads/icon.png',
    ]);
    expect(JSON.parse(sessionStorage.getItem(BUILDER_DRAFT_KEY)!)).toMatchObject({
      icon: { key: 'uploads/icon.png', fileName: 'icon.png' },
      banner: { key: 'uploads/banner.png', fileName: 'banner.png' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/builder/design'));
  });
});
