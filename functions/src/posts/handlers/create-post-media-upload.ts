import type { mediaUploadBodySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

type Input = HandlerInput<{ body: typeof mediaUploadBodySchema }>;

export async function createPostMediaUpload({ tenant, actor, body }: Input) {
  return { status: 201, body: await compose.createPostMediaUpload(tenant, actor, body.fileType) };
}
