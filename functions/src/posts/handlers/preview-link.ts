import type { linkPreviewBodySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import { previewLink as preview } from '../service.ts';

export async function previewLink({ tenant, actor, body }: HandlerInput<{ body: typeof linkPreviewBodySchema }>) {
  return { body: await preview(tenant, actor, body.url) };
}
