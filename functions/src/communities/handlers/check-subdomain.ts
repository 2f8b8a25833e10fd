import type { subdomainParamsSchema } from '@hearth/shared/schemas/site';
import type { HandlerInput } from '../../platform/http/route.ts';
import { checkSubdomain as check } from '../service.ts';

export async function checkSubdomain({ params }: HandlerInput<{ params: typeof subdomainParamsSchema }>) {
  return { body: await check(params.subdomain) };
}
