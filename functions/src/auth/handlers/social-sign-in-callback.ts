import type { socialCallbackQuerySchema } from '@hearth/shared/schemas/auth';
import type { HandlerInput } from '../../platform/http/route.ts';
import { failurePage } from '../social/page.ts';
import { relaySocialCallback } from '../social/service.ts';

/**
 * Cognito's redirect target on the owner app host: on to the site that started the attempt. A failure here has no
 * trustworthy origin to report to, so its page only shows the message.
 */
export async function socialSignInCallback(input: HandlerInput<{ query: typeof socialCallbackQuerySchema }>) {
  try {
    const location = await relaySocialCallback(input.query);
    return { status: 302, body: '', headers: { location, 'referrer-policy': 'no-referrer' } };
  } catch (error) {
    return failurePage(error, undefined);
  }
}
