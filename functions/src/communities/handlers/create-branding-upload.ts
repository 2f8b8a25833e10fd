import type { brandingUploadBodySchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { createBrandingUpload as create } from '../service.ts';

export async function createBrandingUpload(input: HandlerInput<{ body: typeof brandingUploadBodySchema }>) {
  return { status: 201, body: await create(ownerRequest(input).actor, input.body.type, input.body.fileType) };
}
