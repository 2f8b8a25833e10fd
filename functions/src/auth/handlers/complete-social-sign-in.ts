import * as messages from '@hearth/shared/messages';
import type { socialCallbackQuerySchema } from '@hearth/shared/schemas/auth';
import { siteOrigin } from '../../platform/auth/cookies.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { requestContext } from '../context.ts';
import { startSession } from '../sessions.ts';
import { failurePage, resultPage } from '../social/page.ts';
import { completeSocialSignInAttempt } from '../social/service.ts';
import { clearedAttemptCookie } from '../social/state.ts';

/** The popup's last page, on the site's own host: the session cookies, then the result for the opener. */
export async function completeSocialSignIn(input: HandlerInput<{ query: typeof socialCallbackQuerySchema }>) {
  const ctx = requestContext(input);
  const origin = siteOrigin(ctx.host);
  // Whatever happens, the attempt is over.
  const cleared = clearedAttemptCookie();
  try {
    const { user, tokens } = await completeSocialSignInAttempt(ctx, input.query, input.event.cookies);
    const page = resultPage({ ok: true, message: messages.socialSignedIn, targetOrigin: origin });
    return {
      body: page.html,
      headers: page.headers,
      cookies: [cleared, ...(await startSession(ctx.tenant, user, tokens))],
    };
  } catch (error) {
    return failurePage(error, origin, [cleared]);
  }
}
