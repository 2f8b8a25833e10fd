import type { linkPreviewBodySchema } from '@hearth/shared/schemas/forum';
import type { HandlerInput } from '../../platform/http/route.ts';
import * as compose from '../compose.ts';

export async function previewLink({ tenant, actor, body }: HandlerInput<{ body: typeof linkPreviewBodySchema }>) {
  return { body: await compose.previewLink(tenant, actor, body.url) };
}
