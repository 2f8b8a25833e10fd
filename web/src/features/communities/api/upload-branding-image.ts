// A builder icon or banner: a presigned POST from the API, the file sent straight to storage, then the API checks
// what arrived (size and magic bytes) and answers with the key to keep and a URL to preview it.
import { createBrandingUpload, verifyBrandingUpload } from '@hearth/shared/contracts/communities';
import { BRANDING_IMAGE_TYPES } from '@hearth/shared/constants/design';
import { messages } from '@hearth/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export type BrandingKind = 'icon' | 'banner';
type BrandingImageType = (typeof BRANDING_IMAGE_TYPES)[number];

export const isBrandingImageType = (type: string): type is BrandingImageType =>
  (BRANDING_IMAGE_TYPES as readonly string[]).includes(type);

const invalidImage = () =>
  new ApiError({ status: 400, error: 'UPLOAD_INVALID', message: messages.invalidImage, fields: {} });

export async function uploadBrandingImage({ type, file }: { type: BrandingKind; file: File }) {
  // The browser's type comes from the name; the API checks the bytes, so a renamed file fails there.
  if (!isBrandingImageType(file.type)) throw invalidImage();
  const upload = await apiRequest(createBrandingUpload.path, {
    method: 'POST',
    body: { type, fileType: file.type },
    schema: createBrandingUpload.response,
  });
  if (file.size > upload.maxBytes) throw invalidImage();
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let stored: Response;
  try {
    stored = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError({ status: 0, error: 'INTERNAL', message: messages.generic });
  }
  // Storage refuses a file outside the POST policy (size, type) with a 4xx.
  if (!stored.ok)
    throw stored.status < 500
      ? invalidImage()
      : new ApiError({ status: stored.status, error: 'INTERNAL', message: messages.generic });
  return apiRequest(verifyBrandingUpload.path, {
    method: 'POST',
    body: { type, key: upload.key },
    schema: verifyBrandingUpload.response,
  });
}

export const useUploadBrandingImage = () => useMutation({ mutationFn: uploadBrandingImage });
