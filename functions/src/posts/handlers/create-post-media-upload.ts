import type { mediaUploadBodySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { createPostUpload } from '../service.ts';

export async function createPostMediaUpload({
  tenant,
  actor,
  body,
}: HandlerInput<{ body: typeof mediaUploadBodySchema }>) {
  return { status: 201, body: await createPostUpload(tenant, actor, body.fileType) };
}
