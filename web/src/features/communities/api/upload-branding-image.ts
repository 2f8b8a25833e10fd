// A builder icon or banner: a presigned POST from the API, the file sent straight to storage, then the API checks
// what arrived (size and magic bytes) and answers with the key to keep and a URL to preview it.
import { createBrandingUpload, verifyBrandingUpload } from '@hearth/shared/contracts/communities';
import { BRANDING_IMAGE_TYPES } from '@hearth/shared/constants/design';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidImageError, sendToStorage } from '@/lib/presigned-upload.ts';

export type BrandingKind = 'icon' | 'banner';
type BrandingImageType = (typeof BRANDING_IMAGE_TYPES)[number];

export const isBrandingImageType = (type: string): type is BrandingImageType =>
  (BRANDING_IMAGE_TYPES as readonly string[]).includes(type);

export async function uploadBrandingImage({ type, file }: { type: BrandingKind; file: File }) {
  // The browser's type comes from the name; the API checks the bytes, so a renamed file fails there.
  if (!isBrandingImageType(file.type)) throw invalidImageError();
  const upload = await apiRequest(createBrandingUpload.path, {
    method: 'POST',
    body: { type, fileType: file.type },
    schema: createBrandingUpload.response,
  });
  await sendToStorage(upload, file);
  return apiRequest(verifyBrandingUpload.path, {
    method: 'POST',
    body: { type, key: upload.key },
    schema: verifyBrandingUpload.response,
  });
}

export const useUploadBrandingImage = () => useMutation({ mutationFn: uploadBrandingImage });
