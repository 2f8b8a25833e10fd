// A post's image: a presigned POST from the API, then the file straight to storage. The API checks the stored
// bytes (type by magic bytes, size) when the post is saved, so a renamed file fails there.
import { createPostMediaUpload } from '@hearth/shared/contracts/posts';
import { messages } from '@hearth/shared/messages';
import { POST_IMAGE_TYPES } from '@hearth/shared/schemas/posts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

type PostImageType = (typeof POST_IMAGE_TYPES)[number];

export const isPostImageType = (type: string): type is PostImageType =>
  (POST_IMAGE_TYPES as readonly string[]).includes(type);

const invalidImage = () => new ApiError({ status: 400, error: 'UPLOAD_INVALID', message: messages.invalidImage });

/** Answers with the key the post keeps (`bannerKey`). */
export async function uploadPostImage(file: File): Promise<{ key: string }> {
  if (!isPostImageType(file.type)) throw invalidImage();
  const upload = await apiRequest(createPostMediaUpload.path, {
    method: 'POST',
    body: { fileType: file.type },
    schema: createPostMediaUpload.response,
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
  if (!stored.ok) {
    throw stored.status < 500
      ? invalidImage()
      : new ApiError({ status: stored.status, error: 'INTERNAL', message: messages.generic });
  }
  return { key: upload.key };
}

export const useUploadPostImage = () => useMutation({ mutationFn: uploadPostImage });
