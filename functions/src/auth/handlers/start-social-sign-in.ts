import type { socialProviderParamsSchema } from '@hearth/shared/schemas/auth';
import { siteOrigin } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { failurePage } from '../social/page.ts';
import { startSocialSignIn as start } from '../social/service.ts';

/** The popup's first page: to the provider through the hosted UI, or the reason it cannot (501 locally). */
export async function startSocialSignIn(input: HandlerInput<{ params: typeof socialProviderParamsSchema }>) {
  const ctx = requestContext(input);
  try {
    const { location, cookie } = start(ctx, input.params.provider);
    return { status: 302, body: '', headers: { location, 'referrer-policy': 'no-referrer' }, cookies: [cookie] };
  } catch (error) {
    return failurePage(error, siteOrigin(ctx.host));
  }
}
