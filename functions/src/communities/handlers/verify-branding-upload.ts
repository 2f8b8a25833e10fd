import type { verifyBrandingBodySchema } from '@hearth/shared/schemas/communities';
import type { HandlerInput } from '../../platform/http/route.ts';
import { ownerRequest } from '../context.ts';
import { verifyBrandingUpload as verify } from '../service.ts';

export async function verifyBrandingUpload(input: HandlerInput<{ body: typeof verifyBrandingBodySchema }>) {
  return { body: await verify(ownerRequest(input).actor, input.body.type, input.body.key) };
}
