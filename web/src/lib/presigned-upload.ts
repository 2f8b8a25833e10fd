// Sends a file straight to storage with a presigned POST from the API (branding images, post images). The API
// checks what arrived by size and magic bytes afterwards, so this only maps storage's answer to our errors.
import * as messages from '@hearth/shared/messages';
import { ApiError } from './api-client.ts';

export interface PresignedPost {
  key: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
}

export const invalidImageError = () =>
  new ApiError({ status: 400, error: 'UPLOAD_INVALID', message: messages.invalidImage, fields: {} });

export async function sendToStorage(upload: PresignedPost, file: File): Promise<void> {
  if (file.size > upload.maxBytes) throw invalidImageError();
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
      ? invalidImageError()
      : new ApiError({ status: stored.status, error: 'INTERNAL', message: messages.generic });
  }
}
