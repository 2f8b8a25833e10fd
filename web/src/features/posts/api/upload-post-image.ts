// A post's image: a presigned POST from the API, then the file straight to storage. The API checks the stored
// bytes (type by magic bytes, size) when the post is saved, so a renamed file fails there.
import { createPostMediaUpload } from '@hearth/shared/contracts/posts';
import { POST_IMAGE_TYPES } from '@hearth/shared/schemas/posts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidImageError, sendToStorage } from '@/lib/presigned-upload.ts';

type PostImageType = (typeof POST_IMAGE_TYPES)[number];

export const isPostImageType = (type: string): type is PostImageType =>
  (POST_IMAGE_TYPES as readonly string[]).includes(type);

/** Answers with the key the post keeps (`bannerKey`). */
export async function uploadPostImage(file: File): Promise<{ key: string }> {
  if (!isPostImageType(file.type)) throw invalidImageError();
  const upload = await apiRequest(createPostMediaUpload.path, {
    method: 'POST',
    body: { fileType: file.type },
    schema: createPostMediaUpload.response,
  });
  await sendToStorage(upload, file);
  return { key: upload.key };
}

export const useUploadPostImage = () => useMutation({ mutationFn: uploadPostImage });
